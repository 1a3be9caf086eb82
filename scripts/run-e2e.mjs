// Runs the Playwright journeys when a Chromium is available; CI sets E2E_REQUIRED=1 so a missing browser fails.
// Builds the web app once; then each Playwright worker (two on a machine of 2 cores or more, E2E_WORKERS to change)
// starts its own server on its own port and fresh database (apps/web/e2e/fixtures.ts). Extra arguments go to
// `playwright test` (e.g. `--repeat-each 5`, a file).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `No Chromium at ${chromium} (set CHROMIUM_PATH): browser journeys not run.`;
  if (process.env.E2E_REQUIRED === '1') {
    console.error(message);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: false }).status ?? 1;
let status = run('npm', ['run', 'build', '-w', 'apps/web']);
if (status === 0) status = run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)]);
process.exit(status);
