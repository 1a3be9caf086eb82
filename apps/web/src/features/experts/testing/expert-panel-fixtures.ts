import type { ExpertProfile, SearchService } from '@ojeador/shared';
import { stubFetch } from '@/test/fetch-stub';
import { makeSearchService } from '@/test/make-search';

/** Test data for the expert panel's tests (Spanish and English): one verified expert with one car service. */
export const PROFILE: ExpertProfile = {
  id: 3,
  description: 'Reviso coches en Madrid',
  profilePictureUrl: '/uploads/experts/p.jpg',
  stripeAccountId: 'local_acct_3',
  createdAt: '2026-03-15T10:00:00Z',
  activeServices: 1,
  activeHires: 0,
  verified: true,
};

export const SERVICE: SearchService = makeSearchService({
  id: 9,
  expertName: 'Lucía Pérez',
  expertProfileId: 3,
  serviceTypeId: 2,
  serviceTypeCode: 'inPersonReview',
  serviceTypeName: 'In-Person Review',
  price: 49.9,
  conditions: 'Solo Madrid',
  imageUrls: ['/uploads/services/a.jpg'],
  createdAt: '2026-11-20T10:00:00Z',
});

const reference = {
  'GET /api/Categories': {
    body: [
      { id: 1, code: 'cars', name: 'Coches' },
      { id: 2, code: 'motorbikes', name: 'Motos' },
    ],
  },
  'GET /api/ServiceType': {
    body: [
      { id: 1, code: 'webSearch', name: 'Web Search' },
      { id: 2, code: 'inPersonReview', name: 'In-Person Review' },
    ],
  },
};

/** A pending hire of SERVICE by Carlos G., as the expert's list names a customer (no e-mail). */
export { makeHire } from '@/test/make-hire';

/** The panel's calls answered for PROFILE with no services; `handlers` adds or replaces answers. */
export function stubExpertPanel(handlers: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({ ...reference, 'GET /api/User/expert-profile': { body: PROFILE }, 'GET /api/SearchService/expert/3': { body: [] }, ...handlers });
}
