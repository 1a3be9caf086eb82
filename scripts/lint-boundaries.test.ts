// Proves the import zones of eslint.config.js: each snippet sits at a virtual path and imports a real file.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { getTableName, is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OWNED_TABLES } from '../eslint.config.js';
import * as schema from '../apps/server/src/db/schema/index.js';
import { REFERENCE_TABLES, TABLE_OWNER } from '../apps/server/src/db/schema/owners.js';

const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: `${root}eslint.config.js`,
  // Virtual files belong to no tsconfig: only the import rules matter here.
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

/** How many messages `code` at the virtual path `filePath` gets that `counts` picks. */
async function errorsOf(filePath: string, code: string, counts: (message: { ruleId: string | null; message: string }) => boolean): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.filter(counts).length;
}

const BOUNDARY_RULES = ['import-x/no-restricted-paths', '@typescript-eslint/no-restricted-imports', 'no-restricted-imports'];
const boundaryErrors = (filePath: string, code: string) => errorsOf(filePath, code, (m) => BOUNDARY_RULES.includes(m.ruleId ?? ''));

const cases: Array<[string, string, string, boolean]> = [
  // [why, file, import, reported]
  ['shared never imports apps', 'packages/shared/src/x.ts', "import '../../../apps/server/src/config.js';", true],
  ['shared test never imports apps', 'packages/shared/src/x.test.ts', "import '../../../apps/server/src/config.js';", true],
  ['lib imports only lib', 'apps/server/src/lib/x.ts', "import '../db/client.js';", true],
  ['lib imports lib', 'apps/server/src/lib/x.ts', "import './format.js';", false],
  ['db never imports a module', 'apps/server/src/db/x.ts', "import '../search/ads/ads.service.js';", true],
  ['db imports lib (the bottom layer)', 'apps/server/src/db/x.ts', "import '../lib/time-slice.js';", false],
  ['jobs imports db', 'apps/server/src/jobs/x.ts', "import '../db/client.js';", false],
  ['jobs never imports the engine', 'apps/server/src/jobs/x.ts', "import '../search/engine/engine.js';", true],
  ['integrations import config', 'apps/server/src/integrations/x.ts', "import '../config.js';", false],
  ['integrations never import db', 'apps/server/src/integrations/x.ts', "import '../db/client.js';", true],
  ['http never imports a module', 'apps/server/src/http/x.ts', "import '../accounts/users/auth.service.js';", true],
  ['http imports db', 'apps/server/src/http/x.ts', "import '../db/client.js';", false],
  ['engine never imports a module', 'apps/server/src/search/engine/x.ts', "import '../ads/ads.service.js';", true],
  ['engine never imports http', 'apps/server/src/search/engine/x.ts', "import '../../http/app-error.js';", true],
  ["the engine's core imports itself", 'apps/server/src/search/engine/core/x.ts', "import './market.js'; import './fair-price/robust-fit.js';", false],
  ["the engine's core never imports its runtime", 'apps/server/src/search/engine/core/x.ts', "import '../runtime/catalog.js';", true],
  ["the engine's core never imports the database", 'apps/server/src/search/engine/core/x.ts', "import '../../../db/client.js';", true],
  [
    "the engine's core never imports an I/O package",
    'apps/server/src/search/engine/core/x.ts',
    "import { sql } from 'drizzle-orm'; import { readFile } from 'node:fs/promises';",
    true,
  ],
  ['the runtime imports the core', 'apps/server/src/search/engine/runtime/x.ts', "import '../core/market.js';", false],
  ['engine imports jobs', 'apps/server/src/search/engine/x.ts', "import '../../jobs/job-queue.js';", false],
  ['module imports its own folder', 'apps/server/src/search/ads/x.ts', "import './ads.repository.js';", false],
  [
    'module imports another service (type)',
    'apps/server/src/search/ads/x.ts',
    "import type { SearchesService } from '../searches/searches.service.js';",
    false,
  ],
  [
    'module imports another service as a type only',
    'apps/server/src/search/ads/x.ts',
    "import { SearchesService } from '../searches/searches.service.js';",
    true,
  ],
  [
    'module imports the engine port as a type only',
    'apps/server/src/search/ads/x.ts',
    "import { type EnginePort, ENGINE } from '../engine/engine-port.js';",
    true,
  ],
  [
    "module imports another module's events as a type",
    'apps/server/src/money/ledger/x.ts',
    "import type { HireCheckoutEvents } from '../wallet/hire-checkout.events.js';",
    false,
  ],
  [
    "module imports another module's events as a type only",
    'apps/server/src/money/ledger/x.ts',
    "import { HireCheckoutEvents } from '../wallet/hire-checkout.events.js';",
    true,
  ],
  ['only the hires module queries search_hires', 'apps/server/src/search/ads/x.ts', "import { searchHires } from '../../db/schema/index.js';", true],
  ['nor hire_events or disputes', 'apps/server/src/search/ads/x.ts', "import { ads, disputes } from '../../db/schema/index.js';", true],
  ['the hires module queries its tables', 'apps/server/src/marketplace/hires/x.ts', "import { searchHires } from '../../db/schema/index.js';", false],
  [
    'the hires module keeps the type-only rule',
    'apps/server/src/marketplace/hires/x.ts',
    "import { SearchesService } from '../../search/searches/searches.service.js';",
    true,
  ],
  ['only the accounts query users', 'apps/server/src/marketplace/hires/x.ts', "import { users } from '../../db/schema/index.js';", true],
  ["nor the engine's runtime", 'apps/server/src/search/engine/runtime/x.ts', "import { users, sessions } from '../../../db/schema/index.js';", true],
  [
    'every module of the accounts queries their tables',
    'apps/server/src/accounts/admin/x.ts',
    "import { users, userSettings } from '../../db/schema/index.js';",
    false,
  ],
  ["the payments own the providers' events", 'apps/server/src/money/wallet/x.ts', "import { webhookEvents } from '../../db/schema/index.js';", true],
  [
    'a module of money claims a provider event by the once-only rule',
    'apps/server/src/money/wallet/x.ts',
    "import { claimProviderEvent } from '../payments/provider-events.js';",
    false,
  ],
  ['the ledger owns its entries', 'apps/server/src/money/wallet/x.ts', "import { ledgerEntries } from '../../db/schema/index.js';", true],
  ['the ledger queries its entries', 'apps/server/src/money/ledger/x.ts', "import { ledgerEntries } from '../../db/schema/index.js';", false],
  ["the outbox is the messages module's", 'apps/server/src/messaging/notifications/x.ts', "import { outboxMessages } from '../../db/schema/index.js';", true],
  ["no module queries the engine's source polls", 'apps/server/src/platform/sources/x.ts', "import { sourcePolls } from '../../db/schema/index.js';", true],
  ['the search area queries its tables', 'apps/server/src/search/ads/x.ts', "import { ads, searches } from '../../db/schema/index.js';", false],
  ['the hires never query searches', 'apps/server/src/marketplace/hires/x.ts', "import { searches } from '../../db/schema/index.js';", true],
  ['nor ads', 'apps/server/src/marketplace/hires/x.ts', "import { ads } from '../../db/schema/index.js';", true],
  ["the admin never queries the money's payments", 'apps/server/src/accounts/admin/x.ts', "import { payments } from '../../db/schema/index.js';", true],
  ['nor the notifications', 'apps/server/src/accounts/admin/x.ts', "import { pushSubscriptions } from '../../db/schema/index.js';", true],
  ['the flows query no table', 'apps/server/src/flows/x.ts', "import { searchResults } from '../db/schema/index.js';", true],
  ['reference data is read by every area', 'apps/server/src/marketplace/catalog/x.ts', "import { categories } from '../../db/schema/index.js';", false],
  ['module never imports another repository', 'apps/server/src/search/ads/x.ts', "import '../searches/searches.repository.js';", true],
  ['module never imports another routes file', 'apps/server/src/search/ads/x.ts', "import '../searches/searches.routes.js';", true],
  ['module never imports another factory', 'apps/server/src/search/ads/x.ts', "import '../searches/searches.module.js';", true],
  ['module reaches the engine only by its port', 'apps/server/src/search/ads/x.ts', "import '../engine/engine.js';", true],
  ['module imports the engine port', 'apps/server/src/search/ads/x.ts', "import type { EnginePort } from '../engine/engine-port.js';", false],
  ['module imports http and jobs', 'apps/server/src/search/ads/x.ts', "import '../../http/app-error.js'; import '../../jobs/job-queue.js';", false],
  ['module tests may seed through repositories', 'apps/server/src/search/ads/x.test.ts', "import '../searches/searches.repository.js';", false],
  [
    "the engine asks the account rule at the accounts' face",
    'apps/server/src/search/engine/x.ts',
    "import { openAccountAt } from '../../accounts/index.js';",
    false,
  ],
  [
    "the engine never reaches into the accounts' folders",
    'apps/server/src/search/engine/x.ts',
    "import { openAccountAt } from '../../accounts/users/open-account.js';",
    true,
  ],
  [
    "a module asks the account rule at the accounts' face",
    'apps/server/src/marketplace/hires/x.ts',
    "import { isOpenAccount } from '../../accounts/index.js';",
    false,
  ],
  [
    'a module of the accounts asks the rule in its own area',
    'apps/server/src/accounts/admin/x.ts',
    "import { isOpenAccount } from '../users/open-account.js';",
    false,
  ],
  ["a module imports another area's face", 'apps/server/src/marketplace/hires/x.ts', "import type { WalletService } from '../../money/index.js';", false],
  [
    "a module never reaches past another area's face, even for a type",
    'apps/server/src/marketplace/hires/x.ts',
    "import type { WalletService } from '../../money/wallet/wallet.service.js';",
    true,
  ],
  ["a module never imports its own area's face", 'apps/server/src/money/ledger/x.ts', "import type { WalletService } from '../index.js';", true],
  [
    "an area's face reaches another area only through its face",
    'apps/server/src/money/index.ts',
    "export type { AuthService } from '../accounts/users/auth.service.js';",
    true,
  ],
  ["an area's face re-exports its own modules", 'apps/server/src/money/index.ts', "export type { WalletService } from './wallet/wallet.service.js';", false],
  ["a module never imports another area's repository", 'apps/server/src/marketplace/hires/x.ts', "import '../../money/wallet/wallet.repository.js';", true],
  ['the flows meet the areas at their faces', 'apps/server/src/flows/x.ts', "import type { SearchesService } from '../search/index.js';", false],
  ['the flows never reach past a face', 'apps/server/src/flows/x.ts', "import type { SearchesService } from '../search/searches/searches.service.js';", true],
  ['the flows never import a repository', 'apps/server/src/flows/x.ts', "import '../search/searches/searches.repository.js';", true],
  ['composition root imports anything', 'apps/server/src/modules.ts', "import './search/searches/searches.module.js';", false],
  ['ui never imports a feature', 'apps/web/src/components/ui/x.tsx', "import '@/features/ads/components/ad-card';", true],
  ['ui imports lib', 'apps/web/src/components/ui/x.tsx', "import '@/lib/cn';", false],
  ['lib never imports ui', 'apps/web/src/lib/x.ts', "import '@/components/ui/button';", true],
  ['feature never imports another feature', 'apps/web/src/features/home/x.tsx', "import '@/features/auth/components/login-control';", true],
  ['feature never imports the app', 'apps/web/src/features/home/x.tsx', "import '@/app/router';", true],
  ['feature imports ui and lib', 'apps/web/src/features/home/x.tsx', "import '@/components/ui/button'; import '@/lib/cn';", false],
  ['app composes features', 'apps/web/src/app/x.tsx', "import '@/features/auth/components/login-control';", false],
];

