import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { newestMigrationMillis } from '../../db/migration-state.js';
import { createTestApp } from '../../../test/test-app.js';
import { useTestApp } from '../../../test/use-test-app.js';

// ROLE=all, as `npm start`: a worker role, so the job queue counts.
const t = useTestApp();

const notReady = (reason: string) => ({ status: 'not-ready', reason });

describe('readiness (GET /api/ready)', () => {
  it('answers ready when the database answers, every migration is applied and the queue runs', async () => {
    const res = await t.anonymous.get('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it("answers 503 'migrations' while the newest migration of this build is not recorded as applied", async () => {
    const [newest] = await executeRows<{ id: number; hash: string; created_at: string }>(
      t.database.db,
      sql`delete from drizzle.__drizzle_migrations where created_at = ${newestMigrationMillis()} returning id, hash, created_at`,
    );
    expect(newest).toBeDefined();
    try {
      const res = await t.anonymous.get('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(notReady('migrations'));
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`,
      );
    }
    expect((await t.anonymous.get('/api/ready')).statusCode).toBe(200);
  });

  it("answers 503 'queue' on a worker role once its job queue stopped", async () => {
    await t.queue.stop({ graceful: false, wait: true, timeout: 1000 });
    const res = await t.anonymous.get('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(notReady('queue'));
  });

  it("answers 503 'shutting-down' once shutdown began, while liveness still answers", async () => {
    t.app.ctx.readiness.beginShutdown();
    const res = await t.anonymous.get('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(notReady('shutting-down'));
    expect((await t.anonymous.get('/api/health')).statusCode).toBe(200);
  });

  it("does not wait for the queue on ROLE=api, and answers 503 'database' once the database is gone", async () => {
    const api = await createTestApp({ ROLE: 'api' });
    try {
      await api.queue.stop({ graceful: false, wait: true, timeout: 1000 });
      expect((await api.app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
      await api.database.close();
      const res = await api.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(notReady('database'));
    } finally {
      await api.app.close();
    }
  });
});
