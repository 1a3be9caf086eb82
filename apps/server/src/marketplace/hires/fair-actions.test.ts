import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ledgerTransactions, searchHires } from '../../db/schema/index.js';
import { signIn } from '../../../test/factories.js';
import { balanceOf, disputedHire, hireFromBalance, hireScene, topUp } from '../../../test/hire-factories.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp({ COMMISSION_PERCENT: '10' });

const REASON = 'Estoy de baja esta semana, lo siento';

async function booksBalance() {
  const { accounts, unbalancedTransactions } = await t.app.ctx.ledger.trialBalance();
  expect(unbalancedTransactions).toEqual([]);
  expect(accounts.reduce((sum, a) => sum + a.cents, 0)).toBe(0);
}

async function pendingHire() {
  const scene = await hireScene(t);
  await topUp(t, scene.client, 50);
  return { scene, hireId: await hireFromBalance(t, scene) };
}

const noticesOf = async (user: Parameters<typeof t.as>[0]) => (await t.as(user).get('/api/Notification')).json<{ title: string; message: string }[]>();

describe('Rechazar with a reason', () => {
  it('needs a reason, refunds, and shows it to the customer on the hire and in the notice', async () => {
    const { scene, hireId } = await pendingHire();
    const bare = await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Cancelled' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'VALIDATION', message: 'Escribe el motivo del rechazo para el cliente (al menos 10 caracteres)' });
    const short = await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Cancelled', reason: '   no    ' });
    expect(short.statusCode).toBe(400);
    const long = await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Cancelled', reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    const control = await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Cancelled', reason: 'Motivo con \u0000 nulo dentro' });
    expect(control.statusCode).toBe(400);
    expect((await balanceOf(t, scene.client)).held).toBe(30);

    const rejected = await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { Status: 'Cancelled', Reason: `  ${REASON}  ` });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ id: hireId, status: 'cancelled' });
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 50, held: 0 });

    const summary = (await t.as(scene.client).get(`/api/Search/${scene.search.id}`)).json().searchHire;
    expect(summary).toMatchObject({ status: 'cancelled', rejectionReason: REASON });
    const notice = (await noticesOf(scene.client)).find((n) => n.title === 'Contratación rechazada');
    expect(notice?.message).toContain(`Motivo: «${REASON}».`);
    const outbox = (await t.anonymous.get('/api/dev/outbox')).json<{ channel: string; to: string; subject: string | null; body: string }[]>();
    const mail = outbox.find((m) => m.channel === 'email' && m.to === scene.client.user.email && m.subject === 'Ojeador: Contratación rechazada');
    expect(mail?.body).toContain(`Motivo: «${REASON}».`);
    await booksBalance();
  });

  it('keeps Aceptar without a reason, and refuses Rechazar once accepted (409), from the customer (403) or for an unknown hire (404)', async () => {
    const { scene, hireId } = await pendingHire();
    expect((await t.as(scene.client).put(`/api/SearchHire/${hireId}/status`, { status: 'Cancelled', reason: REASON })).statusCode).toBe(403);
    expect((await t.as(scene.expert).put('/api/SearchHire/999999/status', { status: 'Cancelled', reason: REASON })).statusCode).toBe(404);
    expect((await t.anonymous.put(`/api/SearchHire/${hireId}/status`, { status: 'Cancelled', reason: REASON })).statusCode).toBe(401);
    expect((await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' })).statusCode).toBe(200);
    const late = await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Cancelled', reason: REASON });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('HIRE_STATE');
  });
});

describe('POST /api/SearchHire/{id}/withdraw', () => {
  it('releases the hold at once, tells the expert, and a retry moves no more money', async () => {
    const { scene, hireId } = await pendingHire();
    const withdrawn = await t.as(scene.client).post(`/api/SearchHire/${hireId}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ id: hireId, status: 'cancelled', message: '✅ Solicitud retirada: te hemos devuelto el dinero a tu saldo' });
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 50, held: 0 });
    const settle = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `hire:${hireId}:settle`));
    expect(settle).toHaveLength(1);
    expect(settle[0].kind).toBe('refund');

    const again = await t.as(scene.client).post(`/api/SearchHire/${hireId}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('HIRE_STATE');
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 50, held: 0 });

    const notice = (await noticesOf(scene.expert)).find((n) => n.title === 'Solicitud retirada');
    expect(notice?.message).toMatch(/ha retirado su solicitud de búsqueda web/);
    // The search takes a new hire.
    expect((await t.as(scene.client).post('/api/Subscription/hire-service', { searchServiceId: scene.service.id, searchId: scene.search.id })).statusCode).toBe(
      200,
    );
    await booksBalance();
  });

  it('answers 401 to a visitor, 403 to the expert, 404 to a stranger or an unknown hire, 409 once accepted', async () => {
    const { scene, hireId } = await pendingHire();
    const stranger = await signIn(t.app);
    expect((await t.anonymous.post(`/api/SearchHire/${hireId}/withdraw`)).statusCode).toBe(401);
    expect((await t.as(scene.expert).post(`/api/SearchHire/${hireId}/withdraw`)).statusCode).toBe(403);
    expect((await t.as(stranger).post(`/api/SearchHire/${hireId}/withdraw`)).statusCode).toBe(404);
    expect((await t.as(scene.client).post('/api/SearchHire/999999/withdraw')).statusCode).toBe(404);
    expect((await t.as(scene.client).post('/api/SearchHire/abc/withdraw')).statusCode).toBe(400);
    await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });
    const late = await t.as(scene.client).post(`/api/SearchHire/${hireId}/withdraw`);
    expect(late.statusCode).toBe(409);
    expect((await t.database.db.select().from(searchHires).where(eq(searchHires.id, hireId)))[0].status).toBe('accepted');
    expect((await balanceOf(t, scene.client)).held).toBe(30);
  });
});