describe('module boundaries (eslint.config.js zones)', () => {
  it.each(cases)('%s', async (_why, file, code, reported) => {
    expect((await boundaryErrors(file, code)) > 0).toBe(reported);
  });
});

const accountRuleErrors = (filePath: string, code: string) =>
  errorsOf(filePath, code, (m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('open-account'));

const accountCases: Array<[string, string, string, boolean]> = [
  ['a module reads is_blocked from the table', 'apps/server/src/marketplace/hires/x.ts', 'eq(users.isBlocked, false);', true],
  ['the engine reads deleted_at from the table', 'apps/server/src/search/engine/x.ts', 'isNull(users.deletedAt);', true],
  ['a module checks a row by hand', 'apps/server/src/messaging/notifications/x.ts', 'if (user.isBlocked) {}', true],
  ['hand-written SQL names is_blocked', 'apps/server/src/search/engine/x.ts', 'sql`SELECT 1 FROM users u WHERE NOT u.is_blocked`;', true],
  ['the users module owns the rule', 'apps/server/src/accounts/users/x.ts', 'eq(users.isBlocked, false);', false],
  ['the administrator blocks and deletes', 'apps/server/src/accounts/admin/x.ts', 'if (user.isBlocked) {}', false],
  ['tests may seed a blocked user', 'apps/server/src/marketplace/hires/x.test.ts', 'eq(users.isBlocked, true);', false],
];

describe('one account rule (eslint.config.js, ACCOUNT_STATE_BY_HAND)', () => {
  it.each(accountCases)('%s', async (_why, file, code, reported) => {
    expect((await accountRuleErrors(file, code)) > 0).toBe(reported);
  });
});

describe('every table has its owner in the lint (OWNED_TABLES against db/schema/owners.ts)', () => {
  const tables = Object.entries(schema).flatMap(([name, value]) => (is(value, Table) ? [{ name, sql: getTableName(value) }] : []));
  const ownerInLint = new Map(Object.entries(OWNED_TABLES).flatMap(([owner, names]) => names.map((name) => [name, owner] as const)));

  it.each(tables.filter((table) => !REFERENCE_TABLES.includes(table.sql)))('$sql is owned by its area', ({ name, sql }) => {
    expect(ownerInLint.get(name)?.split('/')[0]).toBe(TABLE_OWNER[sql]);
  });

  it('names no table that does not exist, and no reference table', () => {
    const names = new Set(tables.filter((table) => !REFERENCE_TABLES.includes(table.sql)).map((table) => table.name));
    expect([...ownerInLint.keys()].filter((name) => !names.has(name))).toEqual([]);
  });
});
