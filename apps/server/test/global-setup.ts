import pg from 'pg';
import { dropPostgresDatabases } from './database-template.js';
import { workerDatabasePrefix } from './test-database.js';

/**
 * Names this run (its workers' databases carry the name) and, when it ends, drops the PostgreSQL databases its
 * workers cloned. Runs in vitest's main process, before the workers start (docs/operations.md, "The test suite").
 */
export default function setup() {
  process.env.OJEADOR_TEST_RUN = `${Date.now().toString(36)}${process.pid}`;
  return async function teardown() {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl || process.env.TEST_DB !== 'postgres') return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    let names: string[];
    try {
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [workerDatabasePrefix()]);
      names = rows.map((row) => row.datname);
    } finally {
      await admin.end();
    }
    await dropPostgresDatabases(adminUrl, names);
  };
}