describe('a dispute resolved with a split', () => {
  it('pays each side its part in one posting, commission on the expert’s part only, and says so to both', async () => {
    const { scene, hireId } = await disputedHire(t);
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    const resolve = (body: object) =>
      t.as(admin).post('/api/Subscription/resolve-dispute', { SearchHireId: hireId, Resolution: 'Hizo la mitad del trabajo', ...body });

    const short = await resolve({ Split: { clientRefund: 10, expertPayout: 10 } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION', message: 'El reparto debe sumar exactamente lo retenido (30,00 €)' });
    expect((await resolve({ Split: { clientRefund: 12.345, expertPayout: 17.655 } })).statusCode).toBe(400);
    expect((await resolve({ Split: { clientRefund: -5, expertPayout: 35 } })).statusCode).toBe(400);
    const both = await resolve({ ResolveInFavorOfClient: true, Split: { clientRefund: 12.5, expertPayout: 17.5 } });
    expect(both.json()).toMatchObject({ code: 'VALIDATION', message: 'Elige a quién dar la razón o un reparto, no ambos' });
    expect(
      (
        await t
          .as(scene.client)
          .post('/api/Subscription/resolve-dispute', { SearchHireId: hireId, Resolution: 'x', Split: { clientRefund: 30, expertPayout: 0 } })
      ).statusCode,
    ).toBe(403);

    const split = await resolve({ Split: { clientRefund: 12.5, expertPayout: 17.5 } });
    expect(split.statusCode).toBe(200);
    expect(split.json()).toMatchObject({ status: 'dispute_resolved', message: '✅ Disputa resuelta exitosamente' });
    // 50 topped up, 30 held: 12,50 € back; the expert's 17,50 € less 10 % (1,75 €).
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 32.5, held: 0 });
    const expertBalance = await balanceOf(t, scene.expert);
    expect(expertBalance.earned).toBe(15.75);
    expect(expertBalance.movements.map((m) => [m.kind, m.amount])).toEqual(
      expect.arrayContaining([
        ['earning', 17.5],
        ['commission', -1.75],
      ]),
    );
    expect((await balanceOf(t, scene.client)).movements.find((m) => m.kind === 'refund')?.amount).toBe(12.5);
    const settle = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `hire:${hireId}:settle`));
    expect(settle).toHaveLength(1);

    expect((await t.as(scene.client).get(`/api/Dispute/details/${hireId}`)).json()).toMatchObject({
      status: 'resolved',
      resolvedInFavorOfClient: null,
      split: { clientRefund: 12.5, expertPayout: 17.5 },
      resolution: 'Hizo la mitad del trabajo',
    });
    const said = 'Resuelto con un reparto: 12,50 € vuelven al saldo del cliente y 17,50 € son para el experto (antes de la comisión).';
    expect((await noticesOf(scene.client)).find((n) => n.title === 'Disputa resuelta')?.message).toBe(said);
    expect((await noticesOf(scene.expert)).find((n) => n.title === 'Disputa resuelta')?.message).toBe(said);

    // A second resolution (a retry) is refused and moves nothing.
    expect((await resolve({ Split: { clientRefund: 12.5, expertPayout: 17.5 } })).statusCode).toBe(409);
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 32.5, held: 0 });
    await booksBalance();
  });

  it('takes a split with a side at zero, and keeps the all-or-nothing resolutions', async () => {
    const { scene, hireId } = await disputedHire(t);
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    const res = await t
      .as(admin)
      .post('/api/Subscription/resolve-dispute', { searchHireId: hireId, resolution: 'Todo para el cliente', split: { clientRefund: 30, expertPayout: 0 } });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 50, held: 0 });
    expect((await balanceOf(t, scene.expert)).earned).toBe(0);

    const other = await disputedHire(t);
    await t.as(admin).post('/api/Subscription/resolve-dispute', { searchHireId: other.hireId, resolveInFavorOfClient: false, resolution: 'Trabajo correcto' });
    expect((await balanceOf(t, other.scene.expert)).earned).toBe(27);
    expect((await t.as(other.scene.client).get(`/api/Dispute/details/${other.hireId}`)).json()).toMatchObject({ resolvedInFavorOfClient: false, split: null });
    await booksBalance();
  });
});
