import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const serviceTypes = pgTable('service_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const platforms = pgTable('platforms', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

export const subscriptionPlans = pgTable('subscription_plans', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  monthlyPriceCents: integer('monthly_price_cents').notNull(),
  maxSearches: integer('max_searches').notNull(),
  minSearchIntervalHours: integer('min_search_interval_hours').notNull(),
});
