import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { ledgerTransactions, searchHires } from '../../db/schema/index.js';
import { createSearch, signIn } from '../../../test/factories.js';
import { balanceOf, disputedHire, hireFromBalance, hireScene, topUp } from '../../../test/hire-factories.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp({ COMMISSION_PERCENT: '10' });

async function booksBalance() {
  const { accounts, unbalancedTransactions } = await t.app.ctx.ledger.trialBalance();
  expect(unbalancedTransactions).toEqual([]);
  expect(accounts.reduce((sum, a) => sum + a.cents, 0)).toBe(0);
  for (const account of accounts) if (['available', 'held', 'earned'].includes(account.kind)) expect(account.cents).toBeGreaterThanOrEqual(0);
}

/** Row locks only show their worth with several connections: PostgreSQL only (PGlite has one). */
describe('fair actions under concurrency', () => {
  it('a request withdrawn three times at once, rejected and accepted in the same instant moves once', async () => {
    const scene = await hireScene(t);
    await topUp(t, scene.client, 50);
    await topUp(t, scene.client, 50);
    const hireIds = [await hireFromBalance(t, scene)];
    for (let i = 0; i < 2; i += 1) hireIds.push(await hireFromBalance(t, { ...scene, search: await createSearch(t.app, scene.client) }));

    const results = await Promise.all(
      hireIds.flatMap((id) => [
        t.as(scene.client).post(`/api/SearchHire/${id}/withdraw`),
        t.as(scene.client).post(`/api/SearchHire/${id}/withdraw`),
        t.as(scene.client).post(`/api/SearchHire/${id}/withdraw`),
        t.as(scene.expert).put(`/api/SearchHire/${id}/status`, { status: 'Cancelled', reason: 'No tengo agenda esta semana' }),
        t.as(scene.expert).put(`/api/SearchHire/${id}/status`, { status: 'Accepted' }),
      ]),
    );
    for (let i = 0; i < hireIds.length; i += 1) {
      const codes = results.slice(i * 5, i * 5 + 5).map((res) => res.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(4);
    }
    const hires = await t.database.db.select().from(searchHires).where(inArray(searchHires.id, hireIds));
    const accepted = hires.filter((hire) => hire.status === 'accepted').length;
    const settlements = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(
        inArray(
          ledgerTransactions.idempotencyKey,
          hireIds.map((id) => `hire:${id}:settle`),
        ),
      );
    expect(settlements).toHaveLength(hireIds.length - accepted);
    expect(await balanceOf(t, scene.client)).toMatchObject({ held: accepted * 30, available: 100 - accepted * 30 });
    await booksBalance();
  });

  it('the same split sent three times at once settles once', async () => {
    const { scene, hireId } = await disputedHire(t);
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    const body = { SearchHireId: hireId, Resolution: 'Se reparte', Split: { clientRefund: 12.5, expertPayout: 17.5 } };
    const results = await Promise.all([1, 2, 3].map(() => t.as(admin).post('/api/Subscription/resolve-dispute', body)));
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 32.5, held: 0 });
    expect((await balanceOf(t, scene.expert)).earned).toBe(15.75);
    await booksBalance();
  });
});
