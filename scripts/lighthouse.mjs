// Lighthouse on `/` of the built app: accessibility, best practices and SEO must each score at least 95.
// Starts the production-style server as the browser journeys do (apps/web/playwright.config.ts: the built web app,
// API and worker in one process, on a throwaway embedded database), on a port of its own, then Chromium headless.
// `--build` rebuilds the web app first; without it the build is made only when apps/web/dist has none.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const MIN_SCORE = 95;
const CATEGORIES = ['accessibility', 'best-practices', 'seo'];
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3399);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromePath)) {
  const message = `No Chromium at ${chromePath} (set CHROMIUM_PATH): Lighthouse not run.`;
  if (process.env.E2E_REQUIRED === '1') {
    console.error(message);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
if (process.argv.includes('--build') || !existsSync(path.join(dist, 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const started = Date.now();
const dataDir = mkdtempSync(path.join(tmpdir(), 'ojeador-lighthouse-'));
let server;
let chrome;
let status = 1;
try {
  server = startServer();
  await waitForHealth(server);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const result = await lighthouse(`${base}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error('Lighthouse returned no result');
  status = report(result.lhr);
} catch (error) {
  console.error(error);
} finally {
  if (chrome) await chrome.kill();
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`Lighthouse step: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(status);

function startServer() {
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // A process group of its own, so stopping it stops tsx's node child too.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      PUBLIC_URL: base,
      ...(process.env.WEB_DIST ? { WEB_DIST: dist } : {}),
    },
  });
  return child;
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitForHealth(child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before answering ${base}/api/health`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No answer from ${base}/api/health within 120 s`);
}

async function stopServer(child) {
  if (exited(child)) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 20_000);
  await gone;
  clearTimeout(timer);
}

/** Prints each category's score and the audits that lost it points; answers the exit status. */
function report(lhr) {
  let failed = false;
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    const score = Math.round((category.score ?? 0) * 100);
    const ok = score >= MIN_SCORE;
    failed ||= !ok;
    console.log(`${ok ? 'PASS' : 'FAIL'} ${category.title}: ${score} (at least ${MIN_SCORE})`);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') {
        console.log(`  - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  for (const warning of lhr.runWarnings) console.log(`Warning: ${warning}`);
  return failed ? 1 : 0;
}
