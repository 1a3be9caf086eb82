import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { categories, serviceTypes, subscriptionPlans } from './reference.js';
import { searches } from './searches.js';
import { users } from './users.js';

export const expertProfiles = pgTable('expert_profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  profilePictureUrl: text('profile_picture_url'),
  /** The payment provider's account id, stored as soon as the account is created. */
  stripeAccountId: text('stripe_account_id').unique(),
  /** Set when the provider says the account can receive money (the API shows the account id only then). */
  paymentsReadyAt: timestamp('payments_ready_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const searchServices = pgTable(
  'search_services',
  {
    id: serial('id').primaryKey(),
    expertProfileId: integer('expert_profile_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id),
    priceCents: integer('price_cents').notNull(),
    conditions: text('conditions').notNull(),
    durationHours: integer('duration_hours').notNull().default(24),
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_services_lookup_idx').on(t.categoryId, t.serviceTypeId)],
);

export const hireStatuses = ['pending', 'accepted', 'awaiting_client_decision', 'completed', 'disputed', 'dispute_resolved', 'cancelled'] as const;

export const searchHires = pgTable(
  'search_hires',
  {
    id: serial('id').primaryKey(),
    searchId: integer('search_id')
      .notNull()
      .references(() => searches.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => searchServices.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertId: integer('expert_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: hireStatuses }).notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
  },
  (t) => [index('search_hires_search_idx').on(t.searchId), index('search_hires_expert_idx').on(t.expertId), index('search_hires_client_idx').on(t.clientId)],
);

export const hireEvents = pgTable('hire_events', {
  id: serial('id').primaryKey(),
  hireId: integer('hire_id')
    .notNull()
    .references(() => searchHires.id, { onDelete: 'cascade' }),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  note: text('note'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

export const disputes = pgTable('disputes', {
  id: serial('id').primaryKey(),
  hireId: integer('hire_id')
    .notNull()
    .unique()
    .references(() => searchHires.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  resolution: text('resolution'),
  status: text('status', { enum: ['open', 'resolved'] })
    .notNull()
    .default('open'),
  resolvedInFavorOfClient: boolean('resolved_in_favor_of_client'),
  resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    hireId: integer('hire_id')
      .notNull()
      .references(() => searchHires.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertId: integer('expert_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    description: text('description').notNull(),
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reviews_hire_reviewer_idx').on(t.hireId, t.reviewerId)],
);

export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
  providerRef: text('provider_ref').notNull().unique(),
  purpose: text('purpose', { enum: ['topup', 'hire', 'subscription'] }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: ['pending', 'succeeded', 'failed', 'cancelled'] })
    .notNull()
    .default('pending'),
  hireId: integer('hire_id').references(() => searchHires.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind', { enum: ['topup', 'hold', 'release', 'refund', 'payout', 'commission'] }).notNull(),
    hireId: integer('hire_id').references(() => searchHires.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_user_idx').on(t.userId)],
);

export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => subscriptionPlans.id),
  status: text('status', { enum: ['active', 'cancelled', 'past_due'] })
    .notNull()
    .default('active'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  providerRef: text('provider_ref'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
