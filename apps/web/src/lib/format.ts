const LOCALE = 'es-ES';

const euros = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });
const wholeEuros = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Euros with Spanish formatting: `1.234,50 €`, or `1235 €` with `{ whole: true }` (cards). '—' when unknown. */
export function formatEuros(amount: number | string | null | undefined, options: { whole?: boolean } = {}): string {
  const n = toNumber(amount);
  if (n === null) return '—';
  return (options.whole ? wholeEuros : euros).format(n);
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormats = {
  short: new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short' }),
  medium: new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' }),
  long: new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long' }),
} as const;
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** A date in Spanish (`21 nov 2025` by default). '—' when missing or invalid. */
export function formatDate(value: string | number | Date | null | undefined, style: keyof typeof dateFormats = 'medium'): string {
  const date = toDate(value);
  return date ? dateFormats[style].format(date) : '—';
}

/** Date and time in Spanish (`21 nov 2025, 14:05`). '—' when missing or invalid. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '—';
}
