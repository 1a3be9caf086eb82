import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The epochs the database itself bumps at the commit of a transaction that writes what the hot reads depend on, one
 * per scope: `global`, `user:{id}`, `search:{id}`, `results:{id}` (triggers of migration 0039, decision 038). The read cache keys an
 * answer by the sum of its scopes' epochs; a scope without a row is at 0.
 */
export const readEpochs = pgTable('read_epochs', {
  scope: text('scope').primaryKey(),
  epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
});

/**
 * Bumped by the database when what the engine's percolation index holds may have changed (a search created,
 * deleted, activated, moved, run for the first time, its parameters edited, its owner blocked or deleted): each
 * worker rebuilds its index when it moves (migration 0017, decision 029).
 */
export const searchIndexEpoch = pgTable('search_index_epoch', {
  id: integer('id').primaryKey().default(1),
  epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
});
