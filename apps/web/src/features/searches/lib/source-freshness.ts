import type { TFunction } from 'i18next';
import type { SourceFreshnessEntry } from '@ojeador/shared';
import { formatDateTime } from '@/lib/format';

type SearchesT = TFunction<'searches'>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const KNOWN_SOURCES = ['feed', 'wallapop'] as const;
const isKnownSource = (source: string): source is (typeof KNOWN_SOURCES)[number] => (KNOWN_SOURCES as readonly string[]).includes(source);

/*
 * The freshness line counts in short units ("hace 2 min", "en 1 min") from the catalogue rather than with
 * Intl.RelativeTimeFormat, whose short Spanish future reads "dentro de 1 min".
 */

function lastRead(t: SearchesT, value: string | null, now: number): string {
  const time = value === null ? Number.NaN : new Date(value).getTime();
  if (Number.isNaN(time)) return t('freshness.notRead');
  const age = Math.max(0, now - time);
  if (age < MINUTE) return t('freshness.readJustNow');
  if (age < HOUR) return t('freshness.readMinutes', { count: Math.round(age / MINUTE) });
  if (age < DAY) return t('freshness.readHours', { count: Math.round(age / HOUR) });
  return t('freshness.readOn', { date: formatDateTime(value) });
}

function nextRead(t: SearchesT, value: string, now: number): string | null {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  const wait = time - now;
  if (wait < MINUTE / 2) return t('freshness.nextSoon');
  if (wait < HOUR) return t('freshness.nextMinutes', { count: Math.max(1, Math.round(wait / MINUTE)) });
  return t('freshness.nextHours', { count: Math.round(wait / HOUR) });
}

/** "Feed: leído hace 2 min · próxima lectura en 1 min" ("Feed: aún no leído" before its first read), at `now` (ms). */
export function describeSourceFreshness(t: SearchesT, entry: SourceFreshnessEntry, now: number): string {
  const source = isKnownSource(entry.source) ? t(`freshness.sources.${entry.source}`) : entry.source;
  const next = entry.nextReadAt === null ? null : nextRead(t, entry.nextReadAt, now);
  const failed =
    entry.lastError === null
      ? null
      : entry.errorKind
        ? t('freshness.lastFailedKind', { kind: t(`freshness.errorKinds.${entry.errorKind}`) })
        : t('freshness.lastFailed');
  const details = [lastRead(t, entry.lastReadAt, now), next, failed].filter((part): part is string => part !== null);
  return t('freshness.line', { source, details: details.join(' · ') });
}
