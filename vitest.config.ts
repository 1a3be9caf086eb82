import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/**/*.test.ts'];
// Tests of the embedded database's own processes (a real server on PGlite, backups of its data directory): the
// PostgreSQL project would run exactly the same thing a second time.
const pgliteProcessTests = ['apps/server/src/shutdown.test.ts', 'apps/server/src/db/backup.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: on the 2-core CI machine, one worker and an idle core.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/**/*.test.ts'], environment: 'node' } },
      // The lint zones of eslint.config.js, proved on snippets at virtual paths.
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
      {
        test: {
          name: 'server',
          include: serverTests,
          environment: 'node',
          // *.pg.test.ts need a real server (several processes on one database).
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
          env: { TEST_DB: 'pglite' },
          // One database per worker, lent to each file in turn (apps/server/test/test-database.ts): the worker and
          // its imports must outlive a file, so files share the module graph (no vi.mock in the server suite).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: [...serverTests, 'apps/server/**/*.pg.test.ts'],
                // Pure rules (no database) need not run twice.
                exclude: ['**/*.unit.test.ts', ...pgliteProcessTests, '**/node_modules/**'],
                environment: 'node',
                env: { TEST_DB: 'postgres' },
                isolate: false,
                globalSetup: ['apps/server/test/global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          isolate: false,
          // Tests that type through forms take seconds on a loaded 2-core machine; 5 s made them flaky.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
