import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { transactionsOn, type Database } from './db/client.js';
import { ImageUploads } from './http/image-upload.js';
import { LocalFileStore } from './integrations/file-store.js';
import { acceptImage } from './integrations/image-processing.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { PeriodicJob } from './jobs/periodic-job.js';
import { LatePorts } from './lib/late-port.js';
import { createClocks } from './clocks.js';
import { createFlowsModule } from './flows/flows.module.js';
import { InstantAlertPlans } from './flows/instant-alert-plans.flow.js';
import { createAccountsArea, type AccountsLater } from './accounts/accounts.area.js';
import { createMarketplaceArea } from './marketplace/marketplace.area.js';
import { createMessagingArea, type MessagingLater } from './messaging/messaging.area.js';
import { createMoneyArea, type MoneyLater } from './money/money.area.js';
import { createPlatformArea, type PlatformLater } from './platform/platform.area.js';
import { createSearchArea, type SearchLater } from './search/search.area.js';
import type { Metrics } from './platform/metrics/metrics.js';

export type AppDeps = { config: Config; database: Database; queue: JobQueue };

/** How long the embedded database's process keeps a session's user (changes to the user forget it at once). */
const SESSION_CACHE_MS = 5_000;

/**
 * The composition root (docs/architecture.md, "Areas"): each area builds itself; an area that needs one built after
 * it gets a late port, provided below once that area exists (decision 041).
 */
export function createModules({ config, database, queue }: AppDeps, log: FastifyBaseLogger) {
  const { db } = database;
  const kernel = { db, transaction: transactionsOn(db), queue, config, log };
  const files = new LocalFileStore(config.uploadsDir);
  // The one upload pipeline (http/image-upload.ts): bytes checked and re-encoded, then stored.
  const images = new ImageUploads({ process: acceptImage, store: files });
  const late = new LatePorts();
  const toPlatform = late.port<PlatformLater>('platform');
  const toAccounts = late.port<AccountsLater>('accounts');
  const toMessaging = late.port<MessagingLater>('messaging');
  const toMoney = late.port<MoneyLater>('money');
  const toSearch = late.port<SearchLater>('search');

  const platform = createPlatformArea({ database, queue, config, later: toPlatform.port });
  const { metrics } = platform;
  // PGlite: one process owns the database, so the session's user may be kept a few seconds (session-user-cache.ts).
  const sessionCacheMs = database.kind === 'pglite' ? SESSION_CACHE_MS : 0;
  const accounts = createAccountsArea({ ...kernel, files, sessionCacheMs, later: toAccounts.port });
  const messaging = createMessagingArea({ ...kernel, settings: accounts.settings, users: accounts.users, metrics: metrics.alerts, later: toMessaging.port });
  const money = createMoneyArea({ ...kernel, alerts: messaging.hireAlerts, metrics, later: toMoney.port });
  const instantAlerts = new InstantAlertPlans({ plans: money.limits, users: accounts.users });
  const search = createSearchArea({ ...kernel, ...messaging, plans: instantAlerts, limits: money.limits, metrics: metrics.engine, later: toSearch.port });
  const marketplace = createMarketplaceArea({ ...kernel, ...money, ...search, images, users: accounts.users, alerts: messaging.hireAlerts });
  const flows = createFlowsModule({ transaction: kernel.transaction, searches: search.searches, hires: marketplace.opening });

  toPlatform.provide({ sources: search.engine.port, schedule: search.engine });
  toMessaging.provide({ plans: instantAlerts });
  toMoney.provide({ quota: search.quota, hireFacts: marketplace.reads.facts, expertAccounts: marketplace.experts, payouts: marketplace.hires });
  toSearch.provide({ hireSummaries: marketplace.reads.summaries, hireFacts: marketplace.reads.facts, expertAds: marketplace.reads.expertAds });
  toAccounts.provide({
    outbox: messaging.outbox,
    oversight: {
      ...money,
      plans: money.planNames,
      subscriptions: money.billing,
      checkouts: money.refunds,
      hires: marketplace.reads.facts,
      // Each area erases its own part of a deleted account.
      erasure: [search.accountErasure, messaging.accountErasure, marketplace.accountErasure],
      searchCounts: search.quota,
      searches: search.searches,
    },
  });
  late.seal();
  const sweeps = { hires: marketplace.hires, plans: money.billing, reconciliation: money.reconciliation, sessions: accounts.users };
  const clocks = createClocks(queue, config.SCHEDULER_INTERVAL_MS, sweeps, log);

  // Registration order = the order of the API docs.
  const routes = [platform, accounts, search, messaging, marketplace, money].flatMap((area) => area.routes);
  return {
    tokens: accounts.tokens,
    users: accounts.users,
    engine: search.engine,
    clocks,
    metrics,
    routes: [...routes, flows.routes],
    /** The services, for main.ts (workers) and tests; route plugins never see this object. */
    services: { ...platform.services, ...accounts.services, ...messaging.services, ...search.services, ...money.services, ...marketplace.services },
  };
}

/** What main.ts and the tests reach on the built app. */
export type AppContext = {
  database: Database;
  engine: ReturnType<typeof createModules>['engine'];
  clocks: PeriodicJob[];
  metrics: Metrics;
} & ReturnType<typeof createModules>['services'];
