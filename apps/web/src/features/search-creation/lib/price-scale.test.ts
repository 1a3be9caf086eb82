import { describe, expect, it } from 'vitest';
import { positionOf, priceAt, PRICE_POSITIONS } from './price-scale';

describe('price scale', () => {
  it('has 500 € steps up to 30.000 €, then coarser ones up to 1.000.000 €', () => {
    expect(priceAt(0)).toBe(0);
    expect(priceAt(1)).toBe(500);
    expect(priceAt(60)).toBe(30_000);
    expect(priceAt(61)).toBe(32_500);
    expect(priceAt(88)).toBe(100_000);
    expect(priceAt(89)).toBe(125_000);
    expect(priceAt(PRICE_POSITIONS)).toBe(1_000_000);
    expect(PRICE_POSITIONS).toBe(124);
  });

  it('maps prices back to the nearest position', () => {
    for (const position of [0, 7, 60, 75, 88, 100, PRICE_POSITIONS]) expect(positionOf(priceAt(position))).toBe(position);
    expect(positionOf(12_345)).toBe(25);
    expect(positionOf(2_000_000)).toBe(PRICE_POSITIONS);
  });
});
