/** es-ES number formatting for the Spanish points ("12.500 €", "18 %"); integers, always grouped. */

export function formatInteger(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  let grouped = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) grouped += '.';
    grouped += digits[i];
  }
  return rounded < 0 ? `-${grouped}` : grouped;
}

export const formatEuros = (value: number): string => `${formatInteger(value)} €`;
export const formatEurosPerSqm = (value: number): string => `${formatInteger(value)} €/m²`;
export const formatPercent = (value: number): string => `${formatInteger(value)} %`;
export const formatKm = (value: number): string => `${formatInteger(value)} km`;
