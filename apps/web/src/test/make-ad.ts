import type { AdDetail, AdResult } from '@ojeador/shared';

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
    ...overrides,
  };
}

export function makeAdDetail(overrides: Partial<AdDetail> = {}): AdDetail {
  return { ...makeAd(overrides), priceHistory: [], ...overrides };
}
