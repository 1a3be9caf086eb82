// Comments and test names cite documents of the repository, not an issue tracker the repository does not hold
// (docs/architecture.md, "Habits").
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const ISSUE = /\b[Ii]ssues? #?\d+/;

it('no source file names an issue by its number', () => {
  const files = execFileSync('git', ['ls-files', 'apps', 'packages', 'scripts', 'eslint.config.js', 'vitest.config.ts'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !file.endsWith('no-issue-numbers.test.ts'));
  const cited = files.flatMap((file) =>
    readFileSync(`${root}${file}`, 'utf8')
      .split('\n')
      .flatMap((line, i) => (ISSUE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(cited).toEqual([]);
});
