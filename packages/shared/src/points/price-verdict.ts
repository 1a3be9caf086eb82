import type { Point } from './point.js';

type PricePoint = Extract<Point, { code: 'price' }>;
export type PriceVerdict = PricePoint['verdict'];

/** How a price badge is coloured: green (a good price), neutral (fair), orange (dear), red (a warning). */
export type PriceVerdictTone = 'good' | 'fair' | 'dear' | 'warning';

/** A price badge: the verdict and its whole % distance to the reference, as the ad's price point says them. */
export interface PriceVerdictBadge {
  verdict: PriceVerdict;
  percent: number;
  tone: PriceVerdictTone;
}

const TONES: Record<PriceVerdict, PriceVerdictTone> = {
  below: 'good',
  inLine: 'fair',
  above: 'dear',
  veryLow: 'warning',
  fraud: 'warning',
};

/**
 * The price badge of an ad from its price point, the one its points and the ad page's chart read (the engine puts it
 * among the good points or the bad ones); null when the price was not judged or the result predates point codes.
 */
export function priceVerdictBadge(ad: { goodPoints?: readonly Point[] | null; badPoints?: readonly Point[] | null }): PriceVerdictBadge | null {
  const point = [...(ad.goodPoints ?? []), ...(ad.badPoints ?? [])].find((p): p is PricePoint => p.code === 'price');
  if (!point) return null;
  return { verdict: point.verdict, percent: Math.abs(Math.round(point.percent)), tone: TONES[point.verdict] };
}
