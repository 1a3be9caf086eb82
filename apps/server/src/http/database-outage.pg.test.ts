import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { openPostgres, type Database } from '../db/client.js';
import { startJobQueue } from '../jobs/job-queue.js';
import { testConfig } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';

/**
 * A database outage, made real: the app reaches PostgreSQL through a TCP relay that the test cuts (every open
 * connection reset, new ones refused) and then restores on the same port. Requests meanwhile answer 503 with the
 * usual error shape and a retry-after, and the app serves again once the database is back, without a restart.
 */
class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.resetAndDestroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

let direct: Database;
let relay: Relay;
let database: Database;
let app: App;
let queue: Awaited<ReturnType<typeof startJobQueue>>;

beforeAll(async () => {
  direct = await createTestDatabase();
  const url = new URL(direct.connectionString!);
  relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
  await relay.open();
  url.host = `127.0.0.1:${relay.port}`;
  database = await openPostgres(url.href, { max: 3 });
  queue = await startJobQueue(direct, { supervise: false });
  app = await buildApp({ config: testConfig(), database, queue });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await queue.stop({ graceful: false, wait: true, timeout: 1000 });
  await database.close();
  await relay.cut();
  await direct.close();
});

const expertProfile = () => app.inject({ method: 'GET', url: '/api/Experts/999999' });

describe('a database outage', () => {
  it('answers 503 UNAVAILABLE with retry-after while the database cannot be reached, and serves again after', async () => {
    expect((await expertProfile()).statusCode).toBe(404);

    await relay.cut();
    // Both ways an outage shows: the pool's open connections are reset, then new ones are refused.
    for (let attempt = 0; attempt < 2; attempt++) {
      const down = await expertProfile();
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('30');
      expect(down.json()).toEqual({
        code: 'UNAVAILABLE',
        message: 'Ojeador no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
        requestId: expect.any(String),
      });
    }

    await relay.open();
    const back = await expertProfile();
    expect(back.statusCode).toBe(404);
    expect(back.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
