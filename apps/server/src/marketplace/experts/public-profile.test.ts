import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviews, users } from '../../db/schema/index.js';
import { createExpert, createHire, createReview, createSearch, createService, signIn, type Expert } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

/** A completed hire of `serviceId` reviewed by its customer with `score` stars. */
async function reviewedHire(expert: Expert, serviceId: number, score: number, description: string) {
  const client = await signIn(t.app, { name: 'Lucía Compradora' });
  const search = await createSearch(t.app, client);
  const hire = await createHire(t.app, { searchId: search.id, serviceId, clientId: client.user.id, expertId: expert.user.id, status: 'completed' });
  const review = await createReview(t.app, { hireId: hire.id, reviewerId: client.user.id, expertId: expert.user.id, score });
  await t.database.db
    .update(reviews)
    .set({ description, imageUrls: ['/uploads/reviews/r.jpg'] })
    .where(eq(reviews.id, review.id));
  return hire;
}

describe('GET /api/Experts/{expertProfileId}', () => {
  it('answers a visitor too (experts share their profile), 404 for an unknown profile and 400 for a malformed id', async () => {
    const expert = await createExpert(t.app);
    const customer = await signIn(t.app);
    const visitor = await t.anonymous.get(`/api/Experts/${expert.profileId}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual((await t.as(customer).get(`/api/Experts/${expert.profileId}`)).json());
    expect(JSON.stringify(visitor.json())).not.toContain(expert.user.email);
    expect((await t.anonymous.get('/api/Experts/999999')).statusCode).toBe(404);
    const unknown = await t.as(customer).get('/api/Experts/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect((await t.as(customer).get('/api/Experts/abc')).statusCode).toBe(400);
  });

  it('answers 404 when the profile user is no longer an expert or is blocked', async () => {
    const customer = await signIn(t.app);
    const former = await createExpert(t.app);
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, former.user.id));
    expect((await t.as(customer).get(`/api/Experts/${former.profileId}`)).statusCode).toBe(404);
    const blocked = await createExpert(t.app, { blocked: true });
    expect((await t.as(customer).get(`/api/Experts/${blocked.profileId}`)).statusCode).toBe(404);
  });

  it('a new expert: "Nuevo experto" (not verified), no rating, the published services only', async () => {
    const expert = await createExpert(t.app, { name: 'Pablo Nuevo' });
    const published = await createService(t.app, expert.profileId, { priceCents: 2500 });
    await createService(t.app, expert.profileId, { isActive: false });
    const res = await t.as(await signIn(t.app)).get(`/api/Experts/${expert.profileId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: expert.profileId,
      name: 'Pablo Nuevo',
      description: 'Experto en coches de segunda mano',
      verified: false,
      completedHires: 0,
      averageRating: null,
      reviews: [],
      services: [
        { id: published.id, price: 25, categoryCode: 'cars', serviceTypeCode: 'webSearch', serviceTypeName: 'Web Search', averageRating: null, reviewCount: 0 },
      ],
    });
    expect(Date.parse(res.json().memberSince)).not.toBeNaN();
  });

  it('a verified expert: completed hires, the average, and each review with the service that earned it', async () => {
    const expert = await createExpert(t.app, { name: 'Ana Experta' });
    const web = await createService(t.app, expert.profileId, { serviceTypeId: 1, priceCents: 3000 });
    const inPerson = await createService(t.app, expert.profileId, { serviceTypeId: 2, priceCents: 9000 });
    await reviewedHire(expert, web.id, 5, 'Encontró el coche perfecto');
    await reviewedHire(expert, inPerson.id, 4, 'Revisión muy completa');
    await reviewedHire(expert, inPerson.id, 4, 'Puntual y claro');

    const res = await t.as(await signIn(t.app)).get(`/api/Experts/${expert.profileId}`);
    const body = res.json();
    expect(body).toMatchObject({ verified: true, completedHires: 3, averageRating: 4.3 });
    expect(body.services).toEqual([
      expect.objectContaining({ id: web.id, averageRating: 5, reviewCount: 1 }),
      expect.objectContaining({ id: inPerson.id, averageRating: 4, reviewCount: 2 }),
    ]);
    expect(body.reviews).toHaveLength(3);
    expect(body.reviews[2]).toMatchObject({
      text: 'Encontró el coche perfecto',
      stars: 5,
      imageUrls: ['/uploads/reviews/r.jpg'],
      reviewerName: 'Lucía C.',
      service: { id: web.id, categoryCode: 'cars', categoryName: 'Coches', serviceTypeId: 1, serviceTypeCode: 'webSearch' },
    });
    expect(body.reviews[0].service).toMatchObject({ id: inPerson.id, serviceTypeCode: 'inPersonReview' });
    expect(body.reviews[0].service).not.toHaveProperty('categoryId');
    // No contact details of anyone.
    expect(JSON.stringify(body)).not.toMatch(/@example\.com|\+34/);
  });

  it('is not verified with completed hires while the payment account is not ready, and lists no services then', async () => {
    const expert = await createExpert(t.app, { paymentsReady: false });
    const service = await createService(t.app, expert.profileId);
    await reviewedHire(expert, service.id, 3, 'Bien');
    const body = (await t.as(await signIn(t.app)).get(`/api/Experts/${expert.profileId}`)).json();
    expect(body).toMatchObject({ verified: false, completedHires: 1, averageRating: 3, services: [] });
  });

  it("the expert's own panel says verified by the same rule", async () => {
    const expert = await createExpert(t.app);
    const service = await createService(t.app, expert.profileId);
    expect((await t.as(expert).get('/api/User/expert-profile')).json().verified).toBe(false);
    await reviewedHire(expert, service.id, 5, 'Genial');
    expect((await t.as(expert).get('/api/User/expert-profile')).json().verified).toBe(true);
  });
});
