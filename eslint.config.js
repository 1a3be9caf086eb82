// One lint config for the monorepo. The import rules make docs/design.md section 2 and docs/architecture.md
// enforceable: dependencies flow one way, features stay independent, and the engine knows no module.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const webFeatures = folders('./apps/web/src/features/');
/** The server's six areas (docs/architecture.md, "Areas"; decision 040); each holds module folders, search also the engine. */
const SERVER_AREAS = ['search', 'marketplace', 'money', 'accounts', 'messaging', 'platform'];
const ENGINE = 'search/engine';
/** Every module as `<area>/<module>`, and the flows that span areas (flows/, one module of its own). */
const serverModules = [...SERVER_AREAS.flatMap((area) => folders(`./apps/server/src/${area}/`).map((module) => `${area}/${module}`)), 'flows'].filter(
  (module) => module !== ENGINE,
);

const abs = (p) => path.join(import.meta.dirname, p);

/**
 * One allow-list zone: files under `target` may import, from inside `within`, only the `allowed` globs
 * (relative to `within`). import-x matches `except` globs against absolute paths, hence abs().
 */
const allowOnly = (within, target, allowed, message) => ({
  target: `./${within}/${target}`,
  from: `./${within}/**`,
  // A plain path in a glob zone makes import-x drop the whole zone, so every entry is made a glob.
  except: allowed.map((glob) => abs(`${within}/${glob.includes('*') ? glob : glob.replace(/[^/]+$/, (file) => `@(${file})`)}`)),
  message,
});

const server = (target, allowed, message) => allowOnly('apps/server/src', target, allowed, message);
const web = (target, allowed, message) => allowOnly('apps/web/src', target, allowed, message);

/** Apart from the composition root (app.ts, main.ts, modules.ts), each server layer imports only what docs/architecture.md allows. */
const serverZones = [
  server('lib/**', ['lib/**'], 'lib/ depends on nothing but shared.'),
  server('db/**', ['db/**', 'lib/**'], 'db/ depends only on itself, lib/ and shared.'),
  server('jobs/**', ['db/**', 'jobs/**'], 'jobs/ depends only on db/ and shared.'),
  server('integrations/**', ['config.ts', 'lib/**', 'integrations/**'], 'Integrations wrap third parties and know nothing of our modules.'),
  // config.ts is a leaf (zod and node:path only); http/rate-limits.ts takes its RateLimits type.
  server('http/**', ['config.ts', 'db/**', 'http/**'], 'http/ never imports a module: it declares the port it needs.'),
  // The engine's pure core (matching, preferences, points, the fair price, scoring): no I/O, no database, no runtime.
  server(`${ENGINE}/core/**`, [`${ENGINE}/core/**`], "The engine's core is pure: it imports only itself and packages/shared; the runtime calls it."),
  server(
    `${ENGINE}/**`,
    ['config.ts', 'db/**', 'jobs/**', 'lib/**', `${ENGINE}/**`, 'accounts/index.ts'],
    "The engine depends on no module, http/ or integration (but the accounts' face, for the account rule): modules reach it through engine-port.ts.",
  ),
  ...serverModules.map((module) => {
    const area = module.split('/')[0];
    const sameArea = area === 'flows' ? [] : [`${area}/*/*.service.ts`, `${area}/*/*.read-model.ts`, `${area}/*/*.events.ts`];
    return server(
      `${module}/**`,
      [
        `${module}/**`,
        'config.ts',
        'db/**',
        'http/**',
        'jobs/**',
        'lib/**',
        'integrations/**',
        ...(area === 'search' ? [`${ENGINE}/engine-port.ts`] : []),
        // Rules every module of the area applies as values: the account rule, the once-only provider events.
        ...(area === 'accounts' ? ['accounts/users/open-account.ts'] : []),
        ...(area === 'money' ? ['money/payments/provider-events.ts'] : []),
        ...sameArea,
        ...SERVER_AREAS.filter((other) => other !== area).map((other) => `${other}/index.ts`),
      ],
      "A module meets another of its area only through its service, read model or events (types), never its repository, routes or factory; another area only through that area's face (<area>/index.ts); the engine only through engine-port.ts.",
    );
  }),
  // An area's own files (its face, its builder) see the whole area, the kernel and the other areas' faces.
  ...SERVER_AREAS.map((area) =>
    server(
      `${area}/*.ts`,
      [
        `${area}/**`,
        'config.ts',
        'db/**',
        'http/**',
        'jobs/**',
        'lib/**',
        'integrations/**',
        ...SERVER_AREAS.filter((other) => other !== area).map((other) => `${other}/index.ts`),
      ],
      "An area's face and builder reach other areas only through their faces.",
    ),
  ),
];

