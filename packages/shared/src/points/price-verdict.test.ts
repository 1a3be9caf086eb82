import { describe, expect, it } from 'vitest';
import type { Point } from './point.js';
import { priceVerdictBadge } from './price-verdict.js';

const golf = { kind: 'similarVehicles', name: 'Volkswagen Golf', year: 2018 } as const;
const price = (verdict: Extract<Point, { code: 'price' }>['verdict'], percent: number): Point => ({
  code: 'price',
  verdict,
  percent,
  perSqm: false,
  median: 12_400,
  comparables: 23,
  confidence: 'high',
  similar: true,
  peers: golf,
});
const photos: Point = { code: 'photos', photos: 8 };

describe('priceVerdictBadge', () => {
  it.each([
    ['below', 14, 'good'],
    ['inLine', 3, 'fair'],
    ['above', 12, 'dear'],
    ['veryLow', 57, 'warning'],
    ['fraud', 62, 'warning'],
  ] as const)('reads %s %i %% from the price point as a %s badge', (verdict, percent, tone) => {
    const inGood = verdict === 'below' || verdict === 'inLine';
    const points = [photos, price(verdict, percent)];
    const ad = inGood ? { goodPoints: points, badPoints: [] } : { goodPoints: [photos], badPoints: points };
    expect(priceVerdictBadge(ad)).toEqual({ verdict, percent, tone });
  });

  it('gives the distance as a whole positive number', () => {
    expect(priceVerdictBadge({ badPoints: [price('above', -12.4)] })?.percent).toBe(12);
  });

  it('gives no badge when the price was not judged or the result predates point codes', () => {
    expect(priceVerdictBadge({ goodPoints: [photos], badPoints: [{ code: 'noComparables' }] })).toBeNull();
    expect(priceVerdictBadge({ goodPoints: null, badPoints: null })).toBeNull();
    expect(priceVerdictBadge({})).toBeNull();
  });
});
