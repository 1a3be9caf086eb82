import { describe, expect, it } from 'vitest';
import { formatDate, formatEuros } from './format';

describe('format', () => {
  it('formats euros the Spanish way', () => {
    expect(formatEuros(12345.6)).toMatch(/^12\.345,60\s€$/);
    expect(formatEuros(12345.6, { whole: true })).toMatch(/^12\.346\s€$/);
    expect(formatEuros('99.5')).toMatch(/^99,50\s€$/);
    expect(formatEuros(null)).toBe('—');
  });

  it('formats dates in Spanish and tolerates bad input', () => {
    expect(formatDate('2026-11-21T10:00:00Z', 'long')).toBe('21 de noviembre de 2026');
    expect(formatDate('nonsense')).toBe('—');
  });
});
