import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { executeRows, type Database } from './db/client.js';
import { startJobQueue } from './jobs/job-queue.js';
import { writeFeed } from '../test/feed-file.js';
import { testConfig } from '../test/test-app.js';
import { createTestDatabase } from '../test/test-database.js';

/**
 * A job still running when SIGTERM's grace period runs out is handed back to pg-boss, and another worker process runs
 * it once more. Two real worker processes (`src/main.ts`, ROLE=worker) on one PostgreSQL; the job is an e-mail
 * delivery held by an SMTP server that does not answer the first message it gets.
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ojeador-retry-'));
const children: ChildProcess[] = [];
let database: Database;
let smtp: SMTPServer;
let smtpUrl: string;
const delivered: string[] = [];
let firstArrived: () => void;
const heldArrived = new Promise<void>((resolve) => (firstArrived = resolve));

beforeAll(async () => {
  let messages = 0;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      messages += 1;
      const held = messages === 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // The first message is never answered: its sender waits until its process goes away.
        if (held) return firstArrived();
        delivered.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await database.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

type Worker = { child: ChildProcess; logs: string[]; exited: Promise<number | null> };

function startWorker(name: string): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      ROLE: 'worker',
      DATABASE_URL: database.connectionString,
      DATA_DIR: path.join(dataDir, name),
      FEED_FILES: writeFeed([]),
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: smtpUrl,
      SHUTDOWN_GRACE_SECONDS: '4',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const logs: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stderr?.on('data', (chunk) => logs.push(String(chunk)));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      logs.push(String(chunk));
      if (String(chunk).includes('"msg":"worker started"')) resolve({ child, logs, exited });
    });
    void exited.then((code) => reject(new Error(`${name} exited ${code} before starting:\n${logs.join('')}`)));
  });
}

/** Queues one e-mail through the real messages service (this process runs no worker). */
async function queueMail() {
  const queue = await startJobQueue(database, { supervise: false });
  const app = await buildApp({ config: testConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: smtpUrl }), database, queue });
  try {
    await app.ctx.messages.enqueue({ channel: 'email', to: 'late@example.com', subject: 'Aviso', body: 'Un aviso que llega tarde' });
  } finally {
    await app.close();
    await queue.stop({ graceful: false, wait: true, timeout: 1000 });
  }
}

const deliveryJobs = () =>
  executeRows<{ state: string; retry_count: number }>(database.db, sql`select state, retry_count from pgboss.job where name = 'deliver-message'`);

describe('a job interrupted by a shutdown', () => {
  it('is failed back to the queue when the grace period runs out, and run once more by another worker', async () => {
    await queueMail();
    const first = await startWorker('worker-a');
    await heldArrived;
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.logs.join('')).toMatch(/"msg":"shut down"/);
    // Failed by pg-boss as the queue stopped: waiting to be retried (the count moves when a worker takes it again).
    expect(await deliveryJobs()).toEqual([{ state: 'retry', retry_count: 0 }]);

    await startWorker('worker-b');
    await expect.poll(() => delivered.length, { timeout: 30_000, interval: 100 }).toBe(1);
    expect(delivered[0]).toContain('Un aviso que llega tarde');
    await expect.poll(deliveryJobs, { timeout: 10_000, interval: 100 }).toEqual([{ state: 'completed', retry_count: 1 }]);
    const [outbox] = await executeRows<{ status: string }>(database.db, sql`select status from outbox_messages where "to" = 'late@example.com'`);
    expect(outbox.status).toBe('sent');
  }, 120_000);
});
