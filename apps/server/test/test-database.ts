import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres, pgliteDatabase, type Database } from '../src/db/client.js';
import { captureTemplate, checkAgainstTemplate, resetToTemplate, type TemplateState } from './database-reset.js';
import { clonePostgresTemplate, pgliteTemplate } from './database-template.js';

/** TEST_DB=postgres (set by the vitest project) uses TEST_DATABASE_URL; otherwise PGlite in memory. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * One database per test worker, not per file (docs/operations.md, "The test suite"). A worker clones its database
 * from the migrated template once (a PGlite instance loaded from the dumped template, or a PostgreSQL database
 * created from the template database) and lends it to one file at a time: each loan starts with a reset to the
 * template and a check that every table is back to the template's rows. Closing the loan's handle ends the loan:
 * queries through it fail from then on, as on a closed database, so work a file left running cannot write into the
 * next file's data. A file that needs a second database at once gets a second one, kept for later loans too.
 */
type Slot = {
  /** Opens this loan's handle on the slot's database. */
  open(onClose: () => void): Promise<Database>;
  reset(): Promise<void>;
};

const idle: Slot[] = [];
/** How many databases this worker has cloned and lent, for the test that proves the loans are isolated. */
export const testDatabaseCounts = { cloned: 0, lent: 0 };

/** A migrated, seeded database at its template state, for one test file (close it when done). */
export async function createTestDatabase(): Promise<Database> {
  let slot = idle.pop();
  if (!slot) {
    slot = await (testDbKind === 'pglite' ? pgliteSlot() : postgresSlot());
    testDatabaseCounts.cloned += 1;
  }
  try {
    await slot.reset();
  } catch (error) {
    // A slot that cannot be reset is dropped, never lent again.
    throw new Error('The test database could not be reset to its template', { cause: error });
  }
  testDatabaseCounts.lent += 1;
  const lent = slot;
  return lent.open(() => idle.push(lent));
}

async function pgliteSlot(): Promise<Slot> {
  const pglite = new PGlite({ loadDataDir: await pgliteTemplate() });
  await pglite.waitReady;
  // As openPglite does: planner statistics, since PGlite has no autovacuum (docs/operations.md).
  await pglite.exec('ANALYZE');
  const worker = pgliteDatabase(pglite);
  const template = await captureTemplate(worker.executeSql);
  return {
    async reset() {
      // Session state a file may have left on the one connection: advisory locks, settings, temporary tables.
      await pglite.exec('DISCARD ALL');
      await resetTo(worker.executeSql, template);
    },
    async open(onClose) {
      let closed = false;
      const guarded = new Proxy(pglite, {
        get(target, property) {
          const value: unknown = Reflect.get(target, property, target);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (closed) throw new Error('The test database was closed');
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const database = pgliteDatabase(guarded);
      return {
        ...database,
        async close() {
          if (closed) return;
          closed = true;
          onClose();
        },
      };
    },
  };
}

async function postgresSlot(): Promise<Slot> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const url = await clonePostgresTemplate(adminUrl, `${workerDatabasePrefix()}${randomBytes(4).toString('hex')}`);
  const admin = await openPostgres(url, { max: 1 });
  const template = await captureTemplate(admin.executeSql);
  return {
    async reset() {
      // Connections a previous file left open (a pool not ended, a spawned process) could hold locks or write later.
      await admin.executeSql('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()', []);
      await resetTo(admin.executeSql, template);
    },
    async open(onClose) {
      const database = await openPostgres(url, { max: 5 });
      let closed = false;
      return {
        ...database,
        async close() {
          if (closed) return;
          closed = true;
          await database.close();
          onClose();
        },
      };
    },
  };
}

async function resetTo(execute: Database['executeSql'], template: TemplateState) {
  await resetToTemplate(execute, template);
  await checkAgainstTemplate(execute, template);
}

/** Worker databases of this run are named after it, so the run's global teardown drops exactly its own. */
export function workerDatabasePrefix() {
  return `ojeador_w_${process.env.OJEADOR_TEST_RUN ?? 'solo'}_`;
}
