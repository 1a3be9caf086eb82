import { expect } from 'vitest';
import type { Balance } from '@ojeador/shared';
import { createExpert, createSearch, createService, signIn, type Expert, type SignedIn } from './factories.js';
import type { TestHarness } from './use-test-app.js';

/** Pays a local checkout the way a browser does: POST with no body to the page the app handed out. */
export async function payLocalCheckout(t: TestHarness, url: string, outcome: 'confirm' | 'cancel' = 'confirm') {
  const res = await t.anonymous.post(url, outcome === 'cancel' ? { outcome: 'cancel' } : undefined);
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
}

/** Tops the user's balance up through the real load-money call and the local checkout page. */
export async function topUp(t: TestHarness, user: SignedIn, amount: 10 | 20 | 50) {
  const res = await t.as(user).post('/api/Subscription/load-money', { amount });
  expect(res.statusCode).toBe(200);
  await payLocalCheckout(t, res.json<{ url: string }>().url);
}

export async function balanceOf(t: TestHarness, user: SignedIn) {
  const res = await t.as(user).get('/api/Subscription/balance');
  expect(res.statusCode).toBe(200);
  return res.json<Balance>();
}

export type HireScene = { client: SignedIn; expert: Expert; service: { id: number; priceCents: number }; search: { id: number } };

/** A customer with a car search and an expert with a ready payment account and a 30 € web-search service. */
export async function hireScene(t: TestHarness, options: { priceCents?: number; serviceTypeId?: number; categoryId?: number } = {}): Promise<HireScene> {
  const client = await signIn(t.app);
  const expert = await createExpert(t.app);
  const categoryId = options.categoryId ?? 1;
  const service = await createService(t.app, expert.profileId, {
    priceCents: options.priceCents ?? 3000,
    serviceTypeId: options.serviceTypeId ?? 1,
    categoryId,
  });
  const search = await createSearch(t.app, client, { categoryId });
  return { client, expert, service, search };
}

/** Hires the scene's service with money already in the balance; answers the hire id. */
export async function hireFromBalance(t: TestHarness, scene: HireScene): Promise<number> {
  const res = await t.as(scene.client).post('/api/Subscription/hire-service', { searchServiceId: scene.service.id, searchId: scene.search.id });
  expect(res.statusCode).toBe(200);
  expect(res.json().url).toBeNull();
  return res.json<{ hireId: number }>().hireId;
}

/** A 50 € top-up, a hire from the balance accepted and finalized by the expert, then disputed by the customer. */
export async function disputedHire(t: TestHarness): Promise<{ scene: HireScene; hireId: number }> {
  const scene = await hireScene(t);
  await topUp(t, scene.client, 50);
  const hireId = await hireFromBalance(t, scene);
  await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });
  await t.as(scene.expert).post(`/api/SearchHire/${hireId}/finalize`, { report: 'Informe con tres candidatos revisados' });
  const res = await t.as(scene.client).post('/api/Subscription/dispute-service', { SearchHireId: hireId, Reason: 'Los anuncios no cumplen lo pedido' });
  expect(res.json()).toMatchObject({ status: 'disputed', message: '✅ Disputa iniciada exitosamente' });
  return { scene, hireId };
}
