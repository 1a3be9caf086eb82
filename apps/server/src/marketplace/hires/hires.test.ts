import { shortName } from '@ojeador/shared';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hireEvents, searchHires } from '../../db/schema/index.js';
import { signIn } from '../../../test/factories.js';
import { balanceOf, disputedHire, hireFromBalance, hireScene, payLocalCheckout, topUp } from '../../../test/hire-factories.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp({ COMMISSION_PERCENT: '10' });

const events = (hireId: number) => t.database.db.select().from(hireEvents).where(eq(hireEvents.hireId, hireId)).orderBy(hireEvents.id);
const hireRow = async (hireId: number) => (await t.database.db.select().from(searchHires).where(eq(searchHires.id, hireId)))[0];

async function trialBalanceIsZero() {
  const { accounts, unbalancedTransactions } = await t.app.ctx.ledger.trialBalance();
  expect(unbalancedTransactions).toEqual([]);
  expect(accounts.reduce((sum, a) => sum + a.cents, 0)).toBe(0);
  for (const account of accounts) if (['available', 'held', 'earned'].includes(account.kind)) expect(account.cents).toBeGreaterThanOrEqual(0);
}

describe('hiring from the balance', () => {
  it('holds the price, and the expert accepts, finalizes with a report, and is paid on approval less commission', async () => {
    const scene = await hireScene(t);
    await topUp(t, scene.client, 50);
    const hireId = await hireFromBalance(t, scene);
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 20, held: 30, earned: 0 });

    const accepted = await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: hireId, status: 'accepted' });

    const finalized = await t.as(scene.expert).post(`/api/SearchHire/${hireId}/finalize`, { report: 'Tres coches revisados; el mejor es el Golf de Sevilla.' });
    expect(finalized.json()).toMatchObject({ status: 'awaiting_client_decision', message: '✅ Servicio finalizado exitosamente' });
    const detail = await t.as(scene.client).get(`/api/Search/${scene.search.id}`);
    expect(detail.json().searchHire).toMatchObject({
      id: hireId,
      status: 'awaiting_client_decision',
      report: 'Tres coches revisados; el mejor es el Golf de Sevilla.',
    });
    expect(Date.parse(detail.json().searchHire.deadline) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    const approved = await t.as(scene.client).post('/api/Subscription/complete-service', { SearchHireId: hireId, ClientApproved: true });
    expect(approved.json()).toMatchObject({ status: 'completed', message: '✅ Servicio completado exitosamente' });
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 20, held: 0 });
    expect(await balanceOf(t, scene.expert)).toMatchObject({ available: 0, earned: 27 });
    expect((await events(hireId)).map((e) => e.toStatus)).toEqual(['pending', 'accepted', 'awaiting_client_decision', 'completed']);
    await trialBalanceIsZero();

    const movements = (await balanceOf(t, scene.client)).movements.map((m) => m.reason);
    expect(movements).toEqual(expect.arrayContaining(['Recarga', `Contratación de ${scene.expert.user.name}`]));
  });

  it('refunds the hold when the expert rejects, and tells the customer', async () => {
    const scene = await hireScene(t);
    await topUp(t, scene.client, 50);
    const hireId = await hireFromBalance(t, scene);
    const rejected = await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Cancelled', reason: 'No tengo agenda esta semana' });
    expect(rejected.json()).toMatchObject({ status: 'cancelled' });
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 50, held: 0 });
    const notices = await t.as(scene.client).get('/api/Notification');
    expect(notices.json().map((n: { title: string }) => n.title)).toContain('Contratación rechazada');
    await trialBalanceIsZero();
  });

  it('refuses a second hire of a search while one is open, and a double click holds once', async () => {
    const scene = await hireScene(t);
    await topUp(t, scene.client, 50);
    const [first, second] = await Promise.all([
      t.as(scene.client).post('/api/Subscription/hire-service', { searchServiceId: scene.service.id, searchId: scene.search.id }),
      t.as(scene.client).post('/api/Subscription/hire-service', { SearchServiceId: scene.service.id, SearchId: scene.search.id }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.statusCode === 409)?.json().code).toBe('HIRE_OPEN');
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 20, held: 30 });
  });

  it('answers 404 for a stranger’s search or an unknown service, 422 for the wrong category or one’s own service, 400 for bad bodies, 401 without a session', async () => {
    const scene = await hireScene(t);
    const stranger = await signIn(t.app);
    const body = { searchServiceId: scene.service.id, searchId: scene.search.id };
    expect((await t.as(stranger).post('/api/Subscription/hire-service', body)).statusCode).toBe(404);
    expect((await t.as(scene.client).post('/api/Subscription/hire-service', { ...body, searchServiceId: 999999 })).statusCode).toBe(404);
    const house = await hireScene(t, { categoryId: 3 });
    const wrongCategory = await t.as(scene.client).post('/api/Subscription/hire-service', { ...body, searchServiceId: house.service.id });
    expect(wrongCategory.statusCode).toBe(422);
    expect((await t.as(scene.client).post('/api/Subscription/hire-service', { searchId: scene.search.id })).statusCode).toBe(400);
    expect((await t.as(scene.client).post('/api/Subscription/hire-service', { ...body, searchId: 'x' })).statusCode).toBe(400);
    expect((await t.anonymous.post('/api/Subscription/hire-service', body)).statusCode).toBe(401);
  });
});

