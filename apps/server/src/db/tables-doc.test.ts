import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TABLES_DOC_FILE, renderTablesDoc, schemaTables, tableUses } from '../../scripts/tables-doc-content.js';
import { TABLE_OWNER } from './schema/owners.js';

/** docs/tables.md is generated from the owners and the imports; it must not drift from them. */
describe('docs/tables.md', () => {
  it('matches the code', () => {
    const written = readFileSync(TABLES_DOC_FILE, 'utf8');
    expect(written, 'docs/tables.md is out of date: run `npm run docs:tables` and commit the result').toBe(renderTablesDoc());
  });

  it('names an owner for every table and no table that does not exist', () => {
    const tables = [...schemaTables().values()].sort();
    expect(Object.keys(TABLE_OWNER).sort()).toEqual(tables);
  });

  it('knows the area of every folder that queries a table', () => {
    expect(
      tableUses()
        .filter((use) => use.area === undefined)
        .map((use) => use.file),
    ).toEqual([]);
  });

  it('reads the imports it maps', () => {
    const uses = tableUses();
    expect(uses.find((use) => use.file === 'marketplace/hires/hires.repository.ts')?.tables).toContain('search_hires');
    expect(uses.find((use) => use.file === 'search/engine/runtime/scheduler.ts')?.tables).toContain('search_runs');
  });
});
