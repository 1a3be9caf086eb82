import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrationsFolder, openPglite, openPostgres, type Database } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed.js';
import { startJobQueue } from '../src/jobs/job-queue.js';

/**
 * The migrated template every test database starts from: migrations applied, reference data seeded and pg-boss's
 * schema and queues installed, once per fingerprint (a PGlite data directory dumped to a file, or a PostgreSQL
 * template database). Named after what shapes it, so a change to any of those builds a new one.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

const templateFingerprint = (() => {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(readFileSync(path.join(migrationsFolder, file)));
  }
  for (const file of ['../src/db/seed.ts', '../src/jobs/job-queue.ts', '../../../packages/shared/src/constants.ts']) {
    hash.update(readFileSync(path.join(here, file)));
  }
  hash.update(String(createRequire(import.meta.url)('pg-boss/package.json').version));
  return hash.digest('hex').slice(0, 16);
})();

/** Seeds reference data and installs pg-boss's schema and queues: what every test database starts with. */
async function fillTemplate(database: Database) {
  await seedReferenceData(database.db);
  const queue = await startJobQueue(database, { supervise: false });
  await queue.stop({ graceful: false, wait: true, timeout: 5000 });
}

/** The PGlite template as a dumped data directory (built once per fingerprint, shared by every worker). */
export async function pgliteTemplate(): Promise<Blob> {
  const snapshotFile = path.join(tmpdir(), `ojeador-pglite-${templateFingerprint}.tar`);
  if (!existsSync(snapshotFile)) {
    const database = await openPglite(null);
    try {
      await fillTemplate(database);
      // Written aside then renamed, so a worker never reads half a snapshot.
      const partial = `${snapshotFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await (await database.dump()).arrayBuffer()));
      renameSync(partial, snapshotFile);
    } finally {
      await database.close();
    }
  }
  return new Blob([readFileSync(snapshotFile)]);
}

function withDatabaseName(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Serialises template creation and cloning across test workers (CREATE DATABASE ... TEMPLATE wants the template idle). */
const TEMPLATE_LOCK = 7_341_002;

/** A new PostgreSQL database cloned from the template (built first when missing); answers its URL. */
export async function clonePostgresTemplate(adminUrl: string, name: string): Promise<string> {
  const template = `ojeador_template_${templateFingerprint}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (!rowCount) await buildPostgresTemplate(admin, adminUrl, template);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return withDatabaseName(adminUrl, name);
}

async function buildPostgresTemplate(admin: pg.Client, adminUrl: string, template: string) {
  const building = `${template}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${building}`);
  const database = await openPostgres(withDatabaseName(adminUrl, building), { max: 2 });
  try {
    await fillTemplate(database);
  } finally {
    await database.close();
  }
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
}

/** Drops databases, each WITH (FORCE) so a connection a test left open cannot keep one alive. */
export async function dropPostgresDatabases(adminUrl: string, names: string[]) {
  if (names.length === 0) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
