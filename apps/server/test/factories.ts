import type { AuthResponse } from '@ojeador/shared';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app.js';
import type { AdRow, ResultRow, SearchRow } from '../src/db/rows.js';
import {
  adPriceHistory,
  ads,
  expertProfiles,
  reviews,
  searches,
  searchHires,
  searchParameters,
  searchResults,
  searchServices,
  subscriptionPlans,
  subscriptions,
  users,
} from '../src/db/schema/index.js';

/** Users through the real sign-in; searches, ads, results, experts, hires and plans written straight to the database. */

export type { AdRow, ResultRow, SearchRow };

let sequence = 0;

export type SignedIn = AuthResponse & { headers: { authorization: string } };

/** Signs a user in through the real service; verified phone unless told otherwise. */
export async function signIn(
  app: App,
  options: { email?: string; name?: string; phoneVerified?: boolean; role?: 'user' | 'expert'; blocked?: boolean } = {},
): Promise<SignedIn> {
  sequence += 1;
  const email = options.email ?? `user${sequence}-${Date.now()}@example.com`;
  const session = await app.ctx.auth.signIn({ email, name: options.name ?? `Usuario ${sequence}` });
  const verified = options.phoneVerified ?? true;
  const [row] = await app.ctx.database.db
    .update(users)
    .set({
      phoneVerified: verified,
      phoneNumber: verified ? `+3461${String(1000000 + sequence).slice(-7)}` : null,
      role: options.role ?? 'user',
      isBlocked: options.blocked ?? false,
    })
    .where(eq(users.id, session.user.id))
    .returning();
  const refreshed = await app.ctx.auth.sessionFor(row);
  return { ...refreshed, headers: { authorization: `Bearer ${refreshed.token}` } };
}

/** Numbers the rows below (titles, external ids, prices). */
let rowSequence = 0;
const next = () => ++rowSequence;

/** Whoever owns or serves: a SignedIn will do. */
type Owner = { user: { id: number } };

/**
 * A search row straight in the database (no limits applied). Its parameters are written too (platforms 1 and 2
 * plus `parameters`) unless `parameters: null`.
 */
export async function createSearch(
  app: App,
  owner: Owner,
  options: Partial<Omit<typeof searches.$inferInsert, 'userId'>> & { parameters?: Partial<typeof searchParameters.$inferInsert> | null } = {},
): Promise<SearchRow> {
  const { parameters = {}, ...values } = options;
  const n = next();
  const [search] = await app.ctx.database.db
    .insert(searches)
    .values({
      userId: owner.user.id,
      title: `Búsqueda ${n}`,
      description: 'Busco un coche familiar en buen estado',
      categoryId: 1,
      frequencyHours: 6,
      ...values,
    })
    .returning();
  if (parameters !== null) {
    await app.ctx.database.db.insert(searchParameters).values({ platformIds: [1, 2], ...parameters, searchId: search.id });
  }
  return search;
}

/** An active subscription to a plan by code (free, plus, pro). */
export async function subscribe(app: App, userId: number, planCode: string, values: Partial<typeof subscriptions.$inferInsert> = {}) {
  const db = app.ctx.database.db;
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.code, planCode));
  if (!plan) throw new Error(`no plan ${planCode}`);
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, planId: plan.id, status: 'active', ...values })
    .returning();
  return row;
}

export type Expert = SignedIn & { profileId: number };

/** A signed-in expert with a profile whose payment account is ready unless `paymentsReady: false`. */
export async function createExpert(app: App, options: { name?: string; blocked?: boolean; paymentsReady?: boolean } = {}): Promise<Expert> {
  const expert = await signIn(app, { role: 'expert', name: options.name });
  const ready = options.paymentsReady ?? true;
  const [profile] = await app.ctx.database.db
    .insert(expertProfiles)
    .values({
      userId: expert.user.id,
      description: 'Experto en coches de segunda mano',
      stripeAccountId: ready ? `local_acct_test_${expert.user.id}` : null,
      paymentsReadyAt: ready ? new Date() : null,
    })
    .returning();
  if (options.blocked) await signIn(app, { email: expert.user.email, role: 'expert', blocked: true });
  return { ...expert, profileId: profile.id };
}

export async function createService(app: App, expertProfileId: number, values: Partial<typeof searchServices.$inferInsert> = {}) {
  const [row] = await app.ctx.database.db
    .insert(searchServices)
    .values({
      expertProfileId,
      categoryId: 1,
      serviceTypeId: 1,
      priceCents: 4950,
      conditions: 'Revisión completa',
      durationHours: 48,
      imageUrls: ['/uploads/s.jpg'],
      ...values,
    })
    .returning();
  return row;
}

