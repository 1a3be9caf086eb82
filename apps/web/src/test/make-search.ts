import type { SearchDetail, SearchListItem } from '@ojeador/shared';

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
