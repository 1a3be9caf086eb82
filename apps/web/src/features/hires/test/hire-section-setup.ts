import { screen } from '@testing-library/react';
import type { SearchHireSummary } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { makeSearchDetail } from '@/test/make-search';

/** Shared set-up of the hire section's web tests: a hire, the three viewers and the search screen that shows it. */
export const CLIENT_ID = 7;
export const EXPERT_ID = 9;

export function makeHire(overrides: Partial<SearchHireSummary> = {}): SearchHireSummary {
  return {
    id: 40,
    expertId: EXPERT_ID,
    expertProfileId: 4,
    clientId: CLIENT_ID,
    status: 'accepted',
    amount: 15,
    serviceTypeId: 1,
    serviceTypeCode: 'webSearch',
    serviceName: 'Web Search',
    expertName: 'Eva Experta',
    report: null,
    checklist: null,
    finalizedAt: null,
    rejectionReason: null,
    recommendedAds: [],
    ad: null,
    deadline: null,
    reviewed: false,
    ...overrides,
  };
}

type Role = 'client' | 'expert' | 'admin';
const SESSIONS = {
  client: { id: CLIENT_ID, role: 'User' },
  expert: { id: EXPERT_ID, role: 'Expert', name: 'Eva Experta' },
  admin: { id: 1, role: 'Admin', name: 'Administración' },
} as const;

/** The search screen for `who`, with the search's hire answered by `hire` (a function to change it after an action). */
export function openSearch(who: Role, hire: SearchHireSummary | (() => SearchHireSummary | null) | null, handlers: Parameters<typeof stubFetch>[0] = {}) {
  storeSession(SESSIONS[who]);
  const current = typeof hire === 'function' ? hire : () => hire;
  const stub = stubFetch({
    'GET /api/Search/5': () => ({ body: makeSearchDetail({ id: 5, title: 'Seat Ibiza', category: 1, userId: CLIENT_ID, searchHire: current() }) }),
    'GET /api/SearchResult/5/results': { body: { items: [], nextCursor: null, total: 0, goneTotal: 0 } },
    'GET /api/SearchResultFiltered/search/5': { body: [] },
    'GET /api/Subscription/balance': { body: { available: 5, held: 15, earned: 0, paidOut: 0, withdrawable: 0, movements: [] } },
    'GET /api/Categories': { body: [{ id: 1, name: 'Coches' }] },
    'GET /api/SearchHire/40/messages': { body: { hireId: 40, messages: [], canPost: who !== 'admin' } },
    'GET /api/SearchHire/40/evidence': { body: [] },
    ...handlers,
  });
  return { ...renderApp('/busquedas/5'), ...stub };
}

export const section = async (name = 'Contratación') => screen.findByRole('region', { name });
export const hireState = (message: string) => ({ status: 409, body: { code: 'HIRE_STATE', message, requestId: 'r' } });
export const searchReads = (calls: StubRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/Search/5').length;
