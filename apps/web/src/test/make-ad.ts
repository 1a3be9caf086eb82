import type { AdDetail, AdResult, AdResultSummary, ResultsPage } from '@ojeador/shared';

/** An ad as the server answers it (test data). */
export function makeAd(overrides: Partial<AdResult> = {}): AdResult {
  return {
    id: 1,
    title: 'Seat Ibiza 1.6 TDI Style',
    description: 'Muy cuidado, libro de revisiones.',
    images: ['https://img.example.com/1.jpg'],
    price: 12500,
    url: 'https://wallapop.example.com/item/1',
    category: 1,
    categoryCode: 'cars',
    categoryName: 'Coches',
    province: 'Madrid',
    city: 'Alcalá de Henares',
    sellerType: 'particular',
    publishDate: '2026-11-01T10:00:00.000Z',
    highlighted: false,
    isNew: false,
    finalScore: 72,
    goodThings: ['Precio por debajo del mercado'],
    badThings: [],
    latitude: null,
    longitude: null,
    attributes: {},
    platformId: 1,
    platformName: 'Wallapop',
    foundAt: '2026-11-02T10:00:00.000Z',
    origin: 'manual',
    likeCount: 0,
    liked: false,
    wishGroup: 'all',
    brokenWish: null,
    ...overrides,
  };
}

export function makeAdDetail(overrides: Partial<AdDetail> = {}): AdDetail {
  return { ...makeAd(overrides), priceHistory: [], priceContext: null, ...overrides };
}

/** An ad as a results page lists it (a card summary: an excerpt instead of the description). */
export function makeAdSummary(overrides: Partial<AdResultSummary> = {}): AdResultSummary {
  const { description, ...ad } = makeAd(overrides);
  return { ...ad, excerpt: description, ...overrides };
}

/** One page of GET /api/SearchResult/{id}/results?sort=... (test data). */
export function makeResultsPage(items: AdResultSummary[], overrides: Partial<ResultsPage> = {}): ResultsPage {
  return { items, nextCursor: null, total: items.length, goneTotal: 0, ...overrides };
}
