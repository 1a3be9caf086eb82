import { describe, expect, it } from 'vitest';
import { eq, and, inArray } from 'drizzle-orm';
import { searchHires } from '../../db/schema/index.js';
import { balanceOf, payLocalCheckout, topUp } from '../../../test/hire-factories.js';
import { createExpert, createSearch, createService, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

/** Row locks only show their worth with several connections: this runs on PostgreSQL only (PGlite has one). */
describe('one account under 200 concurrent hires and top-ups', () => {
  it('never overdraws, holds each hire once and keeps the books balanced', async () => {
    const client = await signIn(t.app);
    const expert = await createExpert(t.app);
    const service = await createService(t.app, expert.profileId, { priceCents: 3000 });
    const searches = [];
    for (let i = 0; i < 100; i += 1) searches.push(await createSearch(t.app, client));
    await topUp(t, client, 50);
    await topUp(t, client, 50);
    // 100 top-up checkouts opened first, then paid at the same moment as 100 hires are made.
    const checkouts: string[] = [];
    for (let i = 0; i < 100; i += 1) checkouts.push((await t.as(client).post('/api/Subscription/load-money', { amount: 10 })).json<{ url: string }>().url);

    const results = await Promise.all([
      ...searches.map((search) => t.as(client).post('/api/Subscription/hire-service', { searchServiceId: service.id, searchId: search.id })),
      ...checkouts.map((url) => payLocalCheckout(t, url)),
    ]);
    const hires = results.slice(0, 100) as { statusCode: number }[];
    expect(hires.every((res) => res.statusCode === 200)).toBe(true);

    const held = await t.database.db
      .select({ id: searchHires.id })
      .from(searchHires)
      .where(and(eq(searchHires.clientId, client.user.id), inArray(searchHires.status, ['pending'])));
    const balance = await balanceOf(t, client);
    expect(balance.held).toBe(held.length * 30);
    expect(balance.available).toBeGreaterThanOrEqual(0);
    expect(balance.available + balance.held).toBe(100 + 100 * 10);
    expect(held.length).toBeGreaterThanOrEqual(3);

    const { accounts, unbalancedTransactions } = await t.app.ctx.ledger.trialBalance();
    expect(unbalancedTransactions).toEqual([]);
    expect(accounts.reduce((sum, account) => sum + account.cents, 0)).toBe(0);
  });
});
