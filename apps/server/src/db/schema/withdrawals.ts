import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { payments } from './marketplace.js';
import { users } from './users.js';

/**
 * Money of a user's available balance sent back to a card payment that brought it (decision 037): one row per
 * card payment a withdrawal draws on. `due` from the moment the balance is held for it until the provider
 * refunded that part (`refunded`); the twice-daily reconciliation retries a `due` one.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    cents: integer('cents').notNull(),
    status: text('status', { enum: ['due', 'refunded'] })
      .notNull()
      .default('due'),
    /** The provider's refund, once made. */
    refundRef: text('refund_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawals_payment_idx').on(t.paymentId),
    index('withdrawals_user_idx').on(t.userId),
    index('withdrawals_due_idx')
      .on(t.id)
      .where(sql`status = 'due'`),
    check('withdrawals_cents_positive', sql`cents > 0`),
  ],
);
