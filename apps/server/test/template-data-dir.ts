import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteTemplate } from './database-template.js';

/**
 * A new DATA_DIR whose embedded database is already the tests' migrated template, so a real server started on it
 * skips initdb, the migrations and pg-boss's install (seconds each) and goes straight to what a test wants of it.
 */
export async function templateDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const client = new PGlite(path.join(dataDir, 'pglite'), { loadDataDir: await pgliteTemplate() });
  await client.waitReady;
  await client.close();
  return dataDir;
}