export async function createHire(
  app: App,
  values: Pick<typeof searchHires.$inferInsert, 'searchId' | 'serviceId' | 'clientId' | 'expertId'> &
    Partial<Pick<typeof searchHires.$inferInsert, 'status' | 'amountCents'>>,
) {
  const [row] = await app.ctx.database.db
    .insert(searchHires)
    .values({ amountCents: 4950, status: 'pending', ...values })
    .returning();
  return row;
}

/** Hires `expert` for the search (an expert profile and a service are made for them when missing). */
export async function hireExpert(app: App, search: SearchRow, expert: Owner, status: (typeof searchHires.$inferInsert)['status'] = 'accepted') {
  const db = app.ctx.database.db;
  let [profile] = await db.select().from(expertProfiles).where(eq(expertProfiles.userId, expert.user.id)).limit(1);
  if (!profile) [profile] = await db.insert(expertProfiles).values({ userId: expert.user.id, description: 'Experto en coches de segunda mano' }).returning();
  const service = await createService(app, profile.id, {
    categoryId: search.categoryId,
    serviceTypeId: 1,
    priceCents: 4900,
    conditions: 'Búsqueda web completa',
    durationHours: 24,
    imageUrls: [],
  });
  return createHire(app, { searchId: search.id, serviceId: service.id, clientId: search.userId, expertId: expert.user.id, status, amountCents: 4900 });
}

export async function createReview(app: App, values: { hireId: number; reviewerId: number; expertId: number; score: number }) {
  const [row] = await app.ctx.database.db
    .insert(reviews)
    .values({ description: 'Muy buen servicio', ...values })
    .returning();
  return row;
}

/** A car ad as a feed would bring it, with its first price in the history. */
export async function createAd(app: App, values: Partial<typeof ads.$inferInsert> = {}): Promise<AdRow> {
  const n = next();
  const [ad] = await app.ctx.database.db
    .insert(ads)
    .values({
      platformId: 100,
      externalId: `feed-${n}-${Date.now()}`,
      title: `Volkswagen Golf ${n}`,
      description: 'Volkswagen Golf 1.6 TDI, un solo propietario, revisiones al día en concesionario oficial.',
      price: 12000 + n,
      url: `https://feed.example.com/ads/${n}`,
      images: [`https://img.example.com/${n}-1.jpg`, `https://img.example.com/${n}-2.jpg`],
      categoryId: 1,
      province: 'Madrid',
      city: 'Madrid',
      latitude: 40.42,
      longitude: -3.7,
      sellerType: 'particular',
      publishDate: new Date('2025-01-10T10:00:00Z'),
      attributes: { year: 2018, km: 90000, fuel: 'diésel' },
      ...values,
    })
    .returning();
  await app.ctx.database.db.insert(adPriceHistory).values({ adId: ad.id, price: ad.price, seenAt: ad.firstSeenAt });
  return ad;
}

export async function addResult(
  app: App,
  search: { id: number },
  ad: { id: number },
  values: Partial<Omit<typeof searchResults.$inferInsert, 'searchId' | 'adId'>> = {},
): Promise<ResultRow> {
  const [row] = await app.ctx.database.db
    .insert(searchResults)
    .values({
      finalScore: 50,
      goodThings: ['Precio en línea con anuncios similares'],
      badThings: ['Solo 2 fotos'],
      ...values,
      searchId: search.id,
      adId: ad.id,
    })
    .returning();
  return row;
}

/** An ad found by a search, in one call. */
export async function createResult(
  app: App,
  search: { id: number },
  adValues: Partial<typeof ads.$inferInsert> = {},
  resultValues: Parameters<typeof addResult>[3] = {},
) {
  const ad = await createAd(app, adValues);
  const result = await addResult(app, search, ad, resultValues);
  return { ad, result };
}

/** `count` bare ads (title, price, URL) found by the search; the first `fresh` of them still new. */
export async function addResults(app: App, searchId: number, count: number, fresh = count) {
  const db = app.ctx.database.db;
  for (let i = 0; i < count; i += 1) {
    const n = next();
    const [ad] = await db
      .insert(ads)
      .values({ platformId: 100, externalId: `fx-${n}-${Date.now()}`, title: `Anuncio ${n}`, price: 1000 + n, url: `https://example.com/${n}`, categoryId: 1 })
      .returning();
    await db.insert(searchResults).values({ searchId, adId: ad.id, finalScore: 70, isNew: i < fresh });
  }
}
