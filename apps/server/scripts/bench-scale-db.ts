/**
 * What a bench:scale poll costs the database (scripts/bench-scale.ts): the PostgreSQL server's CPU, read from /proc
 * (the server runs on this machine; every process named `postgres`, and the backends that ended, counted by the
 * postmaster's reaped children), and the bytes it wrote: WAL, and the size of `search_results`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { executeRows, type Executor } from '../src/db/client.js';

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) the PostgreSQL server used so far, or NaN where /proc does not show it. */
export function postgresCpuS(): number {
  let ticks = 0;
  let seen = false;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return Number.NaN;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      // Fields after the command: state is the 3rd field, utime the 14th, stime, cutime, cstime the 15th to 17th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      seen = true;
    } catch {
      // A process that ended meanwhile.
    }
  }
  return seen ? ticks / TICKS_PER_SECOND : Number.NaN;
}

/** Where the write-ahead log is now (PostgreSQL and PGlite), to measure the bytes written since. */
export async function walPosition(db: Executor): Promise<string | null> {
  try {
    const [row] = await executeRows<{ lsn: string }>(db, sql`select pg_current_wal_lsn()::text as lsn`);
    return row.lsn;
  } catch {
    return null;
  }
}

/** WAL bytes written since `from` (walPosition), or NaN. */
export async function walBytesSince(db: Executor, from: string | null): Promise<number> {
  if (from === null) return Number.NaN;
  const [row] = await executeRows<{ bytes: string }>(db, sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${from}::pg_lsn)::text as bytes`);
  return Number(row.bytes);
}

/** The bytes `search_results` takes with its indexes and TOAST. */
export async function resultsTableBytes(db: Executor): Promise<number> {
  const [row] = await executeRows<{ bytes: string }>(db, sql`select pg_total_relation_size('search_results')::text as bytes`);
  return Number(row.bytes);
}
