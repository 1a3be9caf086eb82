import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNKNOWN, VehiclePool, type PoolItem } from './vehicle-pool.js';

/** The order the pool promises: by year, then km, ties in input order (what a stable comparator sort gives). */
const byYearThenKm = (items: PoolItem[]): PoolItem[] =>
  items.filter((item) => item.year !== UNKNOWN).sort((a, b) => a.year * 1e8 + a.km - (b.year * 1e8 + b.km));

const item = (km: fc.Arbitrary<number>) =>
  fc.record({ price: fc.integer({ min: 300, max: 60_000 }), year: fc.oneof(fc.constant(UNKNOWN), fc.integer({ min: 1990, max: 2025 })), km });

describe('vehicle pool order', () => {
  it('sorts by year then km, ties kept in input order, whether the keys pack (whole km) or not', () => {
    const wholeKm = fc.oneof(fc.constant(UNKNOWN), fc.integer({ min: 1000, max: 400_000 }), fc.constantFrom(1000, 50_000, 120_000));
    const fractionalKm = fc.oneof(wholeKm, fc.double({ min: 1000, max: 400_000, noNaN: true }));
    fc.assert(
      fc.property(fc.oneof(fc.array(item(wholeKm), { maxLength: 300 }), fc.array(item(fractionalKm), { maxLength: 60 })), (items) => {
        const pool = new VehiclePool<PoolItem>(items, true);
        const expected = byYearThenKm(items);
        expect(pool.dated).toEqual(expected);
        pool.dated.forEach((dated, slot) => {
          expect(dated).toBe(expected[slot]);
          expect(dated.poolSlot).toBe(slot);
        });
      }),
    );
  });
});
