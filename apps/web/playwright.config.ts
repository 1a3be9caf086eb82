import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ojeador-e2e-'));
const root = path.resolve(import.meta.dirname, '../..');

// A top-level domain with a digit ('.e2e') fails the sign-in form's e-mail check: keep it letters only.
export const ADMIN_EMAIL = 'admin@ojeador-e2e.example';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // scripts/run-e2e.mjs runs shards side by side: each keeps its traces and screenshots apart.
  outputDir: path.join(root, 'test-results', `shard-${process.env.E2E_SHARD ?? '1'}`),
  use: {
    baseURL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // The app honours prefers-reduced-motion (the map jumps instead of panning): no click can land mid-animation.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  // The production-style server: built web app + API + worker in one process, on a fresh embedded database.
  webServer: {
    command: 'npx tsx apps/server/src/main.ts',
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
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
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      ...(process.env.E2E_FEED_FILES ? { FEED_FILES: process.env.E2E_FEED_FILES } : {}),
    },
  },
});
