import { sql } from 'drizzle-orm';
import { CATEGORIES, PLATFORMS, SERVICE_TYPES, SUBSCRIPTION_PLANS } from '@ojeador/shared';
import type { Db } from './client.js';
import { categories, platforms, serviceTypes, subscriptionPlans } from './schema/index.js';

/** Reference data: idempotent, safe on every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(CATEGORIES.map(({ id, name }) => ({ id, name })))
    .onConflictDoUpdate({ target: categories.id, set: { name: sql`excluded.name` } });
  await db
    .insert(serviceTypes)
    .values(SERVICE_TYPES.map(({ id, name }) => ({ id, name })))
    .onConflictDoUpdate({ target: serviceTypes.id, set: { name: sql`excluded.name` } });
  await db
    .insert(platforms)
    .values(PLATFORMS.map((p) => ({ ...p })))
    .onConflictDoNothing();
  await db
    .insert(subscriptionPlans)
    .values(SUBSCRIPTION_PLANS.map((p) => ({ ...p })))
    .onConflictDoUpdate({
      target: subscriptionPlans.id,
      set: {
        name: sql`excluded.name`,
        monthlyPriceCents: sql`excluded.monthly_price_cents`,
        maxSearches: sql`excluded.max_searches`,
        minSearchIntervalHours: sql`excluded.min_search_interval_hours`,
      },
    });
}
