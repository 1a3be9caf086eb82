import { afterEach, describe, expect, it } from 'vitest';
import { formatDate as sharedFormatDate, formatEuros as sharedFormatEuros } from '@ojeador/shared';
import { setLanguage } from './i18n';
import { formatDate, formatDateTime, formatEuroRange, formatEuros, formatInteger, formatNumber } from './format';

afterEach(async () => {
  await setLanguage('es');
});

describe('format in Spanish (the default)', () => {
  it('formats euros the Spanish way, always grouped', () => {
    expect(formatEuros(12345.6)).toMatch(/^12\.345,60\s€$/);
    expect(formatEuros(12345.6, { whole: true })).toMatch(/^12\.346\s€$/);
    expect(formatEuros('99.5')).toMatch(/^99,50\s€$/);
    expect(formatEuros(4000, { whole: true })).toBe('4.000 €');
    expect(formatEuroRange(4000, 12000)).toBe('4.000 € – 12.000 €');
    expect(formatEuros(null)).toBe('—');
  });

  it('formats dates in Spanish and tolerates bad input', () => {
    expect(formatDate('2026-11-21T10:00:00Z', 'long')).toBe('21 de noviembre de 2026');
    expect(formatDate('nonsense')).toBe('—');
  });
});

describe('format in English', () => {
  it('formats euros, numbers and dates as en-GB', async () => {
    await setLanguage('en');
    expect(formatEuros(4000, { whole: true })).toBe('€4,000');
    expect(formatEuros(12345.6)).toBe('€12,345.60');
    expect(formatEuros('99.5')).toBe('€99.50');
    expect(formatEuroRange(4000, 12000)).toBe('€4,000 – €12,000');
    expect(formatEuros(undefined)).toBe('—');
    expect(formatInteger(12499.6)).toBe('12,500');
    expect(formatNumber(1234.5, { decimals: 1 })).toBe('1,234.5');
    expect(formatDate('2026-11-23T10:00:00Z', 'medium', 'UTC')).toBe('23 Nov 2026');
    expect(formatDateTime('2026-11-23T10:05:00Z', 'UTC')).toBe('23 Nov 2026, 10:05');
    expect(formatDate('nonsense')).toBe('—');
  });

  it('leaves the shared Spanish formatter (the server e-mails) untouched', async () => {
    await setLanguage('en');
    expect(sharedFormatEuros(4000, { whole: true })).toBe('4.000 €');
    expect(sharedFormatDate('2026-11-23T10:00:00Z', 'medium', 'UTC')).toBe('23 nov 2026');
  });
});
