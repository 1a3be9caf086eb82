import { within, screen } from '@testing-library/react';
import type { AdResultSummary } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { makeAdSummary as makeAd, makeResultsPage as page } from '@/test/make-ad';
import { makeSearchDetail } from '@/test/make-search';

/** Helpers shared by the search screen's tests (they drive the real app through its labels). */

// Server order: best score first.
export const ADS: AdResultSummary[] = [
  makeAd({ id: 11, title: 'Ibiza A', finalScore: 90, price: 9000, likeCount: 5, publishDate: '2026-10-01T00:00:00.000Z' }),
  makeAd({ id: 12, title: 'Ibiza B', finalScore: 60, price: 6500, likeCount: 1, publishDate: null, foundAt: '2026-11-15T00:00:00.000Z' }),
  makeAd({ id: 13, title: 'Ibiza C', finalScore: 40, price: 4000, likeCount: 3, publishDate: '2026-11-10T00:00:00.000Z' }),
];

export const SEARCH = makeSearchDetail({ id: 5, title: 'Seat Ibiza', category: 1, categoryName: 'Coches', resultCount: 3, userId: 7 });

export function openResults(handlers: Parameters<typeof stubFetch>[0] = {}, role: 'User' | 'Admin' | 'Expert' = 'User', path = '/busquedas/5') {
  storeSession({ role });
  const stub = stubFetch({
    'GET /api/Search/5': { body: SEARCH },
    'GET /api/SearchResult/5/results': { body: page(ADS) },
    'GET /api/SearchResultFiltered/search/5': { body: [] },
    ...handlers,
  });
  return { ...renderApp(path), ...stub };
}

export const query = (request: StubRequest) => new URL(request.path, 'http://localhost').searchParams;
export const resultCalls = (calls: StubRequest[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/SearchResult/5/results'));

export const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Resultados' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);
