import { describe, expect, it } from 'vitest';
import { createExpert, signIn } from '../../../test/factories.js';
import { balanceOf, hireFromBalance, hireScene, payLocalCheckout, topUp } from '../../../test/hire-factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp({ COMMISSION_PERCENT: '10' });

const lines = async (user: Parameters<typeof balanceOf>[1]) =>
  (await balanceOf(t, user)).movements.map(({ kind, amount, reason, expertName, paidWith }) => ({ kind, amount, reason, expertName, paidWith }));

describe('GET /api/Subscription/balance movements: one line per event the customer would name', () => {
  it('answers 401 without a session', async () => {
    const res = await t.anonymous.get('/api/Subscription/balance');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('shows a top-up, a hire from the balance and its refund, newest first, with the expert named', async () => {
    const scene = await hireScene(t, { priceCents: 4900 });
    const expert = scene.expert.user.name;
    await topUp(t, scene.client, 50);
    const hireId = await hireFromBalance(t, scene);
    expect(await lines(scene.client)).toEqual([
      { kind: 'hire', amount: -49, reason: `Contratación de ${expert}`, expertName: expert, paidWith: 'balance' },
      { kind: 'topup', amount: 50, reason: 'Recarga', expertName: null, paidWith: null },
    ]);
    await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Cancelled', reason: 'No tengo agenda esta semana' });
    const balance = await balanceOf(t, scene.client);
    expect(balance).toMatchObject({ available: 50, held: 0 });
    expect(balance.movements[0]).toMatchObject({ kind: 'refund', amount: 49, reason: 'Reembolso', expertName: expert, hireId, account: 'available' });
    expect(balance.movements).toHaveLength(3);
    expect(balance.movements.map((m) => m.id)).toEqual([...new Set(balance.movements.map((m) => m.id))]);
  });

  it('shows a hire paid by card as one line, not the credit and the hold', async () => {
    const scene = await hireScene(t, { priceCents: 4900 });
    const res = await t.as(scene.client).post('/api/Subscription/hire-service', { searchServiceId: scene.service.id, searchId: scene.search.id });
    await payLocalCheckout(t, res.json<{ url: string }>().url);
    const expert = scene.expert.user.name;
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 0, held: 49 });
    expect(await lines(scene.client)).toEqual([{ kind: 'hire', amount: -49, reason: `Contratación de ${expert}`, expertName: expert, paidWith: 'card' }]);
  });

  it('gives the customer nothing more when the hire is approved, and the expert the price less the commission', async () => {
    const scene = await hireScene(t, { priceCents: 4900 });
    await topUp(t, scene.client, 50);
    const hireId = await hireFromBalance(t, scene);
    await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });
    await t.as(scene.expert).post(`/api/SearchHire/${hireId}/finalize`, { report: 'Tres coches revisados; el mejor es el de Sevilla.' });
    await t.as(scene.client).post('/api/Subscription/complete-service', { SearchHireId: hireId, ClientApproved: true });

    expect((await lines(scene.client)).map((l) => l.kind)).toEqual(['hire', 'topup']);
    const expertLines = (await balanceOf(t, scene.expert)).movements;
    const byKind = Object.fromEntries(expertLines.map((m) => [m.kind, m]));
    expect(byKind.earning).toMatchObject({ amount: 49, account: 'earned', hireId, expertName: null, paidWith: null });
    expect(byKind.commission).toMatchObject({ amount: -4.9, reason: 'Comisión de la plataforma', hireId });
    // The local provider makes no transfer, so no payout line (statement.unit.test.ts has one).
    expect(expertLines.map((m) => m.kind)).toEqual(['earning', 'commission']);
  });

  it('says nothing of another user, and an expert with no money has no lines', async () => {
    const someone = await signIn(t.app);
    await topUp(t, someone, 10);
    expect(await lines(await createExpert(t.app))).toEqual([]);
    expect(await lines(someone)).toEqual([{ kind: 'topup', amount: 10, reason: 'Recarga', expertName: null, paidWith: null }]);
  });
});
