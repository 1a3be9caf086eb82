import { sql } from 'drizzle-orm';
import type { Point, SourceErrorKind } from '@ojeador/shared';
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories, platforms } from './reference.js';
import { searches } from './searches.js';
import { users } from './users.js';

export type AdAttributes = { year?: number; km?: number; fuel?: string; rooms?: number; sqm?: number };

export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    url: text('url').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    sellerType: text('seller_type', { enum: ['particular', 'professional', 'dealer'] })
      .notNull()
      .default('particular'),
    publishDate: timestamp('publish_date', { withTimezone: true }),
    highlighted: boolean('highlighted').notNull().default(false),
    /** The platform says the seller holds the ad for a buyer (Wallapop `reserved.flag`): shown "Reservado", never alerted as new. */
    reserved: boolean('reserved').notNull().default(false),
    attributes: jsonb('attributes').$type<AdAttributes>().notNull().default({}),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Engine 2 (decision 029): the poll location that last delivered the ad; null for hand-added ads. */
    source: text('source'),
    /** Hash of what the source said about the ad: an unchanged ad costs this comparison and nothing more. */
    contentHash: text('content_hash'),
    /** Missing from a complete poll of its source: "Ya no disponibles" at once; cleared if it comes back. */
    goneAt: timestamp('gone_at', { withTimezone: true }),
    /** Last time the stored ad changed (new, edited, gone or back): the engine's ad catalog reloads from here. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The transaction that last changed what the ad catalog holds (set by a trigger, migration 0019): the catalog
     * re-reads from its last snapshot's oldest running transaction, exactly what it may have missed (decision 029).
     */
    changeXid: bigint('change_xid', { mode: 'number' }),
    /** The car's fingerprints (engine/ingest/repost.ts): a new ad sharing one with this ad is this ad reposted. */
    fingerprints: text('fingerprints')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the seller last reposted the ad (a new platform id merged into this row), and its price just before. */
    repostedAt: timestamp('reposted_at', { withTimezone: true }),
    repostPrice: integer('repost_price'),
  },
  (t) => [
    uniqueIndex('ads_platform_external_idx').on(t.platformId, t.externalId),
    index('ads_category_idx').on(t.categoryId),
    index('ads_changed_at_idx').on(t.changedAt),
    index('ads_change_xid_idx').on(t.changeXid),
    // A location's live ads, and those of them not seen for a day (ingest.ts touches them when the source is unchanged).
    index('ads_source_seen_idx').on(t.source, t.lastSeenAt),
    index('ads_fingerprints_idx').using('gin', t.fingerprints),
  ],
);

export const adPriceHistory = pgTable(
  'ad_price_history',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ad_price_history_ad_idx').on(t.adId)],
);

/**
 * Ads written by a poll whose percolation has not committed yet (decision 029's "ingested and percolated"): the ad's
 * content hash counts only once its row here is gone, so an interrupted poll writes and percolates it again. Two
 * narrow writes per ad instead of rewriting the whole ad row, its seven indexes and its triggers to set the hash.
 */
export const adsUnpercolated = pgTable('ads_unpercolated', {
  // No foreign key: ads are never deleted, and its check was a fifth of a batch's insert.
  adId: integer('ad_id').primaryKey(),
});

