import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeInvalidLine, feedLineSchema, isoDateMs, validateFeedLine } from './feed-schema.js';

const ABSENT = Symbol('absent');
const JUNK = [null, ABSENT, true, 0, -3.5, Infinity, '', 'x', [], {}];
const long = (n: number) => 'x'.repeat(n);

/** A valid line, then per field other values to try: valid edge cases and invalid ones. */
const BASE: Record<string, unknown> = {
  externalId: 'demo-1',
  platformId: 100,
  title: 'Seat Ibiza',
  description: 'Bien cuidado.',
  price: 12_500,
  url: 'https://x.es/a',
  images: ['/demo-images/car-1.svg'],
  category: 1,
  province: 'Madrid',
  city: 'Getafe',
  latitude: 40.4,
  longitude: -3.7,
  sellerType: 'particular',
  publishDate: '2025-05-01T10:00:00Z',
  attributes: { year: 2020, km: 1000, fuel: 'diésel', rooms: 3, sqm: 85 },
};
const VARIANTS: Record<string, unknown[]> = {
  externalId: [' abc ', long(200), long(201), ` ${long(200)} `, '   ', 7],
  platformId: [1, 0, -1, 2.5, 2_147_483_647, 2_147_483_648, '100'],
  title: ['  Golf  ', long(300), long(301), ' '],
  description: ['', ` ${long(20_000 - 2)} `, long(20_001), 5],
  price: [0, 1, 99.5, 100.5, -1, 100_000_000, 100_000_001, -0, '12'],
  url: [' http://x.es ', 'HTTPS://X.ES/B', 'ftp://x', 'https://', 'https://a b', '/relative', long(2001)],
  images: [[], [' https://x.es/1.jpg '], ['//cdn.x/2.png'], ['car.svg'], [''], ['https://a b'], [1], Array(51).fill('/a.svg'), Array(50).fill('/a.svg')],
  category: [2, 3, 4, 0, 1.5, '1'],
  province: ['  Álava ', '', long(100), long(101)],
  city: ['', ` ${long(100)} `, long(101)],
  latitude: [-90, 90, 90.1, 0, '40'],
  longitude: [180, -180, 180.5, 0],
  sellerType: ['professional', 'dealer', 'Dealer', 'empresa'],
  sellerId: [' u-1 ', '', '  ', long(200), long(201), 7],
  publishDate: ['2025-05-01', '2025-05-01T10:00:00.123+02:00', '2025-02-30', '2025-05-01T10:00', 'ayer', '2025-13-01'],
  attributes: [
    {},
    [],
    { year: 1899 },
    { year: 2100 },
    { year: 2101 },
    { year: 2020.5 },
    { km: 12_345.6 },
    { km: -1 },
    { km: 10_000_001 },
    { fuel: '  gasolina ' },
    { fuel: '' },
    { fuel: long(41) },
    { rooms: 0 },
    { rooms: 101 },
    { rooms: 2.5 },
    { sqm: 0 },
    { sqm: 0.5 },
    { sqm: 1_000_001 },
    { extra: 'ignored', year: null, km: null },
  ],
  unknownField: [1],
};
const lineArbitrary = fc.record(
  Object.fromEntries(
    Object.keys(VARIANTS).map((key) => [
      key,
      fc.oneof(
        { weight: 30, arbitrary: fc.constant(key in BASE ? BASE[key] : ABSENT) },
        { weight: 3, arbitrary: fc.constantFrom(...VARIANTS[key]) },
        { weight: 1, arbitrary: fc.constantFrom(...JUNK) },
      ),
    ]),
  ),
);

/** Drops the fields drawn as ABSENT, recursively. */
function withoutAbsent(value: unknown): unknown {
  if (Array.isArray(value) || typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== ABSENT)
      .map(([k, v]) => [k, withoutAbsent(v)]),
  );
}

describe('validateFeedLine', () => {
  it('accepts exactly what the zod schema accepts and builds the same ad', () => {
    const sample = fc.sample(lineArbitrary, { numRuns: 500, seed: 1 }).map((drawn) => validateFeedLine(withoutAbsent(drawn)) !== null);
    expect(sample.filter(Boolean).length).toBeGreaterThan(50); // both outcomes are well represented
    expect(sample.filter((ok) => !ok).length).toBeGreaterThan(50);
    fc.assert(
      fc.property(lineArbitrary, (drawn) => {
        const line = withoutAbsent(drawn);
        const viaZod = feedLineSchema.safeParse(structuredClone(line));
        const byHand = validateFeedLine(structuredClone(line));
        expect(byHand === null).toBe(!viaZod.success);
        if (viaZod.success) expect(byHand).toEqual(viaZod.data);
      }),
      { numRuns: 3000 },
    );
  });

  it('fills defaults and normalises', () => {
    const ad = validateFeedLine({
      externalId: ' a1 ',
      title: ' Golf ',
      price: 12_499.5,
      url: 'https://x.es/a1',
      category: 1,
      attributes: { km: 1000.4, fuel: ' ' },
    });
    expect(ad).toEqual({
      externalId: 'a1',
      platformId: 100,
      title: 'Golf',
      description: '',
      price: 12_500,
      url: 'https://x.es/a1',
      images: [],
      category: 1,
      province: '',
      city: '',
      latitude: null,
      longitude: null,
      sellerType: 'particular',
      publishDate: null,
      attributes: { km: 1000 },
    });
  });

  it('rejects non-objects and explains why with zod', () => {
    expect(validateFeedLine([])).toBeNull();
    expect(validateFeedLine('x')).toBeNull();
    expect(describeInvalidLine({ externalId: 'a', title: 'b', price: -5, url: 'https://x', category: 1 })).toMatch(/^price: /);
    expect(describeInvalidLine({ externalId: 'a', title: 'b', price: 5, url: 'https://x', category: 1, latitude: 40 })).toMatch(/latitude and longitude/);
  });
});

describe('isoDateMs', () => {
  it('agrees with Date.parse on valid dates', () => {
    const date = fc.record({
      year: fc.integer({ min: 1, max: 9999 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      time: fc.option(
        fc.tuple(
          fc.integer({ min: 0, max: 23 }),
          fc.integer({ min: 0, max: 59 }),
          fc.option(fc.integer({ min: 0, max: 59 })),
          fc.option(fc.integer({ min: 0, max: 999 })),
        ),
      ),
      zone: fc.constantFrom('Z', '+02:00', '-05:30', '+00:00'),
    });
    const pad = (n: number, width = 2) => String(n).padStart(width, '0');
    fc.assert(
      fc.property(date, ({ year, month, day, time, zone }) => {
        let text = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
        if (time) {
          const [h, m, s, ms] = time;
          text += `T${pad(h)}:${pad(m)}${s === null ? '' : `:${pad(s)}${ms === null ? '' : `.${pad(ms, 3)}`}`}${zone}`;
        }
        expect(isoDateMs(text)).toBe(Date.parse(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('rejects days and times that do not exist, and local times', () => {
    for (const bad of ['2025-02-29', '2024-04-31', '2025-05-01T24:00:00Z', '2025-05-01T10:60Z', '2025-05-01T10:00', '2025-5-1', '2025-05-01 10:00Z']) {
      expect(isoDateMs(bad), bad).toBeNaN();
    }
    expect(isoDateMs('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
  });
});
