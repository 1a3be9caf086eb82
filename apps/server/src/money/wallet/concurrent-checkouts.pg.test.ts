import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { payments, searchHires } from '../../db/schema/index.js';
import { balanceOf } from '../../../test/hire-factories.js';
import { createExpert, createSearch, createService, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

/**
 * Two checkouts of one customer confirmed at the same moment used to deadlock on PostgreSQL (the credit's
 * foreign key took KEY SHARE on the `available` account, then the hire asked FOR UPDATE on it), and one
 * answered 500. Locks are taken `available` first now (docs/decisions/028-ledger-lock-order.md).
 * Row locks only show their worth with several connections: this runs on PostgreSQL only.
 */
describe('one customer confirming 20 hire checkouts at once', () => {
  it('answers every confirmation with a redirect and applies each payment once', async () => {
    const client = await signIn(t.app);
    const expert = await createExpert(t.app);
    const service = await createService(t.app, expert.profileId, { priceCents: 2500 });
    const urls: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const search = await createSearch(t.app, client);
      const res = await t.as(client).post('/api/Subscription/hire-service', { searchServiceId: service.id, searchId: search.id });
      expect(res.statusCode).toBe(200);
      urls.push(res.json<{ url: string }>().url);
    }

    const confirmations = await Promise.all(urls.map((url) => t.anonymous.post(url)));
    expect(confirmations.map((res) => res.statusCode)).toEqual(urls.map(() => 303));

    const paid = await t.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, client.user.id), eq(payments.status, 'succeeded')));
    expect(paid).toHaveLength(20);
    const pending = await t.database.db
      .select({ id: searchHires.id })
      .from(searchHires)
      .where(and(eq(searchHires.clientId, client.user.id), eq(searchHires.status, 'pending')));
    expect(pending).toHaveLength(20);
    const balance = await balanceOf(t, client);
    expect(balance).toMatchObject({ available: 0, held: 20 * 25 });
    const { unbalancedTransactions } = await t.app.ctx.ledger.trialBalance();
    expect(unbalancedTransactions).toEqual([]);
  });
});
