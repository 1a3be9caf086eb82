import { describe, expect, it } from 'vitest';
import { reconcilePaymentsJob } from '../../jobs/reconcile-payments.job.js';
import { QUEUES } from '../../jobs/job-queue.js';
import { createExpert, createSearch, createService, signIn, type SignedIn } from '../../../test/factories.js';
import { useStripeTestApp } from '../../../test/use-stripe-test-app.js';
import { PaymentsReconciliation } from './reconciliation.js';

const HOUR_MS = 60 * 60 * 1000;
const t = useStripeTestApp({ webhookSecret: 'whsec_test_reconcile', env: { COMMISSION_PERCENT: '10' } });
const { webhook } = t;

const silent = { info: () => undefined, error: () => undefined };
const reconcileAt = (at: Date) =>
  new PaymentsReconciliation({ checkouts: t.app.ctx.wallet, payouts: t.app.ctx.hires, refunds: t.app.ctx.refunds }, silent, () => at).run();
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS);
const sessionIdOf = (url: string) => url.split('/').at(-1) as string;
const available = async (user: SignedIn) => (await t.as(user).get('/api/Subscription/balance')).json<{ available: number }>().available;

async function openTopUp(user: SignedIn, amount: 10 | 20 | 50) {
  const { url } = (await t.as(user).post('/api/Subscription/load-money', { amount })).json<{ url: string }>();
  const session = t.stripe.sessions.get(sessionIdOf(url)) as { id: string; metadata: { paymentId: string } };
  return { sessionId: session.id, paymentId: Number(session.metadata.paymentId) };
}

describe('daily reconciliation with the provider', () => {
  it('credits a paid top-up whose webhook never came, once, and a late webhook adds nothing', async () => {
    const user = await signIn(t.app);
    const { sessionId } = await openTopUp(user, 20);
    t.stripe.pay(sessionId);

    // Within the first hour the webhook is still expected: the provider is not even asked.
    expect(await reconcileAt(new Date())).toMatchObject({ checkouts: { paid: 0, expired: 0 } });
    expect(t.stripe.callsTo('GET', `/v1/checkout/sessions/${sessionId}`)).toHaveLength(0);
    expect(await available(user)).toBe(0);

    expect(await reconcileAt(hoursFromNow(2))).toMatchObject({ checkouts: { paid: 1, expired: 0 } });
    expect(await available(user)).toBe(20);

    expect((await webhook({ id: 'evt_late', type: 'checkout.session.completed', object: t.stripe.sessions.get(sessionId) as object })).statusCode).toBe(200);
    expect(await reconcileAt(hoursFromNow(3))).toMatchObject({ checkouts: { paid: 0, expired: 0 } });
    expect(await available(user)).toBe(20);
    const { unbalancedTransactions, accounts } = await t.app.ctx.ledger.trialBalance();
    expect(unbalancedTransactions).toEqual([]);
    expect(accounts.reduce((sum, a) => sum + a.cents, 0)).toBe(0);
  });

  it('closes an expired checkout as cancelled and leaves an open one pending', async () => {
    const user = await signIn(t.app);
    const expired = await openTopUp(user, 10);
    const open = await openTopUp(user, 50);
    t.stripe.expire(expired.sessionId);

    await reconcileAt(hoursFromNow(25));
    expect((await t.as(user).get(`/api/Payments/${expired.paymentId}`)).json()).toMatchObject({ status: 'cancelled' });
    expect((await t.as(user).get(`/api/Payments/${open.paymentId}`)).json()).toMatchObject({ status: 'pending' });
    expect(await available(user)).toBe(0);
  });

  it("pays the expert's share the next day when the transfer failed at completion, and only once", async () => {
    const client = await signIn(t.app);
    const expert = await createExpert(t.app, { paymentsReady: false });
    await t.as(expert).post('/api/Subscription/expert-onboarding');
    const accountId = [...t.stripe.accounts.keys()].at(-1) as string;
    await webhook({ id: `evt_ready_${accountId}`, type: 'account.updated', object: t.stripe.completeOnboarding(accountId) });
    const service = await createService(t.app, expert.profileId, { priceCents: 5000 });
    const search = await createSearch(t.app, client);
    const { url, hireId } = (await t.as(client).post('/api/Subscription/hire-service', { searchServiceId: service.id, searchId: search.id })).json<{
      url: string;
      hireId: number;
    }>();
    await webhook({ id: `evt_paid_${hireId}`, type: 'checkout.session.completed', object: t.stripe.pay(sessionIdOf(url)) });
    await t.as(expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });
    await t.as(expert).post(`/api/SearchHire/${hireId}/finalize`, { report: 'Informe completo de los candidatos' });

    t.stripe.outage.transfers = true;
    expect((await t.as(client).post('/api/Subscription/complete-service', { SearchHireId: hireId })).statusCode).toBe(200);
    const earnedCents = async () => (await t.app.ctx.ledger.trialBalance()).accounts.find((a) => a.userId === expert.user.id && a.kind === 'earned')?.cents;
    expect(await earnedCents()).toBe(4500);
    expect(await reconcileAt(hoursFromNow(24))).toMatchObject({ payouts: 0 });

    t.stripe.outage.transfers = false;
    expect(await reconcileAt(hoursFromNow(48))).toMatchObject({ payouts: 1 });
    expect(await earnedCents()).toBe(0);
    expect([...t.stripe.transfers.values()].filter((tr) => tr.transfer_group === `hire_${hireId}`)).toEqual([
      expect.objectContaining({ amount: 4500, destination: accountId }),
    ]);
    expect(await reconcileAt(hoursFromNow(72))).toMatchObject({ payouts: 0 });
    expect([...t.stripe.transfers.values()].filter((tr) => tr.transfer_group === `hire_${hireId}`)).toHaveLength(1);
  });

  it('queues one run per half day however often the clock ticks', async () => {
    await reconcilePaymentsJob.send(t.queue);
    await reconcilePaymentsJob.send(t.queue);
    await reconcilePaymentsJob.send(t.queue);
    expect(await t.queue.getQueueSize(QUEUES.reconcilePayments)).toBe(1);
  });
});