/** Decision 014: ui/lib -> features -> app, and features never import each other. */
const webZones = [
  web('components/ui/**', ['components/ui/**', 'lib/**'], 'UI primitives depend only on ui/, lib/ and packages.'),
  web('lib/**', ['lib/**'], 'lib/ is the bottom layer: it imports only lib/ and packages.'),
  ...webFeatures.map((feature) =>
    web(
      `features/${feature}/**`,
      [`features/${feature}/**`, 'components/ui/**', 'lib/**'],
      'Features do not import each other or the app: compose them in app/ or move the shared piece to lib/ or components/ui/.',
    ),
  ),
];

/** These hold for every file, tests included. */
const packageZones = [
  { target: './packages/shared', from: './apps', message: 'packages/shared depends on nothing in apps/.' },
  { target: './apps/server', from: './apps/web', message: 'The server does not import the web app.' },
  { target: './apps/web', from: './apps/server', message: 'The web app does not import the server.' },
];

const restrictedPaths = [...packageZones, ...serverZones, ...webZones];

const moduleImportPatterns = [
  {
    group: [
      '../*/*.service.js',
      '../*/*.read-model.js',
      '../*/*.events.js',
      '../../*/*/*.service.js',
      '../../*/*/*.read-model.js',
      '../../*/*/*.events.js',
      '../*/*/*.service.js',
      '../*/*/*.read-model.js',
      '../*/*/*.events.js',
    ],
    allowTypeImports: true,
    message: "Another module's service, read model or events are imported as types; the factory hands over the value.",
  },
  {
    group: ['**/engine/engine-port.js'],
    allowTypeImports: true,
    message: 'Modules import the engine port as a type; the composition root hands over the engine.',
  },
];

const MONEY_BY_HAND = {
  selector:
    'BinaryExpression[operator=/^[*\\/]$/][right.value=100]:matches([left.name=/cents|euros|price|amount/i], [left.property.name=/cents|euros|price|amount/i])',
  message: 'Convert money with Cents.fromEuros / Cents.toEuros (packages/shared/src/money.ts), not by hand.',
};

/** "The account is open" is asked only through accounts/users/open-account.ts (docs/architecture.md, "One account rule"). */
const ACCOUNT_RULE_MESSAGE = 'Whether an account is open is asked through accounts/users/open-account.ts, not by reading is_blocked or deleted_at.';
const ACCOUNT_STATE_BY_HAND = [
  { selector: "MemberExpression[object.name='users'][property.name=/^(isBlocked|deletedAt)$/]", message: ACCOUNT_RULE_MESSAGE },
  { selector: "MemberExpression[property.name='isBlocked']", message: ACCOUNT_RULE_MESSAGE },
  { selector: 'TemplateElement[value.raw=/is_blocked|deleted_at/]', message: ACCOUNT_RULE_MESSAGE },
];

/**
 * Every table but the reference data has an owner here (apps/server/src/db/schema/owners.ts names the area; a test
 * holds the two together): an area's tables are imported only inside the area, and a module's only inside the module.
 * Areas first, modules after them: for a module's files the later, narrower entry wins.
 */
export const OWNED_TABLES = {
  search: ['searches', 'searchParameters', 'searchRuns', 'searchResults', 'ads', 'adPriceHistory', 'adsUnpercolated', 'likes'],
  marketplace: ['expertProfiles', 'searchServices', 'reviews'],
  money: ['payments', 'withdrawals'],
  // Other areas ask the accounts' face (accounts/index.ts: the account rule, names).
  accounts: ['users', 'sessions', 'phoneVerifications', 'whatsappConsents', 'userSettings'],
  messaging: ['notifications', 'notificationReads', 'pushSubscriptions'],
  // The read cache's epochs: written by the kernel's db/ (db/read-epoch.ts), never by an area.
  platform: ['readEpochs'],
  'marketplace/hires': ['searchHires', 'hireEvents', 'disputes'],
  'marketplace/hire-messages': ['hireMessages'],
  'marketplace/hire-evidence': ['hireEvidence'],
  'money/ledger': ['ledgerAccounts', 'ledgerTransactions', 'ledgerEntries'],
  'money/subscriptions': ['subscriptions'],
  'money/payments': ['webhookEvents'],
  'messaging/messages': ['outboxMessages'],
  'search/filtered': ['filteredResults'],
  // The engine's own: no module queries them; operators read them through the engine port.
  [ENGINE]: ['sourcePolls', 'sourceStatus', 'searchIndexEpoch'],
};

