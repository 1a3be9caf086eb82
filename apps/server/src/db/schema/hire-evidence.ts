import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { searchHires } from './marketplace.js';
import { users } from './users.js';

/**
 * Photos and PDFs a hire's customer or expert attached as evidence (the report, a dispute). The file lives in the
 * private store under `file_key` (never served as a public upload): only the parties and the admin read it.
 */
export const hireEvidence = pgTable(
  'hire_evidence',
  {
    id: serial('id').primaryKey(),
    hireId: integer('hire_id')
      .notNull()
      .references(() => searchHires.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['photo', 'pdf'] }).notNull(),
    fileKey: text('file_key').notNull(),
    name: text('name').notNull(),
    /** The in-person checklist's point it shows (`REVIEW_CHECKLISTS` key), or null for the hire as a whole. */
    item: text('item'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hire_evidence_hire_idx').on(t.hireId)],
);
