import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/client.js';
import { createSearch, signIn } from './factories.js';
import { createTestApp } from './test-app.js';
import { createTestDatabase, testDatabaseCounts } from './test-database.js';

/**
 * The test databases' isolation (test-database.ts): a worker lends one database to file after file, so what one file
 * leaves behind must be gone for the next. Each case runs on the database the case before it used.
 */
const count = async (database: Awaited<ReturnType<typeof createTestDatabase>>, table: string) =>
  Number((await executeRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n);

describe('test databases lent file after file', () => {
  it('gives the next loan the template, whatever the last one left', async () => {
    const template = await createTestDatabase();
    const nextUserId = async (database: typeof template) =>
      (await executeRows<{ id: string }>(database.db, sql`select nextval(pg_get_serial_sequence('users', 'id'))::text as id`))[0]?.id;
    const counts = { users: await count(template, 'users'), categories: await count(template, 'categories'), queues: await count(template, 'pgboss.queue') };
    expect(counts.categories).toBeGreaterThan(0);
    expect(counts.queues).toBeGreaterThan(0);
    const firstId = await nextUserId(template);
    await template.close();

    // A "file": users, a search, a queued job, a changed reference row, a session lock and setting.
    const dirty = await createTestApp();
    const customer = await signIn(dirty.app);
    await createSearch(dirty.app, customer, { parameters: { keywords: 'golf' } });
    await dirty.queue.send('deliver-message', { left: 'behind' });
    await dirty.database.db.execute(sql`update categories set name = 'Cambiado'`);
    await dirty.database.db.execute(sql`select pg_advisory_lock(42)`);
    expect(await count(dirty.database, 'users')).toBeGreaterThan(counts.users);
    await dirty.close();

    const cloned = testDatabaseCounts.cloned;
    const next = await createTestDatabase();
    try {
      // The same database, lent again: not a new clone that would prove nothing.
      expect(testDatabaseCounts.cloned).toBe(cloned);
      expect(await count(next, 'users')).toBe(counts.users);
      expect(await count(next, 'searches')).toBe(0);
      expect(await count(next, 'pgboss.job')).toBe(0);
      expect(await count(next, 'pgboss.queue')).toBe(counts.queues);
      expect(await executeRows(next.db, sql`select 1 from categories where name = 'Cambiado'`)).toEqual([]);
      expect((await executeRows<{ free: boolean }>(next.db, sql`select pg_try_advisory_lock(42) as free`))[0]?.free).toBe(true);
      await next.db.execute(sql`select pg_advisory_unlock_all()`);
      expect(await nextUserId(next)).toBe(firstId);
    } finally {
      await next.close();
    }
  });

  it('makes a closed handle fail like a closed database, while the next loan works', async () => {
    const first = await createTestDatabase();
    await first.close();
    const second = await createTestDatabase();
    try {
      await expect(first.db.execute(sql`select 1`)).rejects.toThrow();
      await expect(first.executeSql('select 1', [])).rejects.toThrow();
      expect(await count(second, 'users')).toBeGreaterThanOrEqual(0);
    } finally {
      await second.close();
    }
  });

  it('refuses to lend a database changed beyond what the reset puts back', async () => {
    // Two databases at once, so the worker holds another idle one besides the one refused below.
    const other = await createTestDatabase();
    const database = await createTestDatabase();
    await other.close();
    await database.executeSql('CREATE SCHEMA leftover; CREATE TABLE leftover.rows (id int); INSERT INTO leftover.rows VALUES (1)');
    await database.close();
    await expect(createTestDatabase()).rejects.toThrow(/could not be reset/);
    // That database is never lent again: every loan until a new clone is needed (the worker may hold other idle
    // databases, e.g. after a file that used two at once) is clean.
    const cloned = testDatabaseCounts.cloned;
    const loans: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
    try {
      while (testDatabaseCounts.cloned === cloned) {
        const loan = await createTestDatabase();
        loans.push(loan);
        expect(await executeRows(loan.db, sql`select 1 from pg_namespace where nspname = 'leftover'`)).toEqual([]);
      }
    } finally {
      for (const loan of loans) await loan.close();
    }
  });
});
