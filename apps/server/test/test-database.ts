import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed.js';

/** TEST_DB=postgres (set by the vitest project) uses TEST_DATABASE_URL; otherwise PGlite in memory. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh, migrated and seeded database for one test file. */
export async function createTestDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') {
    const database = await openPglite(null);
    await seedReferenceData(database.db);
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `ojeador_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(withDatabase(adminUrl, name), { max: 5 });
  await seedReferenceData(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
