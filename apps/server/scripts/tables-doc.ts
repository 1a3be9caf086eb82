/**
 * Writes docs/tables.md (table → owning area → who queries it) from src/db/schema/owners.ts and the imports.
 *
 *   npm run docs:tables
 *
 * src/db/tables-doc.test.ts fails when the file and the code drift apart.
 */
import { writeFileSync } from 'node:fs';
import { TABLES_DOC_FILE, renderTablesDoc } from './tables-doc-content.js';

writeFileSync(TABLES_DOC_FILE, renderTablesDoc());
console.log(`Wrote ${TABLES_DOC_FILE}`);
