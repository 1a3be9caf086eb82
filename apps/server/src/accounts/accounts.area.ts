import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Executor, Transact } from '../db/client.js';
import { SessionTokens } from '../http/session-token.js';
import { createAdminModule, type AdminModuleDeps } from './admin/admin.module.js';
import { createPhoneModule, type PhoneModuleDeps } from './phone/phone.module.js';
import { createSettingsModule } from './settings/settings.module.js';
import { createUsersModule } from './users/users.module.js';

/** What the accounts need of areas built after them (decision 041): the outbox for phone codes, what the administrator oversees. */
export type AccountsLater = {
  outbox: PhoneModuleDeps['messages'];
  oversight: Omit<AdminModuleDeps, 'db' | 'transaction' | 'roles' | 'log' | 'files'>;
};

export type AccountsAreaDeps = {
  db: Executor;
  transaction: Transact;
  config: Config;
  log: FastifyBaseLogger;
  /** Uploaded images, removed with an erased account. */
  files: AdminModuleDeps['files'];
  /** How long a session's user is kept in memory (users.module.ts); 0 reads it on every request. */
  sessionCacheMs: number;
  later: AccountsLater;
};

/** The accounts area (docs/architecture.md, "Areas"): users and sessions, phone, settings, the administrator's user management. */
export function createAccountsArea({ db, transaction, config, log, files, sessionCacheMs, later }: AccountsAreaDeps) {
  const tokens = new SessionTokens(config.sessionSecret);
  const users = createUsersModule({ db, tokens, config, log, sessionCacheMs });
  const settings = createSettingsModule({ db, transaction });
  const phone = createPhoneModule({
    db,
    messages: later.outbox,
    users: users.service,
    secret: config.phoneCodeSecret,
    options: { smsHourlyBudget: config.SMS_HOURLY_BUDGET, log },
  });
  // The oversight is a stand-in until the other areas exist: its parts are taken one by one, never spread.
  const { oversight } = later;
  const admin = createAdminModule({
    db,
    transaction,
    roles: users.service,
    log,
    plans: oversight.plans,
    subscriptions: oversight.subscriptions,
    checkouts: oversight.checkouts,
    withdrawals: oversight.withdrawals,
    ledger: oversight.ledger,
    hires: oversight.hires,
    erasure: oversight.erasure,
    searchCounts: oversight.searchCounts,
    wallet: oversight.wallet,
    files,
    searches: oversight.searches,
  });
  return {
    routes: [users.routes, phone.routes, settings.routes, admin.routes],
    tokens,
    users: users.service,
    settings: settings.service,
    services: { auth: users.service, settings: settings.service },
  };
}
