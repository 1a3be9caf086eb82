// File and folder names are kebab-case (docs/architecture.md, "Habits"): `search-card.tsx`, `hire-opening.ts`.
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
/** Lower-case words joined by hyphens, with dotted parts for roles and extensions (`x.read-model.ts`, `x.pg.test.ts`). */
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
/** Drizzle names its migrations and Vitest its snapshots; tools read these exact names. */
const EXEMPT = [/\/db\/migrations\//, /\/__snapshots__\//, /(^|\/)(README|AGENTS|CHANGELOG)\.md$/, /(^|\/)\.[^/]+$/];

function badNames(paths: string[]): string[] {
  return paths.filter((file) => !EXEMPT.some((rule) => rule.test(file)) && file.split('/').some((part) => !KEBAB.test(part)));
}

it('every file and folder under apps/, packages/ and scripts/ is kebab-case', () => {
  const files = execFileSync('git', ['ls-files', 'apps', 'packages', 'scripts'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  expect(files.length).toBeGreaterThan(500);
  expect(badNames(files)).toEqual([]);
});

it('catches a camelCase or PascalCase name', () => {
  expect(badNames(['apps/web/src/features/ads/AdCard.tsx', 'apps/server/src/marketplace/hires/hireOpening.ts', 'apps/web/src/ok-name.tsx'])).toEqual([
    'apps/web/src/features/ads/AdCard.tsx',
    'apps/server/src/marketplace/hires/hireOpening.ts',
  ]);
});
