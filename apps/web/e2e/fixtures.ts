import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { ADMIN_EMAIL } from '../playwright.config';

const root = path.resolve(import.meta.dirname, '../../..');
const basePort = Number(process.env.E2E_PORT ?? 3199);

/**
 * Every journey's `test`: each Playwright worker starts its own production-style server (the built web app, API and
 * worker in one process) on its own port and fresh embedded database, and every page, context and request of that
 * worker's journeys goes to it (`baseURL`). Workers then share nothing: one journey's users, broadcasts and plan limits
 * never reach another worker's, and the workers take the next journey as they finish, so the run is as long as the
 * work, split evenly.
 */
export const test = base.extend<object, { workerServer: { baseURL: string } }>({
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, provide, workerInfo) => {
      const port = basePort + workerInfo.workerIndex;
      const baseURL = `http://127.0.0.1:${port}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'ojeador-e2e-'));
      // The server itself, not npx or tsx's wrapper: a SIGTERM to a wrapper left the server running after the journeys.
      const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          AUTH_DEV_LOGIN: 'true',
          ADMIN_EMAIL,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'development',
          // Every journey signs in and writes from 127.0.0.1: the abuse limits are tested in the server suite.
          RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
          RATE_LIMIT_PHONE_PER_HOUR: '1000',
          RATE_LIMIT_RUN_NOW_PER_MINUTE: '1000',
          RATE_LIMIT_WRITES_PER_MINUTE: '1000',
          SMS_HOURLY_BUDGET: '10000',
          ...(process.env.E2E_FEED_FILES ? { FEED_FILES: process.env.E2E_FEED_FILES } : {}),
        },
      });
      const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
      try {
        await waitForHealth(baseURL, exited);
        await provide({ baseURL });
      } finally {
        server.kill('SIGTERM');
        await exited;
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ workerServer }, provide) => {
    await provide(workerServer.baseURL);
  },
});

export { expect } from '@playwright/test';

/** Until the server answers its health check (it builds nothing: run-e2e.mjs built the web app before). */
async function waitForHealth(baseURL: string, exited: Promise<number | null>) {
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`The journeys' server at ${baseURL} exited before answering /api/health`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
