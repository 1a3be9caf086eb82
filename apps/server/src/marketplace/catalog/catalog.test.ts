import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_SERVICE_QUERY_MESSAGE } from '@ojeador/shared';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { createExpert, createHire, createReview, createSearch, createService, type Expert, type SignedIn, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
let customer: SignedIn;
let ana: Expert;
let luis: Expert;
let blocked: Expert;
const ids: Record<string, number> = {};

beforeAll(async () => {
  customer = await signIn(t.app);
  ana = await createExpert(t.app, { name: 'Ana Experta' });
  luis = await createExpert(t.app, { name: 'Luis Experto' });
  blocked = await createExpert(t.app, { name: 'Bloqueado', blocked: true });

  ids.anaCars = (await createService(t.app, ana.profileId, { categoryId: 1, serviceTypeId: 1, priceCents: 4950 })).id;
  ids.anaInactive = (await createService(t.app, ana.profileId, { categoryId: 1, serviceTypeId: 1, isActive: false })).id;
  ids.anaReview = (await createService(t.app, ana.profileId, { categoryId: 1, serviceTypeId: 2, priceCents: 12000 })).id;
  ids.luisCars = (
    await createService(t.app, luis.profileId, { categoryId: 1, serviceTypeId: 1, priceCents: 2500, imageUrls: ['/uploads/a.jpg', '/uploads/b.jpg'] })
  ).id;
  ids.luisHouses = (await createService(t.app, luis.profileId, { categoryId: 3, serviceTypeId: 1 })).id;
  ids.blockedCars = (await createService(t.app, blocked.profileId, { categoryId: 1, serviceTypeId: 1 })).id;

  // Ana: two completed hires reviewed 4 and 5, one pending hire; Luis: nothing yet.
  const search = await createSearch(t.app, customer, { parameters: null });
  for (const [status, score] of [
    ['completed', 4],
    ['completed', 5],
    ['pending', null],
  ] as const) {
    const hire = await createHire(t.app, { searchId: search.id, serviceId: ids.anaCars, clientId: customer.user.id, expertId: ana.user.id, status });
    if (score) await createReview(t.app, { hireId: hire.id, reviewerId: customer.user.id, expertId: ana.user.id, score });
  }
});

describe('GET /api/Categories', () => {
  it('is public and lists the three categories, each with the code clients word it by', async () => {
    const res = await t.anonymous.get('/api/Categories');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, code: 'cars', name: 'Coches' },
      { id: 2, code: 'motorbikes', name: 'Motos' },
      { id: 3, code: 'homes', name: 'Casas y pisos' },
    ]);
  });

  it('accepts a token when one is sent, even a stale one', async () => {
    expect((await t.as(customer).get('/api/Categories')).json()).toHaveLength(3);
    const stale = await t.as({ headers: { authorization: 'Bearer not.a.token' } }).get('/api/Categories');
    expect(stale.statusCode).toBe(200);
  });
});

describe('GET /api/ServiceType', () => {
  it('lists both service types with their codes, signed in or not', async () => {
    const expected = [
      { id: 1, code: 'webSearch', name: 'Web Search' },
      { id: 2, code: 'inPersonReview', name: 'In-Person Review' },
    ];
    expect((await t.as(customer).get('/api/ServiceType')).json()).toEqual(expected);
    expect((await t.anonymous.get('/api/ServiceType')).json()).toEqual(expected);
  });
});

describe('GET /api/SearchService?categoryId&serviceTypeId', () => {
  it('lists active services of unblocked experts, cheapest first, with rating, completed hires and euros', async () => {
    const res = await t.as(customer).get('/api/SearchService?categoryId=1&serviceTypeId=1');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((s: { id: number }) => s.id)).toEqual([ids.luisCars, ids.anaCars]);
    expect(list[1]).toEqual({
      id: ids.anaCars,
      expertId: ana.user.id,
      expertName: 'Ana Experta',
      expertPictureUrl: null,
      expertProfileId: ana.profileId,
      categoryId: 1,
      categoryCode: 'cars',
      categoryName: 'Coches',
      serviceTypeId: 1,
      serviceTypeCode: 'webSearch',
      serviceTypeName: 'Web Search',
      averageRating: 4.5,
      completedSearches: 2,
      price: 49.5,
      conditions: 'Revisión completa',
      durationInHours: 48,
      imageUrls: ['/uploads/s.jpg'],
      isActive: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(list[0]).toMatchObject({
      expertName: 'Luis Experto',
      averageRating: null,
      completedSearches: 0,
      price: 25,
      imageUrls: ['/uploads/a.jpg', '/uploads/b.jpg'],
    });
  });

  it('filters by category and service type', async () => {
    const review = (await t.as(customer).get('/api/SearchService?categoryId=1&serviceTypeId=2')).json();
    expect(review.map((s: { id: number }) => s.id)).toEqual([ids.anaReview]);
    expect(review[0]).toMatchObject({ serviceTypeCode: 'inPersonReview', serviceTypeName: 'In-Person Review', price: 120 });
    expect((await t.as(customer).get('/api/SearchService?categoryId=2&serviceTypeId=1')).json()).toEqual([]);
  });

  it('answers 400 with the spec message without both ids, or with ids that are not positive integers', async () => {
    for (const query of [
      '',
      '?categoryId=1',
      '?serviceTypeId=1',
      '?categoryId=0&serviceTypeId=1',
      '?categoryId=abc&serviceTypeId=1',
      '?categoryId=1.5&serviceTypeId=1',
      '?categoryId=1&serviceTypeId=-2',
    ]) {
      const res = await t.as(customer).get(`/api/SearchService${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: INVALID_SERVICE_QUERY_MESSAGE });
    }
  });

  it('accepts expertId (expert profile id) instead, ignoring category and type', async () => {
    const res = await t.as(customer).get(`/api/SearchService?expertId=${luis.profileId}&categoryId=2`);
    expect(res.json().map((s: { id: number }) => s.id)).toEqual([ids.luisCars, ids.luisHouses]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.anonymous.get('/api/SearchService?categoryId=1&serviceTypeId=1')).statusCode).toBe(401);
  });
});

describe('GET /api/SearchService/expert/{expertId}', () => {
  it("lists an expert's active services by expert profile id", async () => {
    const res = await t.as(customer).get(`/api/SearchService/expert/${ana.profileId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { id: number }) => s.id)).toEqual([ids.anaCars, ids.anaReview]);
  });

  it('shows inactive services to the expert themself and to the admin', async () => {
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    for (const viewer of [ana, admin]) {
      const list = (await t.as(viewer).get(`/api/SearchService/expert/${ana.profileId}`)).json();
      expect(list.map((s: { id: number }) => s.id).sort()).toEqual([ids.anaCars, ids.anaInactive, ids.anaReview].sort());
      expect(list.find((s: { id: number }) => s.id === ids.anaInactive).isActive).toBe(false);
    }
  });

  it("hides a blocked expert's services from customers and answers an empty list for an unknown expert", async () => {
    expect((await t.as(customer).get(`/api/SearchService/expert/${blocked.profileId}`)).json()).toEqual([]);
    expect((await t.as(customer).get('/api/SearchService/expert/999999')).json()).toEqual([]);
  });

  it('answers 400 for an invalid id and 401 without a session', async () => {
    const bad = await t.as(customer).get('/api/SearchService/expert/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(INVALID_SERVICE_QUERY_MESSAGE);
    expect((await t.anonymous.get(`/api/SearchService/expert/${ana.profileId}`)).statusCode).toBe(401);
  });
});
