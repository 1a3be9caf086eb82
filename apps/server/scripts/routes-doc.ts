/**
 * Writes docs/routes.md (URL → module → service method) from the OpenAPI document of the app as the tests build it
 * (test/test-app.ts: an in-memory PGlite database, the test configuration).
 *
 *   npm run docs:routes
 *
 * src/http/routes-doc.test.ts fails when the file and the routes drift apart.
 */
import { writeFileSync } from 'node:fs';
import { createTestApp } from '../test/test-app.js';
import { ROUTES_DOC_FILE, renderRoutesDoc } from './routes-doc-content.js';

const testApp = await createTestApp();
try {
  writeFileSync(ROUTES_DOC_FILE, renderRoutesDoc(testApp.app.swagger()));
  console.log(`Wrote ${ROUTES_DOC_FILE}`);
} finally {
  await testApp.close();
}
