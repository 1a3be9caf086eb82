import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { startJobQueue, type JobQueue } from '../src/jobs/job-queue.js';
import { createTestDatabase } from './test-database.js';

export const ADMIN_EMAIL = 'admin@ojeador.test';

export type TestApp = {
  app: App;
  config: Config;
  database: Database;
  queue: JobQueue;
  close(): Promise<void>;
};

/** The configuration of a test app: quiet, test admin, `env` over it. */
export function testConfig(env: Record<string, string> = {}): Config {
  // No web build unless a test brings its own: results must not depend on whether apps/web/dist was built.
  return loadConfig({
    NODE_ENV: 'test',
    ADMIN_EMAIL,
    DATA_DIR: '/tmp/ojeador-test-data',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent/ojeador-web-dist',
    ...env,
  });
}

/** The real app on a fresh database with a real job queue. Workers start only when asked. */
export async function createTestApp(env: Record<string, string> = {}, options: { workers?: boolean } = {}): Promise<TestApp> {
  const config = testConfig(env);
  const database = await createTestDatabase();
  const queue = await startJobQueue(database, { supervise: false });
  const app = await buildApp({ config, database, queue });
  if (options.workers) await app.ctx.messages.registerWorker();
  await app.ready();
  return {
    app,
    config,
    database,
    queue,
    async close() {
      await app.close();
      await queue.stop({ graceful: false, wait: true, timeout: 5000 });
      await database.close();
    },
  };
}
