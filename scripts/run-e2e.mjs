// Runs the Playwright journeys when a Chromium is available; CI sets E2E_REQUIRED=1 so a missing browser fails.
// The journeys are split into shards run side by side (E2E_SHARDS, default 2 on a machine of 2 cores or more), each
// with its own server on its own port and fresh database, so no shard sees another's data; a shard's lines come
// prefixed with its number. Extra arguments go to `playwright test` in every shard (e.g. `--repeat-each 5`, a file).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { spawn, spawnSync } from 'node:child_process';

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

const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const shards = Number(process.env.E2E_SHARDS ?? Math.min(2, availableParallelism()));
const basePort = Number(process.env.E2E_PORT ?? 3199);
const args = process.argv.slice(2);

function runShard(index) {
  const shardArgs = shards > 1 ? [`--shard=${index}/${shards}`] : [];
  const prefix = shards > 1 ? `[${index}/${shards}] ` : '';
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...shardArgs, ...args], {
      env: { ...process.env, E2E_PORT: String(basePort + index - 1), E2E_SHARD: String(index) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = '';
      stream.on('data', (chunk) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) out.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => pending && out.write(`${prefix}${pending}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
