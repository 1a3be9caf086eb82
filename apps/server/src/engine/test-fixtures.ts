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
