import type { RawAd, SearchQuery } from './types.js';

/** Builders for unit tests: a plausible ad and query, overridable field by field. */

let counter = 0;

export function makeAd(overrides: Partial<RawAd> = {}): RawAd {
  counter++;
  return {
    externalId: `test-${counter}`,
    platformId: 100,
    title: 'Volkswagen Golf 1.6 TDI 115 CV',
    description:
      'Volkswagen Golf del año 2018 con 95.000 km, diésel, color gris. Libro de revisiones al día. ' +
      'Siempre en garaje. Neumáticos nuevos. ITV en vigor. Precio negociable, se puede ver en Madrid sin compromiso.',
    price: 15_000,
    url: `https://ojeador.local/demo/ad/test-${counter}`,
    images: ['/demo-images/car-1.svg', '/demo-images/car-2.svg', '/demo-images/car-3.svg', '/demo-images/car-4.svg'],
    category: 1,
    province: 'Madrid',
    city: 'Madrid',
    latitude: 40.4168,
    longitude: -3.7038,
    sellerType: 'particular',
    publishDate: new Date('2025-05-29T10:00:00Z'),
    attributes: { year: 2018, km: 95_000, fuel: 'diésel' },
    ...overrides,
  };
}

export function makeQuery(overrides: Partial<SearchQuery> = {}): SearchQuery {
  return {
    categoryId: 1,
    keywords: '',
    userSearch: '',
    latitude: null,
    longitude: null,
    radiusKm: null,
    minPrice: null,
    maxPrice: null,
    strictMatchOnly: false,
    ...overrides,
  };
}

export const NOW = new Date('2025-06-01T00:00:00Z');

/** `count` Golfs like makeAd's, prices spread around `median`. */
export function golfMarket(count: number, median = 15_000, overrides: Partial<RawAd> = {}): RawAd[] {
  return Array.from({ length: count }, (_, i) => {
    const offset = (i - (count - 1) / 2) * 200;
    return makeAd({ price: Math.round(median + offset), ...overrides });
  });
}

/** A model priced on a curve that is not the fit's form: steeper the first 3 years, flatter later, km capped. */
export function curvePrice(year: number, km: number, newPrice = 26_000): number {
  const age = 2026 - year;
  const byAge = Math.max(0.15, 1 - 0.09 * Math.min(age, 3) - 0.045 * Math.max(0, age - 3));
  return Math.round(newPrice * byAge * (1 - Math.min(0.25, (0.015 * km) / 10_000)));
}

/** `perYear` ads of each year 2010-2025 with km around 14,000 a year, each priced on the curve with ±3 % wiggle. */
export function curveMarket(perYear = 3, title = 'Seat León 1.5 TSI FR', newPrice = 26_000): RawAd[] {
  const ads: RawAd[] = [];
  for (let year = 2010; year <= 2025; year++) {
    for (let i = 0; i < perYear; i++) {
      const km = Math.round((2026 - year) * 14_000 * (0.7 + 0.3 * i));
      const wiggle = 1 + (((year + i) % 3) - 1) * 0.03;
      ads.push(
        makeAd({
          externalId: `${title}-${year}-${i}`,
          title,
          price: Math.round(curvePrice(year, km, newPrice) * wiggle),
          attributes: { year, km, fuel: 'gasolina' },
        }),
      );
    }
  }
  return ads;
}
