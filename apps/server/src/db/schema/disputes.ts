import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { searchHires } from './marketplace.js';
import { users } from './users.js';

/** A hire's dispute, opened by the customer and resolved by the administrator for one side or with a split. */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    hireId: integer('hire_id')
      .notNull()
      .unique()
      .references(() => searchHires.id),
    reason: text('reason').notNull(),
    resolution: text('resolution'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    /** Null for a split: then the two parts below say what each side got. */
    resolvedInFavorOfClient: boolean('resolved_in_favor_of_client'),
    /** A split's refund to the customer and payout to the expert (before commission); they add up to the held price. */
    splitClientCents: integer('split_client_cents'),
    splitExpertCents: integer('split_expert_cents'),
    resolvedBy: integer('resolved_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'disputes_split_parts',
      sql`(${t.splitClientCents} is null and ${t.splitExpertCents} is null) or (${t.splitClientCents} >= 0 and ${t.splitExpertCents} >= 0)`,
    ),
  ],
);
