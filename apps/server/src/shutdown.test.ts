import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { carAd, writeFeed } from '../test/feed-file.js';
import { templateDataDir } from '../test/template-data-dir.js';

/**
 * The real server (`src/main.ts`, ROLE=all on PGlite in a temporary DATA_DIR) as a child process, sent a SIGTERM.
 * The DATA_DIR starts as the tests' migrated template and the feed holds one ad, so a start takes seconds, not tens.
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

type Server = { child: ChildProcess; port: number; logs: string[]; exited: Promise<number | null> };

/** Starts the server on a free port and resolves once it listens (fastify logs where). */
async function startServer(env: Record<string, string>): Promise<Server> {
  const dataDir = await templateDataDir('ojeador-shutdown-');
  dataDirs.push(dataDir);
  const feed = writeFeed([carAd()]);
  dataDirs.push(path.dirname(feed));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      ROLE: 'all',
      PORT: '0',
      DATA_DIR: dataDir,
      FEED_FILES: feed,
      LOG_LEVEL: 'info',
      API_DOCS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const logs: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stderr?.on('data', (chunk) => logs.push(String(chunk)));
  return new Promise((resolve, reject) => {
    let pending = '';
    child.stdout?.on('data', (chunk) => {
      pending += String(chunk);
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      logs.push(...lines);
      const port = lines.map((line) => /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line)?.[1]).find(Boolean);
      if (port) resolve({ child, port: Number(port), logs, exited });
    });
    void exited.then((code) => reject(new Error(`the server exited ${code} before listening:\n${logs.join('\n')}`)));
  });
}

type Answer = { status: number; body: string };

function answerOf(req: ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

const get = (port: number, url: string) => {
  const req = request({ host: '127.0.0.1', port, path: url });
  req.end();
  return answerOf(req);
};

/** A sign-in whose body is sent in two halves: the server has the request, and waits, until `finish` is called. */
function slowSignIn(port: number) {
  const body = JSON.stringify({ email: 'late@example.com', name: 'Late' });
  const req = request({
    host: '127.0.0.1',
    port,
    path: '/api/User/dev-login',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = answerOf(req);
  let settled = false;
  void answer.finally(() => (settled = true)).catch(() => undefined);
  req.write(body.slice(0, 10));
  return { answer, settled: () => settled, finish: () => req.end(body.slice(10)) };
}

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

async function waitFor(condition: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until the server has logged that the held sign-in came in (its headers are parsed: the request is in flight). */
const signInArrived = (server: Server) =>
  waitFor(async () => server.logs.some((line) => line.includes('"msg":"incoming request"') && line.includes('/api/User/dev-login')), 30_000);

// The two servers are separate processes on separate data: they start and stop side by side.
describe.concurrent('graceful shutdown of the real server', () => {
  it('on SIGTERM refuses new connections, answers every request it had and exits 0', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_SECONDS: '20' });
    const { port, child } = server;
    expect(await get(port, '/api/ready')).toEqual({ status: 200, body: JSON.stringify({ status: 'ready' }) });

    const quick = [get(port, '/api/health'), get(port, '/api/Categories'), get(port, '/api/ready')];
    const slow = slowSignIn(port);
    expect(await signInArrived(server)).toBe(true);
    child.kill('SIGTERM');

    expect(await waitFor(() => refused(port), 5_000)).toBe(true);
    expect(slow.settled()).toBe(false);
    await pause(500);
    expect(slow.settled()).toBe(false);
    slow.finish();

    const answers = await Promise.all([...quick, slow.answer]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(JSON.parse(answers[3].body)).toMatchObject({ token: expect.any(String) });
    expect(await server.exited).toBe(0);
    expect(server.logs.join('\n')).toMatch(/"msg":"shut down"/);
  }, 120_000);

  it('exits 1, saying so, when a request outlasts the grace period', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_SECONDS: '1' });
    const slow = slowSignIn(server.port);
    expect(await signInArrived(server)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(server.logs.join('\n')).toMatch(/shutdown grace period ran out/);
    await slow.answer.catch(() => undefined);
  }, 120_000);
});
