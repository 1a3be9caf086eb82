import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withdrawals } from '../../db/schema/index.js';
import { signIn } from '../../../test/factories.js';
import { balanceOf, hireFromBalance, hireScene, payLocalCheckout, topUp } from '../../../test/hire-factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp({ COMMISSION_PERCENT: '10' });

async function expectSoundLedger() {
  const { accounts, unbalancedTransactions } = await t.app.ctx.ledger.trialBalance();
  expect(unbalancedTransactions).toEqual([]);
  expect(accounts.reduce((sum, account) => sum + account.cents, 0)).toBe(0);
}

const withdraw = (user: Awaited<ReturnType<typeof signIn>>, body: Record<string, unknown>) => t.as(user).post('/api/Subscription/withdraw', body);

describe('POST /api/Subscription/withdraw: the balance back to the cards that paid it', () => {
  it('answers 401 without a session and 400 for an amount that is not whole cents above 0', async () => {
    expect((await t.anonymous.post('/api/Subscription/withdraw', { amount: 5 })).statusCode).toBe(401);
    const user = await signIn(t.app);
    for (const amount of [0, -5, 1.234, 'cinco', null]) {
      const res = await withdraw(user, { amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('says there is nothing to withdraw without card payments', async () => {
    const user = await signIn(t.app);
    expect(await balanceOf(t, user)).toMatchObject({ available: 0, withdrawable: 0 });
    const res = await withdraw(user, { amount: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'WITHDRAW_LIMIT', details: { withdrawable: 0 } });
  });

  it('sends part of a top-up back, shows it as one line, and keeps the rest withdrawable', async () => {
    const user = await signIn(t.app);
    await topUp(t, user, 20);
    expect(await balanceOf(t, user)).toMatchObject({ available: 20, withdrawable: 20 });

    const res = await withdraw(user, { Amount: 7.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ amount: 7.5, payments: 1, available: 12.5, withdrawable: 12.5 });
    const balance = await balanceOf(t, user);
    expect(balance).toMatchObject({ available: 12.5, held: 0, withdrawable: 12.5 });
    expect(balance.movements[0]).toMatchObject({ kind: 'withdrawal', amount: -7.5, account: 'available', reason: 'Retirada a la tarjeta' });
    expect(balance.movements.map((m) => m.kind)).toEqual(['withdrawal', 'topup']);
    const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.user.id));
    expect(rows).toEqual([expect.objectContaining({ cents: 750, status: 'refunded', refundRef: `local_re_withdrawal:${rows[0].id}` })]);
    await expectSoundLedger();
  });

  it('refuses more than can go back, naming the most, and moves nothing', async () => {
    const user = await signIn(t.app);
    await topUp(t, user, 10);
    const res = await withdraw(user, { amount: 10.01 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'WITHDRAW_LIMIT',
      message: 'Puedes retirar como mucho 10,00 €: lo que queda de tus pagos con tarjeta de los últimos 180 días',
      details: { withdrawable: 10 },
    });
    expect(await balanceOf(t, user)).toMatchObject({ available: 10, held: 0, withdrawable: 10 });
  });

  it('draws on the newest card payments first, then the older, and never twice on the same money', async () => {
    const user = await signIn(t.app);
    await topUp(t, user, 10);
    await topUp(t, user, 20);
    const res = await withdraw(user, { amount: 25 });
    expect(res.json()).toEqual({ amount: 25, payments: 2, available: 5, withdrawable: 5 });
    const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.user.id));
    expect(rows.map((r) => r.cents)).toEqual([2000, 500]);
    expect((await withdraw(user, { amount: 5 })).statusCode).toBe(200);
    expect((await withdraw(user, { amount: 0.01 })).json().code).toBe('WITHDRAW_LIMIT');
    await expectSoundLedger();
  });

  it('lets concurrent withdrawals take the money once between them', async () => {
    const user = await signIn(t.app);
    await topUp(t, user, 10);
    const answers = await Promise.all([withdraw(user, { amount: 8 }), withdraw(user, { amount: 8 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(t, user)).toMatchObject({ available: 2, withdrawable: 2 });
    await expectSoundLedger();
  });

  it('sends a card-paid hire’s refund on to that card, and says so in the notice', async () => {
    const scene = await hireScene(t, { priceCents: 4900 });
    const hired = await t.as(scene.client).post('/api/Subscription/hire-service', { searchServiceId: scene.service.id, searchId: scene.search.id });
    const { url, hireId } = hired.json<{ url: string; hireId: number }>();
    await payLocalCheckout(t, url);
    await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Cancelled', reason: 'No tengo agenda esta semana' });
    const balance = await balanceOf(t, scene.client);
    expect(balance).toMatchObject({ available: 0, held: 0, withdrawable: 0 });
    expect(balance.movements.map((m) => [m.kind, m.amount])).toEqual([
      ['withdrawal', -49],
      ['refund', 49],
      ['hire', -49],
    ]);
    const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, scene.client.user.id));
    expect(rows).toEqual([expect.objectContaining({ cents: 4900, status: 'refunded' })]);
    const notices = (await t.as(scene.client).get('/api/Notification')).json<{ message: string }[]>();
    expect(notices.map((n) => n.message)).toContain(
      `${scene.expert.user.name} no puede atender tu contratación. Motivo: «No tengo agenda esta semana». Te hemos devuelto 49,00 € a la tarjeta con la que pagaste: tu banco lo abona en 5 a 10 días hábiles.`,
    );
    await expectSoundLedger();
  });

  it('keeps a hire paid from the balance in the balance when it is refunded', async () => {
    const scene = await hireScene(t, { priceCents: 4900 });
    await topUp(t, scene.client, 50);
    const hireId = await hireFromBalance(t, scene);
    await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Cancelled', reason: 'No tengo agenda esta semana' });
    // The top-up can still go back to its card on request; the refund itself stayed in the balance.
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 50, held: 0, withdrawable: 50 });
    const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, scene.client.user.id));
    expect(rows).toEqual([]);
  });
});
