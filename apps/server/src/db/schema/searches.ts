import type { SearchPreferences, StoredNearMisses } from '@ojeador/shared';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { categories, serviceTypes } from './reference.js';
import { users } from './users.js';

export const searches = pgTable(
  'searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    frequencyHours: integer('frequency_hours').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isRevised: boolean('is_revised').notNull().default(false),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    lastExecution: timestamp('last_execution', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last accepted "run now": one per search per cooldown. */
    manualRunRequestedAt: timestamp('manual_run_requested_at', { withTimezone: true }),
    /** When a run was last queued by hand or by an edit (database time): "queued" until a run starts after it. */
    runQueuedAt: timestamp('run_queued_at', { withTimezone: true }),
    /** "Alertas al momento" (Plus and Pro): results scoring 70+ alerted within a minute of the poll that found them. */
    instantAlerts: boolean('instant_alerts').notNull().default(true),
    /** At most one instant alert per search per 10 minutes; later results wait for the next one. */
    lastInstantAlertAt: timestamp('last_instant_alert_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('searches_user_idx').on(t.userId), index('searches_due_idx').on(t.isActive, t.nextRunAt)],
);

export const searchParameters = pgTable('search_parameters', {
  searchId: integer('search_id')
    .primaryKey()
    .references(() => searches.id, { onDelete: 'cascade' }),
  keywords: text('keywords').notNull().default(''),
  userSearch: text('user_search').notNull().default(''),
  locationRangeKm: integer('location_range_km'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  minPrice: integer('min_price'),
  maxPrice: integer('max_price'),
  brandId: integer('brand_id'),
  modelId: integer('model_id'),
  platformIds: integer('platform_ids').array().notNull().default([]),
  strictMatchOnly: boolean('strict_match_only').notNull().default(false),
  serviceTypeId: integer('service_type_id').references(() => serviceTypes.id),
  /** What the customer's words ask for (shared searchPreferencesSchema); null: never set, read from keywords + user_search. */
  preferences: jsonb('preferences').$type<SearchPreferences>(),
});

/**
 * What queued a run: the scheduler's tick (or a search's first run), the customer's "run now", an edit of the
 * parameters (that run also sets aside the results the new parameters no longer match), or a source poll whose new
 * ads matched the search (logged after the fact, never queued).
 */
export const RUN_TRIGGERS = ['schedule', 'manual', 'edit', 'poll'] as const;

/** One row per executed run: the run's log (what was read, matched, new, skipped). */
export const searchRuns = pgTable(
  'search_runs',
  {
    id: serial('id').primaryKey(),
    searchId: integer('search_id')
      .notNull()
      .references(() => searches.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: RUN_TRIGGERS }).notNull(),
    worker: text('worker').notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] })
      .notNull()
      .default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    adsRead: integer('ads_read').notNull().default(0),
    badLines: integer('bad_lines').notNull().default(0),
    matched: integer('matched').notNull().default(0),
    newResults: integer('new_results').notNull().default(0),
    priceChanges: integer('price_changes').notNull().default(0),
    /** Results an edit run set aside (no longer matching), and earlier set-aside results matching again. */
    excludedResults: integer('excluded_results').notNull().default(0),
    restoredResults: integer('restored_results').notNull().default(0),
    error: text('error'),
    /** The run's near misses (shared storedNearMissesSchema); null on runs before they were counted, or failed. */
    nearMisses: jsonb('near_misses').$type<StoredNearMisses>(),
  },
  (t) => [
    index('search_runs_search_idx').on(t.searchId, t.startedAt),
    // The scheduler's lost-run sweep reads only running rows, every tick, on every worker.
    index('search_runs_running_idx')
      .on(t.startedAt)
      .where(sql`status = 'running'`),
  ],
);
