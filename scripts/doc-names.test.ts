// docs/architecture.md names only things that exist: every code name it quotes in backticks (an identifier in
// camelCase or PascalCase, or a path) is found in the repository. It once named HireClock, PlanClock and
// HirePaymentsPort long after they were gone.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const FOLDERS =
  /^(apps|packages|scripts|docs|src|search|marketplace|money|accounts|messaging|platform|flows|modules|engine|http|db|jobs|lib|integrations|features|components|app|e2e|test)\//;
const EXTENSIONS = /\.(ts|tsx|mjs|js|json|md|sql|css)$/;

function missingNames(doc: string, files: string[], code: string): string[] {
  const spans = new Set([...doc.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!));
  return [...spans].filter((span) => {
    if (/^[A-Za-z_]\w*$/.test(span) && /[A-Z]/.test(span.slice(1)) && /[a-z]/.test(span)) return !new RegExp(`\\b${span}\\b`).test(code);
    if (/^[\w@./*<>{}-]+$/.test(span) && (EXTENSIONS.test(span) || FOLDERS.test(span)) && !/[*<>{}]/.test(span)) {
      const name = span.replace(/\/$/, '');
      return !files.some((file) => file === name || file.endsWith(`/${name}`) || file.startsWith(`${name}/`) || file.includes(`/${name}/`));
    }
    return false;
  });
}

it('every code name docs/architecture.md quotes exists', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const code = files
    .filter((file) => /\.(ts|tsx|js|mjs|json|sql)$/.test(file) && !file.includes('/meta/'))
    .map((file) => readFileSync(`${root}${file}`, 'utf8'))
    .join('\n');
  expect(missingNames(readFileSync(`${root}docs/architecture.md`, 'utf8'), files, code)).toEqual([]);
});

it('catches a name that is gone', () => {
  const doc = 'The `HireClock` ticks; `marketplace/hires/hire-clock.ts` holds it; `SESSION_SECRET` and `import-x/no-cycle` are not code.';
  expect(missingNames(doc, ['apps/server/src/marketplace/hires/hires.service.ts'], 'export class HiresService {}')).toEqual([
    'HireClock',
    'marketplace/hires/hire-clock.ts',
  ]);
});
