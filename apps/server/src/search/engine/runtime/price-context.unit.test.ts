import { PRICE_CONTEXT_MAX_VALUES } from '@ojeador/shared';
import { describe, expect, it } from 'vitest';
import type { AdRow } from '../../../db/rows.js';
import { priceContextOf } from './price-context.js';
import { makeAd } from '../core/test-fixtures.js';
import type { RawAd } from '../core/types.js';

let id = 0;
/** A stored ad with the fields the engine reads. */
const row = (ad: RawAd): AdRow => ({ ...ad, id: ++id, categoryId: ad.category }) as unknown as AdRow;

describe('priceContextOf', () => {
  it('sends at most PRICE_CONTEXT_MAX_VALUES values, ascending, keeping the cheapest and the dearest', () => {
    const market = Array.from({ length: 450 }, (_, i) => row(makeAd({ price: 10_000 + i * 10 })));
    const context = priceContextOf(row(makeAd({ price: 12_000 })), market);
    expect(context).toMatchObject({
      basis: 'comparables',
      comparableCount: 450,
      confidence: 'high',
      peers: 'Volkswagen Golf de 2017-2019 con kilometraje parecido',
    });
    expect(context?.comparables).toHaveLength(PRICE_CONTEXT_MAX_VALUES);
    expect(context?.comparables[0]).toBe(10_000);
    expect(context?.comparables.at(-1)).toBe(14_490);
    expect(context?.comparables).toEqual([...(context?.comparables ?? [])].sort((a, b) => a - b));
    // The band the price point calls "en línea con el mercado": ±8 % of the reference (the median here, 12.245 €).
    expect(context?.median).toBe(12_245);
    expect([context?.fairLow, context?.fairHigh]).toEqual([11_265, 13_225]);
  });

  it('leaves the ad itself out even when the market holds it', () => {
    const ad = row(makeAd({ price: 99_000 }));
    const market = [...Array.from({ length: 6 }, () => row(makeAd({ price: 15_000 }))), ad];
    expect(priceContextOf(ad, market)).toMatchObject({ comparableCount: 6, comparables: Array(6).fill(15_000), value: 99_000 });
  });
});
