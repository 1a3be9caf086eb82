import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose `epoch` the database itself bumps when a transaction writes any table the hot reads depend on
 * (deferred triggers of migration 0012, decision 025): the read cache keys its answers by it.
 */
export const readEpoch = pgTable('read_epoch', {
  id: integer('id').primaryKey().default(1),
  epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
});
