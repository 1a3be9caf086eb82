import {
  formatDate as spanishDate,
  formatDateTime as spanishDateTime,
  formatEuros as spanishEuros,
  formatNumber as spanishNumber,
  type DateStyle,
} from '@ojeador/shared';
import { currentLanguage } from './i18n';

/*
 * Numbers, euros and dates for every screen, in the current language: Spanish through the shared es-ES formatter
 * (the one the server's e-mails use, always grouped: "4.000 €"), English as en-GB ("€4,000", "23 Nov 2026").
 */

type Amount = number | string | null | undefined;
type DateInput = string | number | Date | null | undefined;

const ENGLISH_LOCALE = 'en-GB';
const english = () => currentLanguage() === 'en';

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format as T;
}

function toNumber(value: Amount): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "1.234" / "1,234"; `decimals` is the most shown, `fixed` pads. */
export function formatNumber(value: number, options: { decimals?: number; fixed?: boolean } = {}): string {
  if (!english()) return spanishNumber(value, options);
  const max = options.decimals ?? 0;
  const min = options.fixed ? max : 0;
  return cached(`n:${min}:${max}`, () => new Intl.NumberFormat(ENGLISH_LOCALE, { minimumFractionDigits: min, maximumFractionDigits: max })).format(value);
}

/** A rounded integer, grouped: "12.500" / "12,500". */
export const formatInteger = (value: number): string => formatNumber(Math.round(value));

/** "1.234,50 €" / "€1,234.50", or whole euros with `{ whole: true }`; '—' when the amount is unknown. */
export function formatEuros(amount: Amount, options: { whole?: boolean } = {}): string {
  if (!english()) return spanishEuros(amount, options);
  const n = toNumber(amount);
  if (n === null) return '—';
  const digits = options.whole ? 0 : 2;
  return cached(
    `e:${digits}`,
    () => new Intl.NumberFormat(ENGLISH_LOCALE, { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(n);
}

/** A euro range: "4.000 € – 12.000 €" / "€4,000 – €12,000". */
export const formatEuroRange = (min: number, max: number): string => `${formatEuros(min, { whole: true })} – ${formatEuros(max, { whole: true })}`;

/** A date ("21 nov 2025" / "21 Nov 2025" by default); '—' when missing or invalid. */
export function formatDate(value: DateInput, style: DateStyle = 'medium', timeZone?: string): string {
  if (!english()) return spanishDate(value, style, timeZone);
  const date = toDate(value);
  return date ? cached(`d:${style}:${timeZone ?? ''}`, () => new Intl.DateTimeFormat(ENGLISH_LOCALE, { dateStyle: style, timeZone })).format(date) : '—';
}

/** Date and time ("21 nov 2025, 14:05" / "21 Nov 2025, 14:05"); '—' when missing or invalid. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  if (!english()) return spanishDateTime(value, timeZone);
  const date = toDate(value);
  return date
    ? cached(`dt:${timeZone ?? ''}`, () => new Intl.DateTimeFormat(ENGLISH_LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone })).format(date)
    : '—';
}