export const searchResults = pgTable(
  'search_results',
  {
    id: serial('id').primaryKey(),
    searchId: integer('search_id')
      .notNull()
      .references(() => searches.id, { onDelete: 'cascade' }),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    finalScore: integer('final_score').notNull().default(0),
    goodThings: text('good_things')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    badThings: text('bad_things')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isNew: boolean('is_new').notNull().default(true),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    origin: text('origin', { enum: ['auto', 'manual'] })
      .notNull()
      .default('auto'),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set aside by an edit of the search's parameters (no longer matching): kept, not listed; cleared when it matches again. */
    excludedAt: timestamp('excluded_at', { withTimezone: true }),
    /** When an alert (digest or instant) told the owner about this result; null: still owed. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    /** The customer's wishes (docs/scoring.md "Grouping"): 0 breaks none, 1 exactly one, 2 more. The page's first key. */
    wishGroup: smallint('wish_group').notNull().default(0),
    /** Group 1: the bad point of the one wish the ad breaks. */
    brokenWish: text('broken_wish'),
    /** The points as codes and values (decision 031); null on results stored before them, shown by their texts. */
    points: jsonb('points').$type<{ good: Point[]; bad: Point[]; broken: number | null }>(),
    /**
     * Gone from its source ("Ya no disponibles"): its ad's gone_at is set and it was not added by hand. Kept by the
     * database (migration 0040's trigger on ads), so the results page counts and filters it without reading the ads.
     */
    gone: boolean('gone').notNull().default(false),
    /**
     * The ad's price and its likes, kept on the result by the database (migration 0041's triggers on ads and likes) so
     * that the price and popular orders read an index of the search's results like score and latest.
     */
    price: integer('price').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('search_results_search_ad_idx').on(t.searchId, t.adId),
    index('search_results_ad_idx').on(t.adId),
    // The results page's keyset orders (results.repository.ts ORDERS): a page reads its rows in index order and
    // stops at the limit instead of joining and sorting every result of the search (read backwards for desc). The
    // wish group comes first, ascending: negated, so that a backwards read gives it ascending (migration 0020).
    index('search_results_search_group_score_idx').on(t.searchId, sql`(-${t.wishGroup})`, t.finalScore, t.id),
    index('search_results_search_group_id_idx').on(t.searchId, sql`(-${t.wishGroup})`, t.id),
    index('search_results_search_group_price_idx').on(t.searchId, t.wishGroup, t.price, t.id),
    index('search_results_search_group_popular_idx').on(t.searchId, sql`(-${t.wishGroup})`, t.likeCount, t.finalScore, t.id),
    // What a poll counts of a search's results below the floor (decision 035; 70 is RESULT_FLOOR_SCORE in
    // engine/result-retention.ts): only those rows, a hundred or so per search.
    index('search_results_below_floor_idx')
      .on(t.searchId)
      .where(sql`final_score < 70`),
    // The results page asks whether a search has hand-added results (the open hire's expert's come first).
    index('search_results_manual_idx')
      .on(t.searchId)
      .where(sql`origin = 'manual'`),
    // The alert sweeps read only the results still owed an alert.
    index('search_results_unalerted_idx')
      .on(t.searchId)
      .where(sql`alerted_at is null`),
  ],
);

export const likes = pgTable(
  'likes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('likes_user_ad_idx').on(t.userId, t.adId), index('likes_ad_idx').on(t.adId)],
);

export const filteredResults = pgTable(
  'filtered_results',
  {
    id: serial('id').primaryKey(),
    searchId: integer('search_id')
      .notNull()
      .references(() => searches.id, { onDelete: 'cascade' }),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('filtered_results_search_ad_idx').on(t.searchId, t.adId)],
);

/**
 * One row per poll location (decision 029): a feed file or URL, or one coarse Wallapop query. Polls are claimed
 * from here (`lease_until`), so exactly one worker reads a location at a time and a crashed poll's lease runs out.
 */
export const sourcePolls = pgTable('source_polls', {
  location: text('location').primaryKey(),
  /** The source it belongs to ('feed', 'wallapop'): the freshness a search screen shows is per source. */
  source: text('source').notNull(),
  nextPollAt: timestamp('next_poll_at', { withTimezone: true }).notNull().defaultNow(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** Who holds the lease (a token per claim): only its holder renews, hands back or finishes the poll. */
  leaseOwner: text('lease_owner'),
  lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
  /** Last poll that read new content (not a 304, not an unchanged file). */
  lastChangedAt: timestamp('last_changed_at', { withTimezone: true }),
  /** The last poll's failure, for the administrator (URL query strings redacted); null after a poll that worked. */
  lastError: text('last_error'),
  /** What customers are told of that failure: unreachable, invalid, too-large or internal (SOURCE_ERROR_KINDS). */
  lastErrorKind: text('last_error_kind').$type<SourceErrorKind>(),
  /** The last poll that did not fail (read, or found unchanged). */
  lastGoodAt: timestamp('last_good_at', { withTimezone: true }),
  /** Ads and bad lines (or items) of the last poll that read something. */
  lastReadCount: integer('last_read_count'),
  lastBadCount: integer('last_bad_count'),
  etag: text('etag'),
  lastModified: text('last_modified'),
  fileSize: doublePrecision('file_size'),
  fileMtimeMs: doublePrecision('file_mtime_ms'),
  /** Hash of the whole body last read: a file rewritten with the same bytes is not read line by line again. */
  bodyHash: text('body_hash'),
  /** "Buscar ahora" asks for an early poll at most once a minute per location. */
  earlyRequestedAt: timestamp('early_requested_at', { withTimezone: true }),
  /** What a coarse query asks (Wallapop: category and area), null for feed locations. */
  query: jsonb('query').$type<Record<string, unknown>>(),
});

export const sourceStatus = pgTable('source_status', {
  source: text('source').primaryKey(),
  state: text('state', { enum: ['ok', 'degraded', 'paused'] })
    .notNull()
    .default('ok'),
  lastOkAt: timestamp('last_ok_at', { withTimezone: true }),
  lastError: text('last_error'),
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
});
