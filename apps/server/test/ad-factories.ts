import { eq } from 'drizzle-orm';
import type { App } from '../src/app.js';
import { adPriceHistory, ads, expertProfiles, searches, searchHires, searchParameters, searchResults, searchServices } from '../src/db/schema/index.js';

/** Searches, ads, results and hires written straight to the database (no searches API needed). */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

type Owner = { user: { id: number } };
import type { AdRow, ResultRow, SearchRow } from '../src/db/rows.js';

export type { AdRow, ResultRow, SearchRow };

export async function createSearch(
  app: App,
  owner: Owner,
  options: { categoryId?: number; title?: string; description?: string; parameters?: Partial<typeof searchParameters.$inferInsert> | null } = {},
): Promise<SearchRow> {
  const n = next();
  const [search] = await app.ctx.database.db
    .insert(searches)
    .values({
      userId: owner.user.id,
      title: options.title ?? `Búsqueda ${n}`,
      description: options.description ?? 'Busco un coche familiar en buen estado',
      categoryId: options.categoryId ?? 1,
      frequencyHours: 6,
    })
    .returning();
  if (options.parameters !== null) {
    await app.ctx.database.db.insert(searchParameters).values({ platformIds: [1, 2], ...options.parameters, searchId: search.id });
  }
  return search;
}

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

/** Hires `expert` for the search (an expert profile and a service are made for them when missing). */
export async function hireExpert(app: App, search: SearchRow, expert: Owner, status: (typeof searchHires.$inferInsert)['status'] = 'accepted') {
  const db = app.ctx.database.db;
  let [profile] = await db.select().from(expertProfiles).where(eq(expertProfiles.userId, expert.user.id)).limit(1);
  if (!profile) [profile] = await db.insert(expertProfiles).values({ userId: expert.user.id, description: 'Experto en coches de segunda mano' }).returning();
  const [service] = await db
    .insert(searchServices)
    .values({ expertProfileId: profile.id, categoryId: search.categoryId, serviceTypeId: 1, priceCents: 4900, conditions: 'Búsqueda web completa' })
    .returning();
  const [hire] = await db
    .insert(searchHires)
    .values({ searchId: search.id, serviceId: service.id, clientId: search.userId, expertId: expert.user.id, status, amountCents: 4900 })
    .returning();
  return hire;
}
