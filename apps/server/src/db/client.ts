import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { timeSlicer } from '../lib/time-slice.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/**
 * What repositories run queries on: the database or one of its transactions (a transaction satisfies
 * this type too, so the same repository method runs inside or outside a unit of work).
 */
export type Executor = PgDatabase<PgQueryResultHKT, Schema>;
/** The database itself (an Executor); the name says "not inside a transaction". */
export type Db = Executor;
/** The unit of work: runs `work` in one transaction; repository calls given `tx` join it. */
export type Transact = <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;

export const transactionsOn =
  (db: Executor): Transact =>
  (work) =>
    db.transaction((tx) => work(tx));

/** The rows of a raw `execute` (PGlite and node-postgres both answer `{ rows }`). */
export async function executeRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: unknown[] };
  return (result.rows ?? []) as T[];
}
export type DbKind = 'pglite' | 'postgres';

/** Runs raw SQL for pg-boss: with values as one statement, without values as a script. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type Database = {
  kind: DbKind;
  db: Db;
  executeSql: ExecuteSql;
  /** For pg-boss on PostgreSQL: its own pool from the same URL. */
  connectionString?: string;
  /** Runs start-up work while no other process on this database does (PGlite has one process). */
  withStartupLock?: <T>(work: () => Promise<T>) => Promise<T>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** `snapshot`: a data directory dumped by `dumpDataDir` (tests start from a migrated copy instead of migrating). */
export async function openPglite(dataDir: string | null, options: { snapshot?: Blob } = {}): Promise<Database & { dump(): Promise<Blob> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(path.join(dataDir, 'pglite')) : new PGlite({ loadDataDir: options.snapshot });
  await client.waitReady;
  const database = pgliteDatabase(client);
  await migratePglite(database.db as never, { migrationsFolder });
  // PGlite has no autovacuum, so nothing else ever gathers planner statistics: without them every table looks
  // empty and the results page sorts all of a search's results instead of reading its index (docs/operations.md).
  await client.exec('ANALYZE');
  return { ...database, dump: () => client.dumpDataDir('none') };
}

/**
 * PGlite answers in the same thread, so a chain of awaited queries (a poll's batches, a run) is all microtasks: the
 * event loop never reaches its sockets and every request waits for the whole chain (5 s of a first poll's 8 s).
 * After a query, once 10 ms passed since the loop last had a turn, this gives it one (lib/time-slice.ts).
 */
function givingWay(client: PGlite): PGlite {
  const giveWay = timeSlicer();
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property !== 'query' && property !== 'exec') return method.bind(target);
      return async (...args: unknown[]) => {
        const result = await method.apply(target, args);
        await giveWay();
        return result;
      };
    },
  });
}

/** The Database over an open PGlite client, without migrating it (the tests lend one client to many files). */
export function pgliteDatabase(open: PGlite): Database {
  const client = givingWay(open);
  const db: Db = drizzlePglite(client, { schema });
  const executeSql: ExecuteSql = async (text, values) => {
    if (values && values.length) return { rows: (await client.query(text, values)).rows };
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  return { kind: 'pglite', db, executeSql, close: () => client.close() };
}

export async function openPostgres(connectionString: string, options: { max?: number } = {}): Promise<Database> {
  // A request waits at most this long for a connection: during an outage it answers 503 instead of hanging.
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection (server restart, database dropped) must not crash the process.
  pool.on('error', (error) => console.warn('[postgres] idle client error:', error.message));
  const db: Db = drizzlePg(pool, { schema });
  await withAdvisoryLock(pool, STARTUP_LOCK, (client) => migratePg(drizzlePg(client) as never, { migrationsFolder }));
  const executeSql: ExecuteSql = async (text, values) => ({ rows: (await pool.query(text, values as unknown[])).rows });
  return {
    kind: 'postgres',
    db,
    executeSql,
    connectionString,
    withStartupLock: (work) => withAdvisoryLock(pool, STARTUP_LOCK, () => work()),
    close: () => pool.end(),
  };
}

/** Serialises start-up work (migrations, queue creation) across processes sharing one database. */
export const STARTUP_LOCK = 7_341_001;

export async function withAdvisoryLock<T>(pool: pg.Pool, key: number, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
