import { describe, expect, it } from 'vitest';
import { Cents } from './money.js';

describe('Cents', () => {
  it('converts euros to cents and back without floating-point drift', () => {
    expect(Cents.fromEuros(49)).toBe(4900);
    expect(Cents.fromEuros(12.34)).toBe(1234);
    expect(Cents.fromEuros(0.1 + 0.2)).toBe(30);
    expect(Cents.fromEuros(19.999)).toBe(2000);
    expect(Cents.fromEuros(-49.5)).toBe(-4950);
    expect(Cents.toEuros(4950)).toBe(49.5);
    expect(Cents.toEuros(Cents.fromEuros(1234.56))).toBe(1234.56);
  });

  it('adds amounts and refuses what is not whole cents', () => {
    expect(Cents.add(4900, -490, 10)).toBe(4420);
    expect(Cents.add()).toBe(0);
    expect(() => Cents.add(4900, 0.5)).toThrow(RangeError);
    expect(() => Cents.toEuros(12.5)).toThrow(RangeError);
    expect(() => Cents.fromEuros(Number.NaN)).toThrow(RangeError);
  });

  it('formats as a Spanish reader expects', () => {
    expect(Cents.format(4950)).toBe('49,50 €');
    expect(Cents.format(123400)).toBe('1.234,00 €');
    expect(Cents.format(1250000, { whole: true })).toBe('12.500 €');
  });
});
