// `npm run test:quick`: the inner loop (docs/design.md, "When to run what"). Type-checks, then runs the unit tests
// that the change touches: those affected by the files changed since main (committed or not), or, given words
// (`npm run test:quick -- hires`), the test files whose paths contain one of them. PGlite only; no lint, journeys
// or PostgreSQL (npm test runs everything).
import { execFileSync, spawnSync } from 'node:child_process';

const filters = process.argv.slice(2);
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;

/** Where this branch left main (or HEAD itself on main), so "changed" covers commits and the working tree. */
function changedSince() {
  try {
    return execFileSync('git', ['merge-base', 'HEAD', 'main'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'HEAD';
  }
}

let status = run('npm', ['run', '--silent', 'typecheck']);
if (status === 0) {
  const projects = ['shared', 'tooling', 'server', 'web'].flatMap((p) => ['--project', p]);
  const selection = filters.length > 0 ? filters : ['--changed', changedSince()];
  status = run('node', ['node_modules/vitest/vitest.mjs', 'run', ...projects, '--passWithNoTests', ...selection]);
}
process.exit(status);
