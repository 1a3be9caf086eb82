/**
 * The one es-ES formatter for numbers, money and dates, used by the web app and by the server's e-mails,
 * notifications and score points, so "4.000 €", "9.500 €" and "10.500 €" always look alike.
 * Thousands are always grouped with a dot (Intl's es-ES leaves 4-digit numbers ungrouped: "4000"), decimals take
 * a comma, units follow after a space.
 */

export const FORMAT_LOCALE = 'es-ES';

type Amount = number | string | null | undefined;

function toNumber(value: Amount): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

const plainFormats = new Map<string, Intl.NumberFormat>();

function plain(minFraction: number, maxFraction: number): Intl.NumberFormat {
  const key = `${minFraction}:${maxFraction}`;
  let format = plainFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
      useGrouping: false,
    });
    plainFormats.set(key, format);
  }
  return format;
}

/** A number in Spanish: "1.234", "1.234,5", "4.000" (always grouped). `decimals` is the most shown; `fixed` pads. */
export function formatNumber(value: number, options: { decimals?: number; fixed?: boolean } = {}): string {
  const max = options.decimals ?? 0;
  // Whole numbers need no Intl (the engine formats thousands per run): String() writes the same digits.
  if (Number.isSafeInteger(value) && !(options.fixed && max > 0)) return (value < 0 ? '-' : '') + groupThousands(String(Math.abs(value)));
  const text = plain(options.fixed ? max : 0, max).format(Math.abs(value));
  const [whole = '0', fraction] = text.split('.');
  const negative = value < 0 && /[1-9]/.test(text);
  return `${negative ? '-' : ''}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
}

/** "1234567" -> "1.234.567". */
function groupThousands(digits: string): string {
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) grouped += `.${digits.slice(i, i + 3)}`;
  return grouped;
}

/** A rounded integer with Spanish grouping: "12.500". */
export const formatInteger = (value: number): string => formatNumber(Math.round(value));

/**
 * Euros the Spanish way: "1.234,50 €", or "1.235 €" with `{ whole: true }` (cards, price ranges, points).
 * '—' when the amount is unknown.
 */
export function formatEuros(amount: Amount, options: { whole?: boolean } = {}): string {
  const n = toNumber(amount);
  if (n === null) return '—';
  return options.whole ? `${formatInteger(n)} €` : `${formatNumber(n, { decimals: 2, fixed: true })} €`;
}

/** A euro range: "4.000 € – 12.000 €". */
export const formatEuroRange = (min: number, max: number): string => `${formatEuros(min, { whole: true })} – ${formatEuros(max, { whole: true })}`;

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(key: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined) {
  const cacheKey = `${key}:${timeZone ?? ''}`;
  let format = dateFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(FORMAT_LOCALE, { ...options, timeZone });
    dateFormats.set(cacheKey, format);
  }
  return format;
}

export type DateStyle = 'short' | 'medium' | 'long';

/** A date in Spanish ("21 nov 2025" by default). '—' when missing or invalid. `timeZone` defaults to the runtime's. */
export function formatDate(value: DateInput, style: DateStyle = 'medium', timeZone?: string): string {
  const date = toDate(value);
  return date ? dateFormat(style, { dateStyle: style }, timeZone).format(date) : '—';
}

/** Date and time in Spanish ("21 nov 2025, 14:05"). '—' when missing or invalid. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  return date ? dateFormat('datetime', { dateStyle: 'medium', timeStyle: 'short' }, timeZone).format(date) : '—';
}

/**
 * How a customer is named to experts and on public pages ("Lucía M."): the first name and the initial of
 * the next word. A single word stays whole; the customer's own pages and the administrator keep the full name.
 */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? '';
  return `${words[0]} ${words[1].charAt(0).toLocaleUpperCase('es-ES')}.`;
}
