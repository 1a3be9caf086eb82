import { formatDate } from '@/lib/format';

const relative = new Intl.RelativeTimeFormat('es-ES', { numeric: 'auto' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** 'hace 5 minutos', 'hace 3 horas', 'ayer' within a week; after that the es-ES date ('21 nov 2025'). */
export function formatRelativeTime(value: string, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '—';
  const seconds = Math.round((time - now) / 1000);
  const distance = Math.abs(seconds);
  if (distance < MINUTE) return 'ahora mismo';
  if (distance < HOUR) return relative.format(Math.round(seconds / MINUTE), 'minute');
  if (distance < DAY) return relative.format(Math.round(seconds / HOUR), 'hour');
  if (distance < WEEK) return relative.format(Math.round(seconds / DAY), 'day');
  return formatDate(value);
}
