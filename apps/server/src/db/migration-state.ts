import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { executeRows, migrationsFolder, type Executor } from './client.js';

let newest: number | undefined;

/** The newest migration this build ships: its journal `when`, which drizzle's migrator records as `created_at`. */
export function newestMigrationMillis(): number {
  if (newest === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
    newest = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newest;
}

/**
 * Whether the database has every migration of this build. drizzle applies the journal's migrations newer than the
 * newest it recorded, so the newest recorded one tells. Throws when the migrations table cannot be read.
 */
export async function migrationsApplied(db: Executor): Promise<boolean> {
  const [row] = await executeRows<{ newest: string | number | null }>(db, sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
  return Number(row?.newest ?? 0) >= newestMigrationMillis();
}
