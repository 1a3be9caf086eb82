import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import type { Database } from '../db/client.js';
import { loggerOptions, serializeError } from './logger-options.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
  return { log: app.log, lines, close: () => app.close() };
}

describe('log hygiene', () => {
  it('logs a failed query without the values it carried', async () => {
    const error = await database.db.execute(sql`select ${'juana@example.com'}::int`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error as object))).toContain('juana@example.com');
    const { log, lines, close } = capturedLogger();
    log.error({ err: error }, 'unhandled error');
    await close();
    expect(lines.join('')).toContain('unhandled error');
    expect(lines.join('')).not.toContain('juana@example.com');
    expect(JSON.stringify(serializeError(error))).not.toContain('juana@example.com');
  });

  it('censors credentials in headers and bodies', async () => {
    const { log, lines, close } = capturedLogger();
    log.info({ req: { headers: { authorization: 'Bearer eyJ.secret', cookie: 'sid=abc' } }, body: { token: 'tok-123', credential: 'cred-456' } }, 'request');
    await close();
    const line = lines.join('');
    for (const secret of ['eyJ.secret', 'sid=abc', 'tok-123', 'cred-456']) expect(line).not.toContain(secret);
    expect(line).toContain('[Redacted]');
  });
});
