import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');

// A top-level domain with a digit ('.e2e') fails the sign-in form's e-mail check: keep it letters only.
export const ADMIN_EMAIL = 'admin@ojeador-e2e.example';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Each worker has a server and database of its own (e2e/fixtures.ts): on 2 cores, two journeys at a time.
  workers: Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())),
  retries: 0,
  forbidOnly: true,
  // CI's machine runs the journeys 3-4× slower than the 2-core development machine (893 s against 243 s for the same
  // 42 on 2026-11-29): a journey of 15 s here is near a minute there (docs/operations.md, "The test suite").
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(root, 'test-results'),
  use: {
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // The app honours prefers-reduced-motion (the map jumps instead of panning): no click can land mid-animation.
    reducedMotion: 'reduce',
    // DOM snapshots for a failure's trace, but no screencast: its frames cost the 2-core run a third of its time.
    trace: { mode: 'retain-on-failure', screenshots: false },
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
});
