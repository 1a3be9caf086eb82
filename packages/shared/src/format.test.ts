import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatEuroRange, formatEuros, formatInteger, formatNumber, shortName } from './format.js';

describe('shared es-ES formatter', () => {
  it('always groups thousands, including 4-digit amounts', () => {
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(999)).toBe('999');
    expect(formatInteger(4000)).toBe('4.000');
    expect(formatInteger(1_234_567.6)).toBe('1.234.568');
    expect(formatInteger(-45_000)).toBe('-45.000');
    expect(formatNumber(1234.56, { decimals: 1 })).toBe('1.234,6');
  });

  it('writes whole numbers as Intl does (they skip Intl), with or without decimals allowed', () => {
    /** Intl's en-US grouping with the separators swapped, and never "-0". */
    const viaIntl = (value: number, decimals: number, fixed: boolean) =>
      new Intl.NumberFormat('en-US', { minimumFractionDigits: fixed ? decimals : 0, maximumFractionDigits: decimals })
        .format(value)
        .replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'))
        .replace(/^-(?=[0,]*$)/, '');
    const integers = fc.oneof(fc.integer({ min: -1e7, max: 1e7 }), fc.maxSafeInteger(), fc.constantFrom(-0, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER));
    fc.assert(
      fc.property(integers, fc.integer({ min: 0, max: 3 }), fc.boolean(), (value, decimals, fixed) => {
        expect(formatNumber(value, { decimals, fixed })).toBe(viaIntl(value, decimals, fixed));
        expect(formatInteger(value)).toBe(viaIntl(value, 0, false));
      }),
    );
  });

  it('formats euros, whole or with cents, and ranges', () => {
    expect(formatEuros(9500, { whole: true })).toBe('9.500 €');
    expect(formatEuros(12345.6)).toBe('12.345,60 €');
    expect(formatEuros('99.5')).toBe('99,50 €');
    expect(formatEuros(-0.001)).toBe('0,00 €');
    expect(formatEuros(null)).toBe('—');
    expect(formatEuroRange(4000, 12000)).toBe('4.000 € – 12.000 €');
  });

  it('formats dates in Spanish', () => {
    expect(formatDate('2026-11-21T10:00:00Z', 'long', 'Europe/Madrid')).toBe('21 de noviembre de 2026');
    expect(formatDate('nonsense')).toBe('—');
  });
});

describe('shortName', () => {
  it.each([
    ['Lucía Martínez García', 'Lucía M.'],
    ['  lucía   martínez ', 'lucía M.'],
    ['Lucía', 'Lucía'],
    ['', ''],
    ['Álvaro Ñúñez', 'Álvaro Ñ.'],
  ])('%j → %j', (full, short) => expect(shortName(full)).toBe(short));
});
