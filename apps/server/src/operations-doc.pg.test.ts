import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@ojeador/shared';
import { loadConfig } from './config.js';
import type { Database } from './db/client.js';
import { createTestDatabase } from '../test/test-database.js';

/**
 * docs/operations.md says every command in it is one a test or CI has run: this test runs its PostgreSQL
 * backup, restore, drill and cron blocks as written (only names, dates, hosts and ports swapped for the test's), and
 * checks the production environment, the nginx and the Prometheus snippets against the configuration they describe.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const doc = readFileSync(path.join(repoRoot, 'docs/operations.md'), 'utf8');
const blocks = [...doc.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, language, body]) => ({ language: language!, body: body!.trim() }));
const block = (language: string, contains: string) => {
  const found = blocks.find((b) => b.language === language && b.body.includes(contains));
  if (!found) throw new Error(`docs/operations.md has no ${language} block with "${contains}"`);
  return found.body;
};

const adminUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const docServer = 'postgres://postgres@127.0.0.1:5432';
const ourServer = `${adminUrl.protocol}//${adminUrl.username}${adminUrl.password ? `:${adminUrl.password}` : ''}@${adminUrl.host}`;
const today = new Date().toISOString().slice(0, 10);
const suffix = randomBytes(4).toString('hex');
const work = mkdtempSync(path.join(tmpdir(), 'ojeador-ops-doc-'));
const dataDir = path.join(work, 'data');
const created: string[] = [];
let database: Database;

/** The doc's names made the test's own: scratch databases, the dump's date, the database server. */
function localise(commands: string): string {
  let out = commands.replaceAll('2026-11-25', today).replaceAll(docServer, ourServer);
  for (const name of ['ojeador_restored', 'ojeador_drill']) {
    if (out.includes(name)) created.push(`${name}_${suffix}`);
    out = out.replaceAll(name, `${name}_${suffix}`);
  }
  return out;
}

