import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { searchHires } from './marketplace.js';
import { users } from './users.js';

/**
 * The thread between a hire's customer and expert. Kept with the hire (never deleted) so the admin can
 * read it in a dispute; like the other financial rows its user references refuse deletion.
 */
export const hireMessages = pgTable(
  'hire_messages',
  {
    id: serial('id').primaryKey(),
    hireId: integer('hire_id')
      .notNull()
      .references(() => searchHires.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the other party first opened the thread after it arrived. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('hire_messages_hire_idx').on(t.hireId, t.id),
    index('hire_messages_author_idx').on(t.hireId, t.authorId, t.createdAt),
    check('hire_messages_text_length', sql`char_length(text) between 1 and 2000`),
  ],
);
