import { SUSPICIOUS_VERDICTS, type MatchReason } from '@ojeador/shared';
import type { NewMatches } from '../../search/index.js';

/** What a digest lists at most: the best ads, and apart the suspicious ones. */
export const DIGEST_SIZE = 3;

type Match = NewMatches['matches'][number];
type SuspiciousVerdict = (typeof SUSPICIOUS_VERDICTS)[number];

export type DigestAd = Omit<Match, 'points'> & { reason: MatchReason | null };
export type SuspectAd = Omit<Match, 'points'> & { verdict: SuspiciousVerdict };
export type Digest = { userId: number; searchId: number; searchTitle: string; newCount: number; best: DigestAd[]; suspicious: SuspectAd[] };

/** The price verdict that makes the ad suspect ("posible fraude", "precio muy bajo"), wherever the engine filed it. */
function suspicion(match: Match): SuspiciousVerdict | null {
  const points = match.points ? [...match.points.good, ...match.points.bad] : [];
  for (const point of points) {
    if (point.code === 'price' && (SUSPICIOUS_VERDICTS as readonly string[]).includes(point.verdict)) return point.verdict as SuspiciousVerdict;
  }
  return null;
}

/**
 * Why the ad is worth a look, in one line: a price below the market, else every wish met (two or more, none broken),
 * else a wish it meets, else its first other good point (a price merely in line is worded at length for the ad page).
 */
function reasonOf(match: Match): MatchReason | null {
  const good = match.points?.good ?? [];
  const met = good.filter((p) => p.code.endsWith('Met'));
  const broken = (match.points?.bad ?? []).some((p) => p.code.endsWith('Broken'));
  return (
    good.find((p) => p.code === 'price' && p.verdict === 'below') ??
    (met.length >= 2 && !broken ? { code: 'allWishes' } : met[0]) ??
    good.find((p) => p.code !== 'price') ??
    null
  );
}

/** The matches (best first) split into the best few with their reason and, apart, the few whose price looks like a scam. */
export function splitMatches(matches: readonly Match[]): Pick<Digest, 'best' | 'suspicious'> {
  const best: DigestAd[] = [];
  const suspicious: SuspectAd[] = [];
  for (const match of matches) {
    const { points: _points, ...ad } = match;
    const verdict = suspicion(match);
    if (verdict) {
      if (suspicious.length < DIGEST_SIZE) suspicious.push({ ...ad, verdict });
    } else if (best.length < DIGEST_SIZE) best.push({ ...ad, reason: reasonOf(match) });
  }
  return { best, suspicious };
}
