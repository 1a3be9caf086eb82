import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { withdrawals } from '../../db/schema/index.js';
import { balanceOf, topUp } from '../../../test/hire-factories.js';
import { signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

/**
 * Withdrawals of one customer at the same moment, on several connections (PostgreSQL only): the lock of the
 * available account lets them take the money once between them (decision 037), and the ledger stays balanced.
 */
describe('one customer asking for 12 withdrawals at once', () => {
  it('sends back no more than there is, each euro once, and leaves a balanced ledger', async () => {
    const client = await signIn(t.app);
    await topUp(t, client, 50);
    await topUp(t, client, 20);
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.as(client).post('/api/Subscription/withdraw', { amount: 10 })));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await balanceOf(t, client)).toMatchObject({ available: 0, held: 0, withdrawable: 0 });
    const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, client.user.id));
    expect(rows.reduce((sum, row) => sum + row.cents, 0)).toBe(7000);
    expect(rows.every((row) => row.status === 'refunded')).toBe(true);
    const { accounts, unbalancedTransactions } = await t.app.ctx.ledger.trialBalance();
    expect(unbalancedTransactions).toEqual([]);
    expect(accounts.reduce((sum, a) => sum + a.cents, 0)).toBe(0);
  });
});
