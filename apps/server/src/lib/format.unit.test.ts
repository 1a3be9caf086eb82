import { describe, expect, it } from 'vitest';
import { formatEuros, formatEurosPerSqm, formatInteger, formatKm, formatPercent } from './format.js';

describe('es-ES formatting', () => {
  it('groups thousands with dots and rounds', () => {
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(999)).toBe('999');
    expect(formatInteger(1500)).toBe('1.500');
    expect(formatInteger(12_500)).toBe('12.500');
    expect(formatInteger(1_234_567.6)).toBe('1.234.568');
    expect(formatInteger(-45_000)).toBe('-45.000');
  });

  it('adds the unit after a space', () => {
    expect(formatEuros(12_500)).toBe('12.500 €');
    expect(formatEurosPerSqm(2_300)).toBe('2.300 €/m²');
    expect(formatPercent(18)).toBe('18 %');
    expect(formatKm(12.4)).toBe('12 km');
  });
});
