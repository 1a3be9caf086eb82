import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrationsFolder, openPglite, openPostgres, type Database } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed.js';

/** TEST_DB=postgres (set by the vitest project) uses TEST_DATABASE_URL; otherwise PGlite in memory. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every test file starts from a migrated, seeded copy instead of migrating again: a PGlite data directory
 * dumped once, or a PostgreSQL template database cloned. The copy is named after what shapes it (migrations,
 * seed and reference data), so a change to any of them builds a new one.
 */
const fingerprint = (() => {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(readFileSync(path.join(migrationsFolder, file)));
  }
  hash.update(readFileSync(path.join(here, '../src/db/seed.ts')));
  hash.update(readFileSync(path.join(here, '../../../packages/shared/src/constants.ts')));
  return hash.digest('hex').slice(0, 16);
})();

/** A fresh, migrated and seeded database for one test file. */
export async function createTestDatabase(): Promise<Database> {
  return testDbKind === 'pglite' ? createPgliteDatabase() : createPostgresDatabase();
}

async function createPgliteDatabase(): Promise<Database> {
  const snapshotFile = path.join(tmpdir(), `ojeador-pglite-${fingerprint}.tar`);
  if (existsSync(snapshotFile)) return openPglite(null, { snapshot: new Blob([readFileSync(snapshotFile)]) });
  const database = await openPglite(null);
  await seedReferenceData(database.db);
  // Written aside then renamed, so a test file in another worker never reads half a snapshot.
  const partial = `${snapshotFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await (await database.dump()).arrayBuffer()));
  renameSync(partial, snapshotFile);
  return database;
}

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Serialises template creation and cloning across test workers (CREATE DATABASE ... TEMPLATE wants the template idle). */
const TEMPLATE_LOCK = 7_341_002;

async function createPostgresDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = `ojeador_template_${fingerprint}`;
  const name = `ojeador_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (!rowCount) await buildTemplate(admin, adminUrl, template);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(withDatabase(adminUrl, name), { max: 5 });
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

async function buildTemplate(admin: pg.Client, adminUrl: string, template: string) {
  const building = `${template}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${building}`);
  const database = await openPostgres(withDatabase(adminUrl, building), { max: 2 });
  try {
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
}
