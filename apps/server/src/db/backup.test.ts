import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, backupDataDir, restoreDataDir } from './backup.js';
import { serverPidFile } from './server-pid.js';
import { readTar } from './tar.js';
import { templateDataDir } from '../../test/template-data-dir.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ojeador-backup-'));
  dirs.push(dir);
  return dir;
};

// A new database directory takes PGlite's initdb (seconds); each test copies this one: the tests' migrated template,
// loaded into a data directory in the describe's beforeAll.
let template: string;
const dataDirFromTemplate = () => {
  const dataDir = tempDir();
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
};

/**
 * Opens the data directory's embedded database (where the server keeps it), runs `work` on it and closes it. A table of
 * its own beside the app's: the backup copies the data directory whatever it holds.
 */
async function withDatabase<T>(dataDir: string, work: (query: (text: string) => Promise<unknown[]>) => Promise<T>): Promise<T> {
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(path.join(dataDir, 'pglite'));
  try {
    await client.exec('create table if not exists backup_probe (email text primary key, name text not null)');
    return await work(async (text) => (await client.exec(text)).at(-1)?.rows ?? []);
  } finally {
    await client.close();
  }
}

const emails = (dataDir: string) =>
  withDatabase(dataDir, async (query) => (await query('select email from backup_probe order by email')).map((row) => (row as { email: string }).email));

function upload(dataDir: string, key: string, content: string, folder: 'uploads' | 'evidence' = 'uploads') {
  const file = path.join(dataDir, folder, key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// The embedded database only: vitest.config.ts keeps this file out of the PostgreSQL project.
describe('db:backup and db:restore of the embedded database', () => {
  beforeAll(async () => {
    template = await templateDataDir('ojeador-backup-');
    dirs.push(template);
  }, 120_000);

  it('restores the database rows and the uploaded files a backup held, dropping what came after', async () => {
    const dataDir = dataDirFromTemplate();
    await withDatabase(dataDir, (query) => query(`insert into backup_probe (email, name) values ('kept@example.com', 'Kept')`));
    upload(dataDir, 'services/photo.jpg', 'the photo at backup time');
    upload(dataDir, 'hire-3/report.pdf', 'the evidence at backup time', 'evidence');
    const file = path.join(tempDir(), 'ojeador.tar.gz');

    expect(await backupDataDir(dataDir, file)).toMatchObject({ uploads: 2 });
    const names = [...readTar(gunzipSync(readFileSync(file)))].map((entry) => entry.name);
    expect(names).toEqual(['ojeador-backup.json', 'pglite.tar', 'uploads/services/photo.jpg', 'evidence/hire-3/report.pdf']);

    await withDatabase(dataDir, (query) =>
      query(`delete from backup_probe where email = 'kept@example.com'; insert into backup_probe (email, name) values ('later@example.com', 'Later')`),
    );
    upload(dataDir, 'services/photo.jpg', 'overwritten later');
    upload(dataDir, 'reviews/later.png', 'uploaded after the backup');
    upload(dataDir, 'hire-3/later.png', 'evidence after the backup', 'evidence');
    expect(await emails(dataDir)).toEqual(['later@example.com']);

    expect(await restoreDataDir(dataDir, file)).toEqual({ uploads: 2 });
    expect(await emails(dataDir)).toEqual(['kept@example.com']);
    expect(readFileSync(path.join(dataDir, 'uploads/services/photo.jpg'), 'utf8')).toBe('the photo at backup time');
    expect(existsSync(path.join(dataDir, 'uploads/reviews/later.png'))).toBe(false);
    expect(readFileSync(path.join(dataDir, 'evidence/hire-3/report.pdf'), 'utf8')).toBe('the evidence at backup time');
    expect(existsSync(path.join(dataDir, 'evidence/hire-3/later.png'))).toBe(false);
  }, 60_000);

  it('refuses both while a live server has the data directory open, and a file that is not a backup', async () => {
    const dataDir = dataDirFromTemplate();
    const file = path.join(tempDir(), 'ojeador.tar.gz');
    await backupDataDir(dataDir, file);

    // This test process stands for the server: its pid is alive.
    writeFileSync(serverPidFile(dataDir), `${process.pid}\n`);
    await expect(backupDataDir(dataDir, path.join(tempDir(), 'other.tar.gz'))).rejects.toThrow(/stop it before the backup/);
    await expect(restoreDataDir(dataDir, file)).rejects.toThrow(
      new BackupError(`a server (pid ${process.pid}) has ${dataDir} open: stop it before the restore`),
    );

    rmSync(serverPidFile(dataDir));
    const notBackup = path.join(tempDir(), 'notes.tar.gz');
    writeFileSync(notBackup, 'plain text');
    await expect(restoreDataDir(dataDir, notBackup)).rejects.toThrow(/is not a gzipped backup/);
  }, 60_000);

  it('runs as npm run db:backup -- <file> and npm run db:restore -- <file> from the repository root', async () => {
    const dataDir = dataDirFromTemplate();
    await withDatabase(dataDir, (query) => query(`insert into backup_probe (email, name) values ('script@example.com', 'Script')`));
    const work = tempDir();
    const run = promisify(execFile);
    const { DATABASE_URL: _postgres, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: dataDir, INIT_CWD: work };
    const script = (name: string) => run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, 'nightly.tar.gz'], { cwd: serverRoot, env });

    expect((await script('db-backup')).stdout).toMatch(/written to .*nightly\.tar\.gz \(.* MB, 0 uploaded files\)/);
    await withDatabase(dataDir, (query) => query(`delete from backup_probe`));
    expect((await script('db-restore')).stdout).toMatch(/Restored .*nightly\.tar\.gz/);
    expect(await emails(dataDir)).toEqual(['script@example.com']);
  }, 90_000);
});
