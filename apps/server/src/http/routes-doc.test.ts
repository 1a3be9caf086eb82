import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { ROUTES_DOC_FILE, renderRoutesDoc } from '../../scripts/routes-doc-content.js';
import { useTestApp } from '../../test/use-test-app.js';

/** docs/routes.md is generated from the OpenAPI document and the route declarations; it must not drift from them. */
const t = useTestApp();
let rendered: string;

beforeAll(() => {
  rendered = renderRoutesDoc(t.app.swagger());
});

it('docs/routes.md matches the routes', () => {
  const written = readFileSync(ROUTES_DOC_FILE, 'utf8');
  expect(written, 'docs/routes.md is out of date: run `npm run docs:routes` and commit the result').toBe(rendered);
});

it('finds the module that declares every route of the OpenAPI document', () => {
  const modules = rendered
    .split('\n')
    .filter((line) => /^\| (GET|POST|PUT|PATCH|DELETE) \|/.test(line))
    .map((line) => line.split(' | ')[2]);
  expect(modules.length).toBeGreaterThan(50);
  expect(modules.filter((module) => module === '—')).toEqual([]);
});
