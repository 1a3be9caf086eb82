import type { SearchDetail, SearchListItem, SearchParameters, SearchService } from '@ojeador/shared';

/** A search as the list calls answer it (test data). */
export function makeSearch(overrides: Partial<SearchListItem> = {}): SearchListItem {
  return {
    id: 1,
    title: 'Seat Ibiza',
    description: 'Seat Ibiza diésel barato',
    category: 1,
    categoryCode: 'cars',
    categoryName: 'Coches',
    frequency: 6,
    isActive: true,
    isRevised: false,
    lastExecution: null,
    startDate: '2026-11-01T10:00:00.000Z',
    nextRunAt: '2026-11-01T16:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    resultCount: 0,
    newResultCount: 0,
    ...overrides,
  };
}

export function makeSearchDetail(overrides: Partial<SearchDetail> = {}): SearchDetail {
  return { ...makeSearch(overrides), userId: 7, parameters: null, searchHire: null, instantAlerts: true, instantAlertsAvailable: false, ...overrides };
}

/** A search's parameters as GET /api/Search/{id} answers them (test data): Seat Ibiza around Madrid, 100 km. */
export function makeSearchParameters(overrides: Partial<SearchParameters> = {}): SearchParameters {
  return {
    searchId: 5,
    keywords: 'seat ibiza',
    userSearch: 'Seat Ibiza',
    category: 1,
    categoryCode: 'cars',
    frequency: 6,
    serviceTypeId: 1,
    serviceTypeCode: 'webSearch',
    locationRange: 100,
    latitude: 40.4168,
    longitude: -3.7038,
    minPrice: null,
    maxPrice: null,
    brandId: null,
    modelId: null,
    platformIds: [1, 2],
    strictMatchOnly: false,
    preferences: {},
    ...overrides,
  };
}

/** An expert's service as GET /api/SearchService lists it (test data): a web search for cars. */
export function makeSearchService(overrides: Partial<SearchService> = {}): SearchService {
  return {
    id: 31,
    expertId: 7,
    expertName: 'Eva Experta',
    expertPictureUrl: null,
    expertProfileId: 4,
    categoryId: 1,
    categoryCode: 'cars',
    categoryName: 'Coches',
    serviceTypeId: 1,
    serviceTypeCode: 'webSearch',
    serviceTypeName: 'Web Search',
    averageRating: null,
    completedSearches: 0,
    price: 15,
    conditions: '',
    durationInHours: 24,
    imageUrls: [],
    isActive: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
