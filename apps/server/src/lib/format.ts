/** es-ES number formatting for the Spanish points, notifications and e-mails ("12.500 €", "18 %"), through the
 * formatter the web app uses too (`@ojeador/shared` format.ts). */
import { formatEuros as formatAmount, formatInteger } from '@ojeador/shared';

export { formatInteger };

export const formatEuros = (value: number): string => formatAmount(value, { whole: true });
export const formatEurosPerSqm = (value: number): string => `${formatInteger(value)} €/m²`;
export const formatPercent = (value: number): string => `${formatInteger(value)} %`;
export const formatKm = (value: number): string => `${formatInteger(value)} km`;

/** Money with its cents, as a checkout shows it: "1.234,50 €". */
export const formatEurosWithCents = (euros: number): string => formatAmount(euros);
