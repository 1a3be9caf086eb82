import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** The servers bench:api measures: the real server (src/main.ts) as a child process, and the wire it answers on. */

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Kind = 'pglite' | 'postgres';

export function startServer(
  kind: Kind,
  port: number,
  dataDir: string,
  databaseUrl: string | null,
  readCache = true,
  extraEnv: Record<string, string> = {},
): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ROLE: 'all',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    API_DOCS: 'false',
    AUTH_DEV_LOGIN: 'true',
    SESSION_SECRET: 'bench-session-secret-at-least-32-bytes-long',
    PHONE_CODE_SECRET: 'bench-phone-code-secret-at-least-32-bytes-long',
    WEB_DIST: path.join(dataDir, 'no-web'),
    READ_CACHE: String(readCache),
    ...extraEnv,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  // BENCH_CPU_PROF=<dir>: each server writes a CPU profile there when it stops (where the time of a request goes).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], { cwd: SERVER_DIR, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A worker serves no HTTP: it is up once spawned (the reads measured do not wait for it).
  if (env.ROLE === 'worker') return new Promise((resolve, reject) => child.once('spawn', () => resolve(child)).once('error', reject));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`${kind} server exited ${child.exitCode}:\n${stderr}`));
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return resolve(child);
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) return reject(new Error(`${kind} server did not start:\n${stderr}`));
      setTimeout(() => void poll(), 250);
    };
    void poll();
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function cannon(url: string, headers: Record<string, string>, options: { connections: number; overallRate?: number; duration: number }) {
  return autocannon({ url, headers, connections: options.connections, overallRate: options.overallRate, duration: options.duration });
}

/** The body's size on the wire for one accept-encoding (no decompression). */
export function wireBytes(url: string, headers: Record<string, string>, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { ...headers, 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}
