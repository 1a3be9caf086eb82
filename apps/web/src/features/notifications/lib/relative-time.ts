import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

const formats = { es: new Intl.RelativeTimeFormat('es-ES', { numeric: 'auto' }), en: new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' }) };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * 'hace 5 minutos', 'hace 3 horas', 'ayer' (or '5 minutes ago'...) within a week, in the current language; after that
 * the date ('21 nov 2025'). `justNow` is the catalogue's text for under a minute.
 */
export function formatRelativeTime(value: string, justNow: string, now: number = Date.now()): string {
  const relative = formats[currentLanguage()];
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '—';
  const seconds = Math.round((time - now) / 1000);
  const distance = Math.abs(seconds);
  if (distance < MINUTE) return justNow;
  if (distance < HOUR) return relative.format(Math.round(seconds / MINUTE), 'minute');
  if (distance < DAY) return relative.format(Math.round(seconds / HOUR), 'hour');
  if (distance < WEEK) return relative.format(Math.round(seconds / DAY), 'day');
  return formatDate(value);
}
