import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id';

describe('parseId', () => {
  it('reads a positive whole id', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it('is null for anything that cannot be a stored id', () => {
    for (const raw of [undefined, '', '0', '-1', '1.5', '1e3', 'abc', '2147483648', '99999999999999999999']) {
      expect(parseId(raw)).toBeNull();
    }
  });
});
