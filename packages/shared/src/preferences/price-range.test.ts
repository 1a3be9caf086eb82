import { describe, expect, it } from 'vitest';
import { priceCeiling } from './price-range.js';

const open = { minPrice: null, maxPrice: null };

describe('priceCeiling', () => {
  it("takes the description's price when the range has no maximum", () => {
    expect(priceCeiling(open, { maxPrice: 9_000 }, 1)).toEqual({ maxPrice: 9_000, from: 'description', overruled: null });
    expect(priceCeiling({ minPrice: 5_000, maxPrice: null }, { maxPrice: 9_000 }, 1)).toEqual({ maxPrice: 9_000, from: 'description', overruled: null });
  });

  it('lets the range rule, reporting a description price it overrules', () => {
    expect(priceCeiling({ minPrice: null, maxPrice: 12_000 }, { maxPrice: 9_000 }, 1)).toEqual({ maxPrice: 12_000, from: 'range', overruled: 9_000 });
    expect(priceCeiling({ minPrice: null, maxPrice: 9_000 }, { maxPrice: 9_000 }, 1)).toEqual({ maxPrice: 9_000, from: 'range', overruled: null });
    expect(priceCeiling({ minPrice: 10_000, maxPrice: null }, { maxPrice: 9_000 }, 1)).toEqual({ maxPrice: null, from: null, overruled: 9_000 });
  });

  it('has no maximum without a price anywhere', () => {
    expect(priceCeiling(open, { fuel: ['diesel'] }, 1)).toEqual({ maxPrice: null, from: null, overruled: null });
    expect(priceCeiling(open, null, 1)).toEqual({ maxPrice: null, from: null, overruled: null });
  });
});
