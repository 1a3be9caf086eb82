import { eq } from 'drizzle-orm';
import {
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
} from '../src/db/schema/index.js';
import type { App } from '../src/app.js';
import { signIn, type SignedIn } from './factories.js';

let sequence = 0;
const next = () => ++sequence;

type SearchInsert = typeof searches.$inferInsert;

/** A search row straight in the database (no limits applied), optionally with parameters. */
export async function createSearch(
  app: App,
  userId: number,
  overrides: Partial<SearchInsert> & { parameters?: Partial<typeof searchParameters.$inferInsert> } = {},
) {
  const { parameters, ...values } = overrides;
  const n = next();
  const [row] = await app.ctx.database.db
    .insert(searches)
    .values({ userId, title: `Búsqueda ${n}`, description: `Descripción ${n}`, categoryId: 1, frequencyHours: 6, ...values })
    .returning();
  if (parameters) await app.ctx.database.db.insert(searchParameters).values({ searchId: row.id, keywords: 'golf', platformIds: [1, 2], ...parameters });
  return row;
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

/** A signed-in expert with a profile. */
/** An expert with a profile whose payment account is ready unless `paymentsReady: false`. */
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
  values: { searchId: number; serviceId: number; clientId: number; expertId: number; status?: (typeof searchHires.$inferInsert)['status'] },
) {
  const [row] = await app.ctx.database.db
    .insert(searchHires)
    .values({ amountCents: 4950, status: 'pending', ...values })
    .returning();
  return row;
}

export async function createReview(app: App, values: { hireId: number; reviewerId: number; expertId: number; score: number }) {
  const [row] = await app.ctx.database.db
    .insert(reviews)
    .values({ description: 'Muy buen servicio', ...values })
    .returning();
  return row;
}

/** `count` ads found by the search; the first `fresh` of them still new. */
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