/** The import restrictions for tables owned by modules other than `self`. */
const ownedTablePatterns = (self) =>
  Object.entries(OWNED_TABLES)
    .filter(([owner]) => self === null || (owner !== self && !self.startsWith(`${owner}/`)))
    .map(([owner, tables]) => ({
      group: ['**/db/schema/index.js', '**/db/schema/*.js'],
      importNames: tables,
      message: `These tables belong to ${owner}: ask its service or read model.`,
    }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // scripts/ holds the tooling tests (a dozen files, no tsconfig of their own): the default project's limit of 8 is raised.
        projectService: { allowDefaultProject: ['vitest.config.ts', 'scripts/*.ts'], maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 20 },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: restrictedPaths }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Fastify plugins, ports and fakes are async to honour a promise-returning contract, not because they await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // What import-x cannot see: another module's service, read model or events, and the engine port, are imported as
    // types only; and a table is queried only inside its owner (OWNED_TABLES).
    files: [...SERVER_AREAS.map((area) => `apps/server/src/${area}/*/**/*.ts`), 'apps/server/src/flows/**/*.ts'],
    ignores: ['**/*.test.ts', `apps/server/src/${ENGINE}/**`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...moduleImportPatterns, ...ownedTablePatterns(null)] }] },
  },
  ...Object.keys(OWNED_TABLES).map((owner) => ({
    files: [`apps/server/src/${owner}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...moduleImportPatterns, ...ownedTablePatterns(owner)] }] },
  })),
  {
    // The engine's core does no I/O (docs/architecture.md, "Engine"): no database, network, file or clock packages.
    files: [`apps/server/src/${ENGINE}/core/**/*.ts`],
    ignores: ['**/*.test.ts', '**/test-fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'pg-boss', '@electric-sql/*', 'fastify', 'undici'],
              message: "The engine's core is pure: I/O belongs to its runtime (search/engine/runtime).",
            },
          ],
        },
      ],
    },
  },
  {
    // Money is converted between cents and euros only by Cents (packages/shared/src/money.ts).
    files: ['apps/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/money.ts'],
    rules: {
      'no-restricted-syntax': ['error', MONEY_BY_HAND],
    },
  },
  {
    // The users module owns the rule and the administrator's block and delete; auth answers a blocked account's 403.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'apps/server/src/accounts/users/**',
      'apps/server/src/accounts/admin/**',
      'apps/server/src/http/auth.ts',
      'apps/server/src/db/**',
    ],
    rules: { 'no-restricted-syntax': ['error', MONEY_BY_HAND, ...ACCOUNT_STATE_BY_HAND] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // With several projects the resolver does not apply the web's `@/` path alias, so the web gets its own.
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })] },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Text a component shows (JSX text and attributes such as aria-label, title, placeholder, alt) comes from the
    // catalogues; attribute values typed as string literal unions (variant="ghost") are not text and pass.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            exclude: [
              'className',
              'style',
              'type',
              'key',
              'id',
              'width',
              'height',
              'to',
              'href',
              'src',
              'name',
              'htmlFor',
              'autoComplete',
              'inputMode',
              'step',
              'accept',
              'rel',
              'target',
              'role',
              'method',
              'pattern',
              'sizes',
              'loading',
              'decoding',
              'referrerPolicy',
              'lang',
              'form',
              'data-.*',
              'aria-hidden',
              'aria-live',
              'aria-current',
              'aria-haspopup',
              'aria-controls',
              'aria-labelledby',
              'aria-describedby',
              'aria-orientation',
              'aria-sort',
              'aria-autocomplete',
              'aria-invalid',
              'aria-expanded',
              'aria-pressed',
              'aria-checked',
              'aria-selected',
              'aria-busy',
              'aria-atomic',
              'aria-relevant',
              'aria-modal',
              'viewBox',
              'fill',
              'stroke',
              'strokeWidth',
              'strokeLinecap',
              'strokeLinejoin',
              'd',
              'x',
              'y',
              'cx',
              'cy',
              'r',
              'points',
              'transform',
              'preserveAspectRatio',
              'xmlns',
            ],
          },
        },
      ],
    },
  },
  {
    // A feature's components take texts from the hook in its i18n.ts, which registers the area's Spanish first.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/app/**/*.{ts,tsx}'],
    ignores: ['**/i18n.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@/lib/i18n', importNames: ['useTranslation'], message: "Use your area's hook from its i18n.ts (it registers the catalogue)." },
            { name: 'react-i18next', message: 'Import from @/lib/i18n (Trans) or use your area hook from its i18n.ts.' },
          ],
        },
      ],
    },
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
      // Failure messages and fakes stringify whatever they are given; a spare assertion in a test hides no bug.
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      // Tests may seed through repositories and compose across modules; only the package rules hold.
      'import-x/no-restricted-paths': ['error', { zones: packageZones }],
    },
  },
  prettier,
);
