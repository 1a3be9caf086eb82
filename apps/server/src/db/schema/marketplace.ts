import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { HIRE_STATUSES, LEDGER_TRANSACTION_KINDS, LIVE_HIRE_STATUSES, type ChecklistResult } from '@ojeador/shared';
import { ads } from './ads.js';
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
  (t) => [
    index('search_services_lookup_idx').on(t.categoryId, t.serviceTypeId),
    // Whole cents from 1 cent to 10,000 € (SERVICE_PRICE_MIN/MAX_CENTS in packages/shared).
    check('search_services_price_range', sql`price_cents between 1 and 1000000`),
  ],
);

export const hireStatuses = HIRE_STATUSES;

/** The predicate of the one-live-hire index; an upsert names it to infer that index. */
export const liveHirePredicate = sql.raw(`status in (${LIVE_HIRE_STATUSES.map((status) => `'${status}'`).join(', ')})`);

export type StoredChecklistEntry = { key: string; label: string; result: ChecklistResult; note: string };

/**
 * Financial rows (hires, their events, disputes, reviews, payments, ledger) are never deleted: their
 * user references refuse deletion (the admin anonymises a user instead), and a deleted search leaves
 * its finished hires behind with no search.
 */
export const searchHires = pgTable(
  'search_hires',
  {
    id: serial('id').primaryKey(),
    searchId: integer('search_id').references(() => searches.id, { onDelete: 'set null' }),
    searchTitle: text('search_title'), // The search's title when hired, kept after a delete (decision 036).
    serviceId: integer('service_id')
      .notNull()
      .references(() => searchServices.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    expertId: integer('expert_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: hireStatuses }).notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** When the current state ends by itself: payment window, 72 h to accept, 7 days to decide. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /** The day-before notice of the automatic completion was sent. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    report: text('report'),
    checklist: jsonb('checklist').$type<StoredChecklistEntry[]>(),
    /** The ads of the search's results the expert's report points at. */
    recommendedAdIds: integer('recommended_ad_ids').array(),
    /** The expert's reason for Rechazar, shown to the customer. */
    rejectionReason: text('rejection_reason'),
    adId: integer('ad_id').references(() => ads.id, { onDelete: 'set null' }), // An in-person review of this ad.
  },
  (t) => [
    index('search_hires_search_idx').on(t.searchId),
    index('search_hires_expert_idx').on(t.expertId),
    index('search_hires_client_idx').on(t.clientId),
    // One live hire per search: a double click or a second tab cannot open two.
    uniqueIndex('search_hires_one_live_idx').on(t.searchId).where(liveHirePredicate),
    index('search_hires_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`deadline_at is not null`),
    check('search_hires_amount_positive', sql`amount_cents > 0`),
  ],
);

export const hireEvents = pgTable('hire_events', {
  id: serial('id').primaryKey(),
  hireId: integer('hire_id')
    .notNull()
    .references(() => searchHires.id),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  actorId: integer('actor_id').references(() => users.id),
  note: text('note'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    hireId: integer('hire_id')
      .notNull()
      .references(() => searchHires.id),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id),
    expertId: integer('expert_id')
      .notNull()
      .references(() => users.id),
    score: integer('score').notNull(),
    description: text('description').notNull(),
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_hire_reviewer_idx').on(t.hireId, t.reviewerId),
    index('reviews_expert_idx').on(t.expertId),
    check('reviews_score_range', sql`score between 1 and 5`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    /** The provider's checkout session id, known once the checkout exists. */
    providerRef: text('provider_ref').unique(),
    purpose: text('purpose', { enum: ['topup', 'hire', 'subscription'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * `refund_due`: paid, but for a closed account or a plan that is no longer an upgrade, so it goes back to the
     * card (decision 027); `refunded` once the provider confirmed the refund.
     */
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'cancelled', 'refund_due', 'refunded'] })
      .notNull()
      .default('pending'),
    hireId: integer('hire_id').references(() => searchHires.id),
    /** A plan's checkout or renewal: the plan bought and, once it exists, the subscription it pays. */
    planId: integer('plan_id').references(() => subscriptionPlans.id),
    subscriptionId: integer('subscription_id').references((): AnyPgColumn => subscriptions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** A plan charge: the month it pays for, on its receipt (null when recorded before 0024 or not said by the provider). */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_subscription_idx').on(t.subscriptionId),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    check('payments_amount_positive', sql`amount_cents > 0`),
  ],
);

export const ledgerAccountKinds = ['available', 'held', 'earned', 'commission', 'clearing'] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/**
 * Double-entry ledger (docs/design.md section 8). Accounts: each user's `available`, `held` and `earned`;
 * the platform's `commission` and the provider's `clearing` (user null). A balance is the sum of the
 * account's entries; there is no balance column to drift.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('ledger_accounts_owner_unique').on(t.userId, t.kind).nullsNotDistinct()],
);

/** One movement of money: entries summing to zero, applied once per idempotency key. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** `refund_due`/`card_refund`: a payment going back to the card (clearing → held, then held → clearing; decision 027). */
    kind: text('kind', { enum: LEDGER_TRANSACTION_KINDS }).notNull(),
    hireId: integer('hire_id').references(() => searchHires.id),
    paymentId: integer('payment_id').references(() => payments.id),
    /** What the customer reads in their movements ("Contratación de Web Search"). */
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_transactions_hire_idx').on(t.hireId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id), check('ledger_entries_nonzero', sql`amount_cents <> 0`)],
);

export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's paid plan. `provider` null: granted without a provider (tests, the admin); `local` renews itself
 * each month (the plan clock); `stripe` follows Stripe's webhooks. The plan applies while `status` is active or
 * past_due and `current_period_end` is ahead; `ended_at` is when it stopped (cancelled, replaced, given up).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text('status', { enum: ['active', 'cancelled', 'past_due'] })
      .notNull()
      .default('active'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    provider: text('provider', { enum: ['local', 'stripe'] }),
    providerRef: text('provider_ref'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    uniqueIndex('subscriptions_provider_ref_idx')
      .on(t.providerRef)
      .where(sql`provider_ref is not null`),
    index('subscriptions_period_end_idx')
      .on(t.currentPeriodEnd)
      .where(sql`status in ('active', 'past_due')`),
  ],
);
