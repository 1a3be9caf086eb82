// One lint config for the monorepo. The import rules make DESIGN.md section 2 and docs/architecture.md
// enforceable: dependencies flow one way, features stay independent, and the engine knows no module.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const folders = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

const webFeatures = folders('./apps/web/src/features/');
const serverModules = folders('./apps/server/src/modules/');

/** Each web feature may not import any other feature: the app composes them. */
const featureIsolation = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: compose them in app/ or move the shared piece to lib/ or components/.',
}));

/** A module reaches another module only through what its factory exposes, never its repository or routes. */
const moduleInternals = serverModules.map((module) => ({
  target: `./apps/server/src/modules/${module}`,
  from: './apps/server/src/modules',
  except: [`./${module}`, './*/*.service.ts', './*/*.port.ts', './*/*.read-model.ts', './*/*.module.ts'],
  message: 'Modules meet through services and ports, never through another module\'s repository or routes.',
}));

const restrictedPaths = [
  { target: './packages/shared', from: './apps', message: 'packages/shared depends on nothing in apps/.' },
  { target: './apps/server', from: './apps/web', message: 'The server does not import the web app.' },
  { target: './apps/web', from: './apps/server', message: 'The web app does not import the server.' },
  { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'], message: 'UI primitives never depend on features or the app.' },
  { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/components'], message: 'lib/ is the bottom layer.' },
  { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features do not import the app: the app composes features.' },
  ...featureIsolation,
  { target: './apps/server/src/engine', from: ['./apps/server/src/modules', './apps/server/src/http'], message: 'The engine depends on no module: modules reach it through its port.' },
  { target: './apps/server/src/integrations', from: ['./apps/server/src/modules', './apps/server/src/engine'], message: 'Integrations wrap third parties and know nothing of our modules.' },
  { target: './apps/server/src/db', from: ['./apps/server/src/modules', './apps/server/src/engine', './apps/server/src/http'], message: 'The database layer is below every module.' },
  { target: './apps/server/src/http', from: './apps/server/src/modules', except: ['./users/users.port.ts'], message: 'http/ reaches modules only through ports.' },
  ...moduleInternals,
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/server/src/db/migrations/**', 'test-results/**', 'playwright-report/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/shared/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: restrictedPaths }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  prettier,
);
