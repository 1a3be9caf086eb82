/** es-ES number formatting for the Spanish points ("12.500 €", "18 %"); integers, always grouped. */

export function formatInteger(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  if (digits.length <= 3) return rounded < 0 ? `-${digits}` : digits;
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) grouped += `.${digits.slice(i, i + 3)}`;
  return rounded < 0 ? `-${grouped}` : grouped;
}

export const formatEuros = (value: number): string => `${formatInteger(value)} €`;
export const formatEurosPerSqm = (value: number): string => `${formatInteger(value)} €/m²`;
export const formatPercent = (value: number): string => `${formatInteger(value)} %`;
export const formatKm = (value: number): string => `${formatInteger(value)} km`;

/** Money with its cents, as a checkout shows it: "1.234,50 €". */
export const formatEurosWithCents = (euros: number): string =>
  `${euros.toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true })} €`;
