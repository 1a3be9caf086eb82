import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { readTar, tarEnd, tarHeader, tarPadding } from './tar.js';
import { runningServerPid } from './server-pid.js';

/**
 * Backups of the embedded database: one gzipped tar holding a manifest, PGlite's dump of `DATA_DIR/pglite`
 * (`dumpDataDir`) and every file under `DATA_DIR/uploads` and `DATA_DIR/evidence`. Both directions need the server stopped: PGlite is
 * one process, and a second one opening its files while the server writes would read (or leave) a torn copy.
 */
const MANIFEST = 'ojeador-backup.json';
const DATABASE_ENTRY = 'pglite.tar';
const UPLOADS = 'uploads';
/** The folders of files kept beside the database: public uploads and the hires' private evidence. */
const FILE_DIRS = [UPLOADS, 'evidence'] as const;
const isFileEntry = (name: string) => FILE_DIRS.some((dir) => name.startsWith(`${dir}/`));
const FORMAT = 1;

export class BackupError extends Error {}

function refuseBesideServer(dataDir: string, what: string) {
  const pid = runningServerPid(dataDir);
  if (pid !== null) throw new BackupError(`a server (pid ${pid}) has ${dataDir} open: stop it before the ${what}`);
}

function filesUnder(root: string, relative = ''): string[] {
  const dir = path.join(root, relative);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(root, name);
    return entry.isFile() ? [name] : [];
  });
}

export async function backupDataDir(dataDir: string, file: string): Promise<{ uploads: number; bytes: number }> {
  refuseBesideServer(dataDir, 'backup');
  const databaseDir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) throw new BackupError(`no embedded database in ${databaseDir}`);
  const client = new PGlite(databaseDir);
  let dump: Buffer;
  try {
    await client.waitReady;
    dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
  const uploads = FILE_DIRS.flatMap((dir) => filesUnder(path.join(dataDir, dir)).map((name) => `${dir}/${name}`));
  const manifest = Buffer.from(JSON.stringify({ format: FORMAT, createdAt: new Date().toISOString(), database: 'pglite', uploads: uploads.length }));
  async function* entries() {
    for (const [name, data] of [
      [MANIFEST, manifest],
      [DATABASE_ENTRY, dump],
    ] as const) {
      yield tarHeader(name, data.length);
      yield data;
      yield tarPadding(data.length);
    }
    for (const name of uploads) {
      const data = await readFile(path.join(dataDir, name));
      yield tarHeader(name, data.length);
      yield data;
      yield tarPadding(data.length);
    }
    yield tarEnd();
  }
  // Written aside and renamed: an interrupted backup never leaves a file that looks complete.
  const partial = `${file}.partial`;
  await pipeline(Readable.from(entries()), createGzip(), createWriteStream(partial));
  renameSync(partial, file);
  return { uploads: uploads.length, bytes: statSync(file).size };
}

async function readArchive(file: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(file).pipe(createGunzip())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Replaces the data directory's database and uploads with the backup's; the old ones are kept until it succeeded. */
export async function restoreDataDir(dataDir: string, file: string): Promise<{ uploads: number }> {
  refuseBesideServer(dataDir, 'restore');
  if (!existsSync(file)) throw new BackupError(`no backup file ${file}`);
  const entries = [...readTar(await readArchive(file).catch(() => Promise.reject(new BackupError(`${file} is not a gzipped backup`))))];
  const manifest = entries.find((entry) => entry.name === MANIFEST);
  const database = entries.find((entry) => entry.name === DATABASE_ENTRY);
  if (!manifest || !database || (JSON.parse(manifest.data.toString('utf8')) as { format?: unknown }).format !== FORMAT)
    throw new BackupError(`${file} is not an Ojeador backup`);
  const uploads = entries.filter((entry) => isFileEntry(entry.name));
  for (const { name } of uploads) {
    if (name.split('/').some((part) => part === '..' || part === '')) throw new BackupError(`unsafe path in the backup: ${name}`);
  }

  mkdirSync(dataDir, { recursive: true });
  const stamp = Date.now();
  const moved: [string, string][] = [];
  for (const name of ['pglite', ...FILE_DIRS]) {
    const current = path.join(dataDir, name);
    if (!existsSync(current)) continue;
    const aside = path.join(dataDir, `${name}.before-restore-${stamp}`);
    renameSync(current, aside);
    moved.push([current, aside]);
  }
  try {
    const client = new PGlite(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([new Uint8Array(database.data)]) });
    try {
      await client.waitReady;
      await client.query('select 1');
    } finally {
      await client.close();
    }
    for (const { name, data } of uploads) {
      const target = path.join(dataDir, name);
      mkdirSync(path.dirname(target), { recursive: true });
      await writeFile(target, data);
    }
    for (const dir of FILE_DIRS) mkdirSync(path.join(dataDir, dir), { recursive: true });
  } catch (error) {
    for (const name of ['pglite', ...FILE_DIRS]) rmSync(path.join(dataDir, name), { recursive: true, force: true });
    for (const [current, aside] of moved) renameSync(aside, current);
    throw error;
  }
  for (const [, aside] of moved) rmSync(aside, { recursive: true, force: true });
  return { uploads: uploads.length };
}
