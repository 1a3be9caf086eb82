import type { Database } from './client.js';

/** Reads the data epoch the database bumps at the commit of every tracked write (migration 0012, decision 025). */
export function readEpochOf(database: Pick<Database, 'executeSql'>): () => Promise<number | null> {
  return async () => {
    const { rows } = await database.executeSql('select epoch from read_epoch where id = 1');
    const row = rows[0] as { epoch: string | number } | undefined;
    return row ? Number(row.epoch) : null;
  };
}
