import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose `epoch` the database itself bumps when a transaction writes any table the hot reads depend on
 * (deferred triggers of migration 0012, decision 025): the read cache keys its answers by it.
 */
export const readEpoch = pgTable('read_epoch', {
  id: integer('id').primaryKey().default(1),
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
