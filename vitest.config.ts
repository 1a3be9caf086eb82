import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/**/*.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
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
                exclude: ['**/*.unit.test.ts', '**/node_modules/**'],
                environment: 'node',
                env: { TEST_DB: 'postgres' },
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
          // Tests that type through forms take seconds on a loaded 2-core machine; 5 s made them flaky.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
