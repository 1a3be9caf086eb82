import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { disputes, searchHires } from '../../db/schema/index.js';
import { signIn } from '../../../test/factories.js';
import { balanceOf, disputedHire, type HireScene } from '../../../test/hire-factories.js';
import { form } from '../../../test/images.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp({ COMMISSION_PERCENT: '10' });

const hireStatus = async (hireId: number) => (await t.database.db.select().from(searchHires).where(eq(searchHires.id, hireId)))[0].status;
const disputeOf = async (hireId: number) => (await t.database.db.select().from(disputes).where(eq(disputes.hireId, hireId)))[0];

const disputed = () => disputedHire(t);

const completedSearches = async (scene: HireScene) => {
  const res = await t.as(scene.client).get(`/api/SearchService/expert/${scene.expert.profileId}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ completedSearches: number }[]>()[0].completedSearches;
};

describe('force-finalize by the administrator', () => {
  it('settled for the customer: the hire is refunded (not completed), the dispute closes with that decision, no review, no completed search', async () => {
    const { scene, hireId } = await disputed();
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    const res = await t.as(admin).post('/api/Subscription/force-finalize', { SearchHireId: hireId, ResolveInFavorOfClient: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: hireId, status: 'refunded' });
    expect(await hireStatus(hireId)).toBe('refunded');
    expect(await disputeOf(hireId)).toMatchObject({ status: 'resolved', resolvedInFavorOfClient: true, resolvedBy: admin.user.id });
    expect((await t.as(scene.client).get(`/api/Dispute/details/${hireId}`)).json()).toMatchObject({ status: 'resolved', resolvedInFavorOfClient: true });
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 50, held: 0 });
    expect(await balanceOf(t, scene.expert)).toMatchObject({ earned: 0 });
    expect(await completedSearches(scene)).toBe(0);

    const review = await t.as(scene.client).post(`/api/review/search-hire/${hireId}`, form({ Score: 5, Description: 'Muy bien' }));
    expect(review.statusCode).toBe(409);
    expect(review.json().code).toBe('HIRE_STATE');
    const client = await t.as(scene.client).get('/api/SearchHire/client');
    expect(client.json<{ id: number; status: string }[]>().find((hire) => hire.id === hireId)?.status).toBe('refunded');
  });

  it('settled for the expert: the hire is completed and paid, and the dispute closes in the expert’s favour', async () => {
    const { scene, hireId } = await disputed();
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    const res = await t.as(admin).post('/api/Subscription/force-finalize', { SearchHireId: hireId, ResolveInFavorOfClient: false });
    expect(res.json()).toMatchObject({ id: hireId, status: 'completed' });
    expect(await disputeOf(hireId)).toMatchObject({ status: 'resolved', resolvedInFavorOfClient: false, resolvedBy: admin.user.id });
    expect(await balanceOf(t, scene.expert)).toMatchObject({ earned: 27 });
    expect(await completedSearches(scene)).toBe(1);
    // Settled: neither side can be chosen again, and the dispute cannot be resolved a second time.
    expect((await t.as(admin).post('/api/Subscription/force-finalize', { SearchHireId: hireId, ResolveInFavorOfClient: true })).statusCode).toBe(409);
    expect(
      (await t.as(admin).post('/api/Subscription/resolve-dispute', { SearchHireId: hireId, ResolveInFavorOfClient: true, Resolution: 'otra vez' })).statusCode,
    ).toBe(409);
  });
});
