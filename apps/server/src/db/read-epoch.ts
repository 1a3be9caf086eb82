import type { Database } from './client.js';

/**
 * The epoch of a cached read: the sum of its scopes' epochs, which the database bumps at the commit of every tracked
 * write that touches them (migration 0039, decision 038). A scope without a row is at 0; every bump raises the sum.
 */
export function readEpochOf(database: Pick<Database, 'executeSql'>): (scopes: readonly string[]) => Promise<number | null> {
  return async (scopes) => {
    const { rows } = await database.executeSql("select coalesce(sum(epoch), 0)::text as epoch from read_epochs where scope = any(string_to_array($1, ','))", [
      scopes.join(','),
    ]);
    const row = rows[0] as { epoch: string | number } | undefined;
    return row ? Number(row.epoch) : null;
  };
}
