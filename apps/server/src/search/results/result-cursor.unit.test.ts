import fc from 'fast-check';
import { RESULT_SORTS } from '@ojeador/shared';
import { describe, expect, it } from 'vitest';
import { CURSOR_KEYS, decodeCursor, encodeCursor } from './result-cursor.js';

describe('results page cursor', () => {
  it('round-trips the keys of every order', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RESULT_SORTS), fc.array(fc.integer(), { minLength: 5, maxLength: 5 }), (sort, keys) => {
        const own = keys.slice(0, CURSOR_KEYS[sort]);
        expect(decodeCursor(encodeCursor(sort, own), sort)).toEqual(own);
      }),
    );
  });

  it("refuses another order's cursor, a wrong key count, non-integers and garbage", () => {
    // Every cursor leads with the expert rank and the wish group.
    expect(decodeCursor(encodeCursor('score', [0, 0, 80, 12]), 'price')).toBeNull();
    expect(decodeCursor(encodeCursor('score', [0, 80, 12]), 'score')).toBeNull();
    expect(decodeCursor(Buffer.from(JSON.stringify({ s: 'latest', k: [0, 0, 1.5] })).toString('base64url'), 'latest')).toBeNull();
    expect(decodeCursor(Buffer.from(JSON.stringify({ s: 'latest', k: [0, 0, '1'] })).toString('base64url'), 'latest')).toBeNull();
    expect(decodeCursor('not a cursor', 'score')).toBeNull();
    fc.assert(fc.property(fc.string(), (text) => void expect(() => decodeCursor(text, 'latest')).not.toThrow()));
  });
});
