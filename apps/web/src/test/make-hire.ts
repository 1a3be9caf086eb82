import type { Hire } from '@ojeador/shared';

/** A hire as the customer's or the expert's list answers it. */
export function makeHire(overrides: Partial<Hire> = {}): Hire {
  return {
    id: 4,
    status: 'pending',
    createdAt: '2026-11-21T10:00:00Z',
    amount: 49.9,
    searchId: 5,
    searchTitle: 'Seat Ibiza',
    client: { id: 8, name: 'Carlos G.' },
    expert: { id: 7, name: 'Lucía Pérez' },
    service: { id: 9, categoryId: 1, categoryCode: 'cars', categoryName: 'Coches', serviceTypeId: 2, serviceTypeCode: 'inPersonReview' },
    deadline: '2026-11-24T10:00:00Z',
    ad: null,
    ...overrides,
  };
}