function sh(commands: string, env: Record<string, string> = {}): string {
  return execFileSync('bash', ['-euo', 'pipefail', '-c', commands], {
    cwd: work,
    env: { ...process.env, PGHOST: adminUrl.hostname, PGPORT: adminUrl.port || '5432', PGUSER: adminUrl.username, DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', 'photo.jpg'), 'the bytes of a photo');
  mkdirSync(path.join(dataDir, 'evidence', 'hire-1'), { recursive: true });
  writeFileSync(path.join(dataDir, 'evidence', 'hire-1', 'report.pdf'), 'the bytes of a report');
});

afterAll(async () => {
  await database.close();
  for (const name of created) sh(`dropdb --if-exists --force ${name}`);
  rmSync(work, { recursive: true, force: true });
});

describe('docs/operations.md, run as written', () => {
  it('backs PostgreSQL and the uploads up, restores them into an empty database, and the drill answers ready', { timeout: 240_000 }, async () => {
    const categories = await count(database.connectionString!, 'categories');
    expect(categories).toBeGreaterThan(0);
    sh(block('sh', 'pg_dump'), { DATABASE_URL: database.connectionString! });
    expect(existsSync(path.join(work, `ojeador-${today}.dump`))).toBe(true);

    rmSync(path.join(dataDir, 'uploads'), { recursive: true });
    rmSync(path.join(dataDir, 'evidence'), { recursive: true });
    sh(localise(block('sh', 'createdb ojeador_restored')));
    expect(await count(`${ourServer}/ojeador_restored_${suffix}`, 'categories')).toBe(categories);
    expect(readFileSync(path.join(dataDir, 'uploads', 'photo.jpg'), 'utf8')).toBe('the bytes of a photo');
    expect(readFileSync(path.join(dataDir, 'evidence', 'hire-1', 'report.pdf'), 'utf8')).toBe('the bytes of a report');

    // The drill: restore, start an API process on it (in the background here), ask /api/ready.
    const drill = localise(block('sh', 'createdb ojeador_drill')).split('\n');
    const start = drill.find((line) => line.includes('npm run start'))!;
    const ready = drill.find((line) => line.startsWith('curl'))!;
    sh(drill.filter((line) => line !== start && line !== ready).join('\n'));
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    const api = spawn('bash', ['-c', `exec env ${start.replace('PORT=3199', `PORT=${port}`)}`], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: path.join(work, 'drill-data') },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const output: string[] = [];
    api.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    api.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    try {
      // Start-up compiles the server with tsx: on a loaded 2-core machine that takes a while.
      const deadline = Date.now() + 150_000;
      let answer = '';
      while (!answer.includes('ready')) {
        if (api.exitCode !== null || api.signalCode !== null || Date.now() > deadline)
          throw new Error(`the drill's API never answered ready:\n${output.join('').slice(-3000)}`);
        try {
          answer = sh(ready.replace('3199', port).replace('curl ', 'curl -fsS -m 5 '));
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
      expect(JSON.parse(answer)).toMatchObject({ status: 'ready' });
    } finally {
      process.kill(-api.pid!, 'SIGTERM');
    }
  });

  it('runs the nightly cron line: a dump and the uploads, dated', () => {
    const line = block('cron', 'pg_dump');
    const command = line.split(/\s+/).slice(5).join(' ').replaceAll('\\%', '%');
    const backups = path.join(work, 'cron');
    mkdirSync(backups);
    sh(command.replace('/srv/backups', backups).replace('/srv/ojeador/data', dataDir), { DATABASE_URL: database.connectionString! });
    expect(readdirSync(backups).sort()).toEqual([`ojeador-${today}.dump`, `uploads-${today}.tar.gz`]);
  });

  it("gives every process an environment the server's configuration accepts in production", () => {
    const shared: Record<string, string> = {};
    for (const line of block('sh', 'NODE_ENV=production').split('\n')) {
      for (const [, key, value] of line.replace(/\s+#.*$/, '').matchAll(/([A-Z_]+)=('[^']*'|\S+)/g)) {
        shared[key!] = value!.replace(/^'|'$/g, '').replaceAll('...', randomBytes(24).toString('hex'));
      }
    }
    const rows = [...doc.matchAll(/^\| (API|worker \d) \| `([^`]+)` \| `([^`]+)` \|$/gm)];
    expect(rows.map((row) => row[1])).toEqual(['API', 'worker 1', 'worker 2']);
    for (const [, , own] of rows) {
      const env = { ...shared, ...Object.fromEntries(own!.split(' ').map((pair) => pair.split('='))) };
      expect(() => loadConfig(env)).not.toThrow();
      // Each required setting is really required: without it production refuses to start.
      for (const key of ['SESSION_SECRET', 'PHONE_CODE_SECRET', 'GOOGLE_CLIENT_ID', 'STRIPE_WEBHOOK_SECRET']) {
        expect(() => loadConfig({ ...env, [key]: undefined }), key).toThrow();
      }
    }
  });

  it('points nginx at the API, lets uploads through, and has Prometheus scrape every metrics port', () => {
    const api = doc.match(/^\| API \| `[^`]*PORT=(\d+)[^`]*METRICS_PORT=(\d+)/m)!;
    const workers = [...doc.matchAll(/^\| worker \d \| `[^`]*METRICS_PORT=(\d+)/gm)].map((m) => m[1]);
    const nginx = block('nginx', 'proxy_pass');
    expect(nginx).toContain(`proxy_pass http://127.0.0.1:${api[1]};`);
    expect(Number(nginx.match(/client_max_body_size (\d+)m;/)![1]) * 1024 * 1024).toBeGreaterThan(IMAGE_MAX_BYTES);
    expect(nginx).toContain('X-Forwarded-Proto');
    const targets = [...block('yaml', 'scrape_configs').matchAll(/'127\.0\.0\.1:(\d+)'/g)].map((m) => m[1]);
    expect(targets).toEqual([api[2], ...workers]);
  });
});
