import { describe, expect, it } from 'vitest';
import { externalIdsByPlatform, lineHashOf } from './content-hash.js';

describe('externalIdsByPlatform', () => {
  it('groups the ids per platform in their order', () => {
    const items = [
      { platformId: 1, externalId: 'a' },
      { platformId: 2, externalId: 'x' },
      { platformId: 1, externalId: 'b' },
      { platformId: 1, externalId: 'c' },
    ];
    expect([...externalIdsByPlatform(items)]).toEqual([
      [1, ['a', 'b', 'c']],
      [2, ['x']],
    ]);
  });

  it('appends to one list per platform instead of copying it per id (the quadratic first poll: docs/operations.md, bench:ingest)', () => {
    const items = Array.from({ length: 1_000 }, (_, i) => ({ platformId: 1 + (i % 2), externalId: `id-${i}` }));
    const spread = Array.prototype[Symbol.iterator];
    let copies = 0;
    // A copy of a list (spread or Array.from) walks its iterator: count the walks while grouping.
    Array.prototype[Symbol.iterator] = function (this: unknown[]) {
      copies++;
      return spread.call(this);
    };
    let grouped: Map<number, string[]>;
    try {
      grouped = externalIdsByPlatform(items);
    } finally {
      Array.prototype[Symbol.iterator] = spread;
    }
    expect(grouped.get(1)).toHaveLength(500);
    expect(copies).toBeLessThanOrEqual(1);
  });
});

describe('lineHashOf', () => {
  it('is the SHA-1 of the line in base64: the hashes stored by earlier versions still match', () => {
    expect(lineHashOf('abc')).toBe('qZk+NkcGgWq6PiVxeFDCbJzQ2J0=');
  });
});
