// `npm test`: every check of the project as timed stages (docs/operations.md, "The test suite"). The static checks
// run side by side (each takes one core); the unit projects, the journeys and Lighthouse one after another, each
// using the whole machine. Prints `STAGE <name> <seconds> s <ok|failed>` per stage and a table at the end; stops at
// the first failure. `--skip name,name` leaves stages out (for a local run; CI runs them all).
import { spawn } from 'node:child_process';

const skip = new Set((process.argv.find((a) => a.startsWith('--skip='))?.slice(7) ?? '').split(',').filter(Boolean));
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const vitest = (...projects) => ['node', ['node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((p) => ['--project', p])]];

/** Each entry is a stage, or a list of stages run at once with their output held until each ends. */
const plan = [
  [
    { name: 'typecheck', command: ['npm', ['run', '--silent', 'typecheck']] },
    { name: 'lint', command: ['npx', ['eslint', '.']] },
    { name: 'knip', command: ['npx', ['knip', '--no-progress']] },
    { name: 'format', command: ['npm', ['run', '--silent', 'format:check']] },
  ],
  { name: 'unit:shared+tooling', command: vitest('shared', 'tooling') },
  { name: 'unit:server', command: vitest('server') },
  ...(withPostgres ? [{ name: 'unit:server-postgres', command: vitest('server-postgres') }] : []),
  { name: 'unit:web', command: vitest('web') },
  { name: 'journeys', command: ['node', ['scripts/run-e2e.mjs']] },
  { name: 'lighthouse', command: ['node', ['scripts/lighthouse.mjs']] },
];

const times = [];

function run(stage, held) {
  const started = Date.now();
  return new Promise((resolve) => {
    const [command, args] = stage.command;
    const child = spawn(command, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (held) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (held && output) process.stdout.write(`\n--- ${stage.name} ---\n${output}`);
      const ok = code === 0;
      times.push({ name: stage.name, seconds, ok });
      console.log(`STAGE ${stage.name} ${seconds} s ${ok ? 'ok' : 'failed'}`);
      resolve(ok);
    });
  });
}

const startedAll = Date.now();
let ok = true;
for (const step of plan) {
  const stages = (Array.isArray(step) ? step : [step]).filter((stage) => !skip.has(stage.name));
  if (stages.length === 0) continue;
  const results = await Promise.all(stages.map((stage) => run(stage, stages.length > 1)));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
console.log('\nStage times');
for (const { name, seconds, ok: passed } of times) console.log(`  ${name.padEnd(22)} ${String(seconds).padStart(5)} s  ${passed ? 'ok' : 'FAILED'}`);
console.log(`  ${'total'.padEnd(22)} ${String(Math.round((Date.now() - startedAll) / 1000)).padStart(5)} s`);
process.exit(ok ? 0 : 1);