describe('hiring through a checkout', () => {
  it('leaves the balance untouched, then the paid checkout holds the price and the hire becomes pending', async () => {
    const scene = await hireScene(t);
    const res = await t.as(scene.client).post('/api/Subscription/hire-service', { searchServiceId: scene.service.id, searchId: scene.search.id });
    expect(res.statusCode).toBe(200);
    const { url, hireId } = res.json<{ url: string; hireId: number }>();
    expect(url).toMatch(/^\/payments\/local\/checkout\//);
    expect((await hireRow(hireId)).status).toBe('awaiting_payment');
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 0, held: 0 });
    // The unpaid hire gives the expert nothing yet.
    expect((await t.as(scene.expert).get(`/api/Search/${scene.search.id}`)).statusCode).toBe(404);

    const page = await t.anonymous.get(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('30,00 €');
    const back = await payLocalCheckout(t, url);
    expect(back).toMatch(/\/success\?payment=\d+$/);
    expect((await hireRow(hireId)).status).toBe('pending');
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 0, held: 30 });
    const payment = await t.as(scene.client).get(`/api/Payments/${/payment=(\d+)/.exec(back)?.[1]}`);
    expect(payment.json()).toMatchObject({ purpose: 'hire', status: 'succeeded', amount: 30, hireId, searchId: scene.search.id });

    // Confirming the same page again credits nothing more.
    await payLocalCheckout(t, url);
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 0, held: 30 });
    await trialBalanceIsZero();
  });

  it('makes a new checkout for an unpaid hire; an abandoned one leaves the hire waiting', async () => {
    const scene = await hireScene(t);
    const { url, hireId } = (
      await t.as(scene.client).post('/api/Subscription/hire-service', { searchServiceId: scene.service.id, searchId: scene.search.id })
    ).json();
    expect(await payLocalCheckout(t, url, 'cancel')).toMatch(/\/cancel\?payment=\d+$/);
    expect((await hireRow(hireId)).status).toBe('awaiting_payment');
    const again = await t.as(scene.client).post(`/api/SearchHire/create-checkout-session/${hireId}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().url).not.toBe(url);
    await payLocalCheckout(t, again.json().url);
    expect((await hireRow(hireId)).status).toBe('pending');
    const paid = await t.as(scene.client).post(`/api/SearchHire/create-checkout-session/${hireId}`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('HIRE_STATE');
    expect((await t.as(scene.expert).post(`/api/SearchHire/create-checkout-session/${hireId}`)).statusCode).toBe(404);
  });

  it('creates the search and its hire in one call, answering the checkout as hireUrl', async () => {
    const scene = await hireScene(t);
    const res = await t.as(scene.client).post('/api/Search/with-hire', {
      title: 'Golf GTI',
      description: 'Golf GTI de menos de 100.000 km',
      category: 1,
      frequency: 6,
      isActive: false,
      searchServiceId: scene.service.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().hireUrl).toMatch(/^\/payments\/local\/checkout\//);
    expect(res.json().search).toMatchObject({ title: 'Golf GTI', searchHire: { status: 'awaiting_payment', expertId: scene.expert.user.id } });
  });

  it('creates nothing when the hire part fails: the search is rolled back with it', async () => {
    const scene = await hireScene(t);
    const before = (await t.as(scene.client).get('/api/Search')).json().length;
    const res = await t.as(scene.client).post('/api/Search/with-hire', {
      title: 'Piso',
      description: '',
      category: 1,
      frequency: 6,
      isActive: false,
      searchServiceId: 987654,
    });
    expect(res.statusCode).toBe(404);
    expect((await t.as(scene.client).get('/api/Search')).json().length).toBe(before);
  });
});

describe('refused transitions and the wrong person', () => {
  it('answers 409 HIRE_STATE from a state that does not allow the action, 403 to the other party, 404 to strangers', async () => {
    const scene = await hireScene(t);
    await topUp(t, scene.client, 50);
    const hireId = await hireFromBalance(t, scene);
    const stranger = await signIn(t.app, { role: 'expert' });

    const early = await t.as(scene.client).post('/api/Subscription/complete-service', { SearchHireId: hireId });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'HIRE_STATE', message: 'La contratación está «Pendiente» y no admite esta acción' });
    expect((await t.as(scene.expert).post(`/api/SearchHire/${hireId}/finalize`, { report: 'Informe suficientemente largo para valer' })).statusCode).toBe(409);
    expect((await t.as(stranger).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' })).statusCode).toBe(404);
    expect((await t.as(scene.client).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' })).statusCode).toBe(403);
    expect((await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Maybe' })).statusCode).toBe(400);
    expect((await t.as(scene.expert).put(`/api/SearchHire/99999/status`, { status: 'Accepted' })).statusCode).toBe(404);
    expect((await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'accepted' })).statusCode).toBe(200);
    expect((await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' })).statusCode).toBe(409);

    const short = await t.as(scene.expert).post(`/api/SearchHire/${hireId}/finalize`, { report: 'corto' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Escribe un informe para el cliente (al menos 20 caracteres)');
    expect((await t.as(scene.client).post('/api/Subscription/dispute-service', { SearchHireId: hireId, Reason: 'No hizo nada' })).statusCode).toBe(409);
    const blank = await t.as(scene.client).post('/api/Subscription/dispute-service', { SearchHireId: hireId, Reason: '  ' });
    expect(blank.json()).toMatchObject({ code: 'VALIDATION', message: '❌ Por favor, escribe una razón para la disputa' });
    const missing = await t.as(scene.client).post('/api/Subscription/complete-service', {});
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', message: 'SearchHire ID not found' });
    expect(
      (await t.as(scene.client).post('/api/Subscription/resolve-dispute', { SearchHireId: hireId, ResolveInFavorOfClient: true, Resolution: 'x' })).statusCode,
    ).toBe(403);
    expect((await t.as(scene.client).post('/api/Subscription/cancel-service', { SearchHireId: hireId })).statusCode).toBe(403);
    expect((await t.anonymous.post('/api/Subscription/cancel-service', { SearchHireId: hireId })).statusCode).toBe(401);
  });

  it('requires the category checklist for an in-person review', async () => {
    const scene = await hireScene(t, { serviceTypeId: 2, categoryId: 3 });
    await topUp(t, scene.client, 50);
    const hireId = await hireFromBalance(t, scene);
    await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });
    const report = 'Visité el piso el martes: luminoso, pero con humedades.';
    const without = await t.as(scene.expert).post(`/api/SearchHire/${hireId}/finalize`, { report });
    expect(without.statusCode).toBe(400);
    const partial = await t.as(scene.expert).post(`/api/SearchHire/${hireId}/finalize`, { report, checklist: [{ key: 'building', result: 'ok' }] });
    expect(partial.statusCode).toBe(400);
    const checklist = [
      { key: 'landRegistry', result: 'ok', note: 'Sin cargas' },
      { key: 'building', result: 'ok' },
      { key: 'damp', result: 'issue', note: 'Humedades en el baño' },
      { key: 'installations', result: 'not_checked' },
      { key: 'communityFees', result: 'ok' },
    ];
    const done = await t.as(scene.expert).post(`/api/SearchHire/${hireId}/finalize`, { Report: report, Checklist: checklist });
    expect(done.statusCode).toBe(200);
    const summary = (await t.as(scene.client).get(`/api/Search/${scene.search.id}`)).json().searchHire;
    expect(summary.checklist).toEqual([
      { key: 'landRegistry', label: 'Nota simple del Registro de la Propiedad', result: 'ok', note: 'Sin cargas' },
      { key: 'building', label: 'Estructura y estado del edificio', result: 'ok', note: '' },
      { key: 'damp', label: 'Humedades', result: 'issue', note: 'Humedades en el baño' },
      { key: 'installations', label: 'Instalaciones: electricidad, agua y gas', result: 'not_checked', note: '' },
      { key: 'communityFees', label: 'Comunidad: gastos y derramas', result: 'ok', note: '' },
    ]);
  });

  it('lets the expert cancel (refund) until completed, cancelled or disputed', async () => {
    const scene = await hireScene(t);
    await topUp(t, scene.client, 50);
    const hireId = await hireFromBalance(t, scene);
    await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });
    const cancelled = await t.as(scene.expert).post('/api/Subscription/cancel-service', { searchHireId: hireId });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', message: '✅ Servicio cancelado correctamente' });
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 50, held: 0 });
    expect((await t.as(scene.expert).post('/api/Subscription/cancel-service', { searchHireId: hireId })).statusCode).toBe(409);
    // The search can now take another hire.
    expect((await t.as(scene.client).post('/api/Subscription/hire-service', { searchServiceId: scene.service.id, searchId: scene.search.id })).statusCode).toBe(
      200,
    );
  });
});

describe('disputes and the admin', () => {
  const disputed = () => disputedHire(t);

  it('shows the dispute to its parties and the admin only, and resolves it for the customer with a refund', async () => {
    const { scene, hireId } = await disputed();
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    const stranger = await signIn(t.app);
    const details = await t.as(scene.expert).get(`/api/Dispute/details/${hireId}`);
    expect(details.json()).toMatchObject({
      searchHireId: hireId,
      reason: 'Los anuncios no cumplen lo pedido',
      resolution: '',
      status: 'open',
      resolvedInFavorOfClient: null,
    });
    expect(details.headers['cache-control']).toBe('no-store');
    expect((await t.as(stranger).get(`/api/Dispute/details/${hireId}`)).statusCode).toBe(404);
    expect((await t.as(admin).get(`/api/Dispute/details/${hireId}`)).statusCode).toBe(200);

    const noSide = await t.as(admin).post('/api/Subscription/resolve-dispute', { SearchHireId: hireId, Resolution: 'El experto no cumplió' });
    expect(noSide.json().message).toBe('❌ Por favor, elige a quién dar la razón');
    const noText = await t.as(admin).post('/api/Subscription/resolve-dispute', { SearchHireId: hireId, ResolveInFavorOfClient: true, Resolution: '' });
    expect(noText.json().message).toBe('❌ Por favor, escribe una razón para la resolución');
    const resolved = await t
      .as(admin)
      .post('/api/Subscription/resolve-dispute', { SearchHireId: hireId, ResolveInFavorOfClient: true, Resolution: 'El experto no cumplió' });
    expect(resolved.json()).toMatchObject({ status: 'dispute_resolved', message: '✅ Disputa resuelta exitosamente' });
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 50, held: 0 });
    expect(await balanceOf(t, scene.expert)).toMatchObject({ earned: 0 });
    expect((await t.as(scene.client).get(`/api/Dispute/details/${hireId}`)).json()).toMatchObject({
      status: 'resolved',
      resolvedInFavorOfClient: true,
      resolution: 'El experto no cumplió',
    });
    expect(
      (await t.as(admin).post('/api/Subscription/resolve-dispute', { SearchHireId: hireId, ResolveInFavorOfClient: false, Resolution: 'otra vez' })).statusCode,
    ).toBe(409);
  });

  it('resolves for the expert by paying them, and force-finalizes an open hire either way', async () => {
    const { scene, hireId } = await disputed();
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    await t.as(admin).post('/api/Subscription/resolve-dispute', { searchHireId: hireId, resolveInFavorOfClient: false, resolution: 'El trabajo es correcto' });
    expect(await balanceOf(t, scene.expert)).toMatchObject({ earned: 27 });

    const other = await hireScene(t);
    await topUp(t, other.client, 50);
    const open = await hireFromBalance(t, other);
    const forced = await t.as(admin).post('/api/Subscription/force-finalize', { SearchHireId: open, ResolveInFavorOfClient: true });
    expect(forced.json()).toMatchObject({ status: 'refunded', message: '✅ Búsqueda finalizada exitosamente' });
    expect(await balanceOf(t, other.client)).toMatchObject({ available: 50, held: 0 });
    expect((await t.as(admin).post('/api/Subscription/force-finalize', { SearchHireId: open, ResolveInFavorOfClient: false })).statusCode).toBe(409);
    expect((await t.as(other.client).post('/api/Subscription/force-finalize', { SearchHireId: open, ResolveInFavorOfClient: false })).statusCode).toBe(403);
    await trialBalanceIsZero();
  });
});

describe('lists', () => {
  it('lists hires for the customer and for the expert, and the expert’s searches', async () => {
    const scene = await hireScene(t);
    await topUp(t, scene.client, 50);
    const hireId = await hireFromBalance(t, scene);
    const mine = (await t.as(scene.client).get('/api/SearchHire/client')).json();
    expect(mine).toEqual([expect.objectContaining({ id: hireId, status: 'pending', amount: 30, searchId: scene.search.id })]);
    // The customer's own list keeps their e-mail; the expert's has neither it nor the full name.
    expect(mine[0].client).toEqual({ id: scene.client.user.id, name: scene.client.user.name, email: scene.client.user.email });
    const theirs = (await t.as(scene.expert).get('/api/SearchHire/expert')).json();
    expect(theirs[0].client).toEqual({ id: scene.client.user.id, name: shortName(scene.client.user.name) });
    expect(JSON.stringify(theirs)).not.toContain(scene.client.user.email);
    expect(theirs[0]).toMatchObject({
      id: hireId,
      service: { id: scene.service.id, categoryId: 1, categoryCode: 'cars', categoryName: expect.any(String), serviceTypeId: 1, serviceTypeCode: 'webSearch' },
    });
    expect((await t.as(scene.client).get('/api/SearchHire/expert')).statusCode).toBe(403);
    const hiredSearches = (await t.as(scene.expert).get('/api/Searches/expert')).json();
    expect(hiredSearches.find((s: { id: number }) => s.id === scene.search.id)).toMatchObject({ categoryId: 1, categoryCode: 'cars' });
  });
});
