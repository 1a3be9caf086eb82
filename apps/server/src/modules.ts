import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { transactionsOn, type Database } from './db/client.js';
import { createEngine } from './search/engine/engine.js';
import { SessionTokens } from './http/session-token.js';
import { createSenders } from './integrations/messaging/senders.js';
import { queueDepths, queueRunning, type JobQueue } from './jobs/job-queue.js';
import { createMetrics, type Metrics } from './platform/metrics/metrics.js';
import { createAdsModule } from './search/ads/ads.module.js';
import { createCatalogModule } from './marketplace/catalog/catalog.module.js';
import { createFilteredModule } from './search/filtered/filtered.module.js';
import { createHealthModule } from './platform/health/health.module.js';
import { createSiteModule } from './platform/site/site.module.js';
import { createLikesModule } from './search/likes/likes.module.js';
import { createMessagesModule } from './messaging/messages/messages.module.js';
import { deriveSecretKey } from './lib/sealed-secret.js';
import { createNotificationsModule } from './messaging/notifications/notifications.module.js';
import { vapidKeysFor } from './messaging/notifications/vapid-keys.js';
import { createPhoneModule } from './accounts/phone/phone.module.js';
import { createResultsModule } from './search/results/results.module.js';
import { createSearchesModule } from './search/searches/searches.module.js';
import { SearchQuota } from './search/searches/search-quota.service.js';
import { SearchAccessReadModel } from './search/searches/search-access.read-model.js';
import { SearchRowsReadModel } from './search/searches/search-rows.read-model.js';
import { createSettingsModule } from './accounts/settings/settings.module.js';
import { createSourcesModule } from './platform/sources/sources.module.js';
import { createSubscriptionsModule } from './money/subscriptions/subscriptions.module.js';
import { createUsersModule } from './accounts/users/users.module.js';
import { LocalFileStore, PrivateFileStore } from './integrations/file-store.js';
import { acceptImage } from './integrations/image-processing.js';
import { ImageUploads } from './http/image-upload.js';
import { createPaymentsProvider } from './integrations/payments/create-payments-provider.js';
import { createExpertsModule } from './marketplace/experts/experts.module.js';
import { createServicesModule } from './marketplace/services/services.module.js';
import { createPaymentsModule } from './money/payments/payments.module.js';
import { createLedgerModule } from './money/ledger/ledger.module.js';
import { createWalletModule } from './money/wallet/wallet.module.js';
import { createFlowsModule } from './flows/flows.module.js';
import { InstantAlertPlans } from './flows/instant-alert-plans.flow.js';
import { createHiresModule } from './marketplace/hires/hires.module.js';
import { createHireReadModels } from './marketplace/hires/hire-read-models.js';
import { createHireMessagesModule } from './marketplace/hire-messages/hire-messages.module.js';
import { createHireEvidenceModule } from './marketplace/hire-evidence/hire-evidence.module.js';
import { createReviewsModule } from './marketplace/reviews/reviews.module.js';
import { PaymentsReconciliation } from './money/payments/reconciliation.js';
import type { PeriodicJob } from './jobs/periodic-job.js';
import { createClocks } from './clocks.js';
import { createBillingModule } from './money/subscriptions/billing.module.js';
import { createAdminModule } from './accounts/admin/admin.module.js';

export type AppDeps = { config: Config; database: Database; queue: JobQueue };

/** How long the embedded database's process keeps a session's user (changes to the user forget it at once). */
const SESSION_CACHE_MS = 5_000;

/**
 * The composition root: every module built once, in dependency order, each given only the narrow parts of the others
 * it uses; modules live in their areas (docs/architecture.md, "Areas"). The only file that knows every module.
 */
export function createModules({ config, database, queue }: AppDeps, log: FastifyBaseLogger) {
  const db = database.db;
  const transaction = transactionsOn(db);
  const tokens = new SessionTokens(config.sessionSecret);
  const metrics = createMetrics({
    role: config.ROLE,
    processMetrics: Boolean(config.METRICS_TOKEN || config.METRICS_PORT),
    probes: { queueDepths: () => queueDepths(queue), dueSearches: () => engine.dueSearches() },
  });

  // What other modules read of hires (every query of search_hires lives in marketplace/hires).
  const searchRows = new SearchRowsReadModel(db);
  const hireReads = createHireReadModels(db, searchRows);
  const { facts: hireFacts, summaries: hireSummaries } = hireReads;
  const searchAccess = new SearchAccessReadModel(db, hireFacts);

  // Only worker roles need the queue running to be ready (an API process only sends to it).
  const health = createHealthModule({ database, queue: config.ROLE === 'api' ? null : { running: () => queueRunning(queue) } });
  // PGlite: one process owns the database, so the session's user may be kept a few seconds (session-user-cache.ts).
  const users = createUsersModule({ db, tokens, config, log, sessionCacheMs: database.kind === 'pglite' ? SESSION_CACHE_MS : 0 });
  const messages = createMessagesModule({
    db,
    queue,
    senders: createSenders(config, log),
    log,
    devOutbox: !config.isProduction,
    secretKey: deriveSecretKey(config.sessionSecret),
  });
  const phone = createPhoneModule({
    db,
    messages: messages.service,
    users: users.service,
    secret: config.phoneCodeSecret,
    options: { smsHourlyBudget: config.SMS_HOURLY_BUDGET, log },
  });
  const catalog = createCatalogModule({ db, hires: hireFacts });
  // The plans count and, on a downgrade, pause the user's searches through the search area (it owns `searches`).
  const searchQuota = new SearchQuota(db);
  const subscriptions = createSubscriptionsModule({ db, quota: searchQuota });
  const settings = createSettingsModule({ db, transaction });
  const instantAlerts = new InstantAlertPlans({ plans: subscriptions.service, users: users.service });
  const notifications = createNotificationsModule({
    db,
    settings: settings.service,
    users: users.service,
    messages: messages.service,
    publicUrl: config.publicUrl,
    metrics: metrics.alerts,
    // Push, like instant alerts, is for Plus and Pro; outside production a test's local push endpoint is accepted.
    push: { keys: vapidKeysFor(config, log), subject: config.vapidSubject, localEndpoints: !config.isProduction, plans: instantAlerts, log },
  });
  const engine = createEngine({ config, db, queue, alerts: notifications.matchAlerts, plans: instantAlerts, log, metrics: metrics.engine });
  const searches = createSearchesModule({
    db,
    transaction,
    limits: subscriptions.service,
    engine: engine.port,
    hires: {
      forSearch: (searchId, viewerId) => hireSummaries.forSearch(searchId, viewerId),
      searchHasLiveHire: (searchId) => hireFacts.searchHasLiveHire(searchId),
    },
    access: searchAccess,
  });
  const results = createResultsModule({
    db,
    transaction,
    searches: searches.service,
    notifications: notifications.service,
    engine: engine.port,
    access: searchAccess,
    experts: hireReads.expertAds,
  });
  const ads = createAdsModule({ db, ads: results.readModel, engine: engine.port });
  const likes = createLikesModule({ db, ads: results.readModel });
  const filtered = createFilteredModule({ db, ads: results.readModel });
  const sources = createSourcesModule({ engine: engine.port });
  const files = new LocalFileStore(config.uploadsDir);
  // The one upload pipeline (http/image-upload.ts): bytes checked and re-encoded, then stored.
  const images = new ImageUploads({ process: acceptImage, store: files });
  const paymentsProvider = createPaymentsProvider(config);
  const experts = createExpertsModule({
    db,
    transaction,
    images,
    auth: users.service,
    payments: paymentsProvider.provider,
    commissionPercent: config.COMMISSION_PERCENT,
    publicUrl: config.publicUrl,
    log,
    record: hireReads.expertRecord,
    hires: hireFacts,
  });
  const services = createServicesModule({ db, images, reader: catalog.service });
  const ledger = createLedgerModule({ db, transaction, metrics: metrics.ledger });
  const wallet = createWalletModule({
    db,
    transaction,
    ledger: ledger.service,
    provider: paymentsProvider.provider,
    hireFacts,
    publicUrl: config.publicUrl,
    log,
  });
  const hires = createHiresModule({
    db,
    rows: searchRows,
    transaction,
    ledger: ledger.service,
    wallet: wallet.service,
    // The hires module subscribes to the wallet's paid hire checkouts (decision 030).
    hireCheckouts: wallet.hireCheckouts,
    results: results.readModel,
    alerts: notifications.hireAlerts,
    // A card-paid hire's refund goes on to the card (decision 037).
    cards: wallet.withdrawals,
    payments: paymentsProvider.provider,
    commissionPercent: config.COMMISSION_PERCENT,
    publicUrl: config.publicUrl,
    log,
  });
  const flows = createFlowsModule({ transaction, searches: searches.service, hires: hires.opening });
  const hireMessages = createHireMessagesModule({ db, hires: hireSummaries, alerts: notifications.hireAlerts, log });
  const hireEvidence = createHireEvidenceModule({ db, hires: hireSummaries, store: new PrivateFileStore(config.evidenceDir), process: acceptImage });
  const reviews = createReviewsModule({ db, images, hires: hireFacts });
  const billing = createBillingModule({
    db,
    quota: searchQuota,
    transaction,
    limits: subscriptions.service,
    ledger: ledger.service,
    provider: paymentsProvider.provider,
    refunds: wallet.refunds,
    alerts: notifications.hireAlerts,
    publicUrl: config.publicUrl,
    log,
  });
  const payments = createPaymentsModule({
    ...paymentsProvider,
    handlers: { accounts: experts.service, checkouts: wallet.service, plans: billing.service },
    panelUrl: '/expert-panel',
    publicUrl: config.publicUrl,
    metrics: metrics.payments,
  });
  const admin = createAdminModule({
    db,
    transaction,
    plans: {
      planOf: async (user) => {
        const { planCode, planName } = await subscriptions.service.forUser(user);
        return { code: planCode, name: planName };
      },
    },
    subscriptions: billing.service,
    checkouts: wallet.refunds,
    withdrawals: wallet.withdrawals,
    roles: users.service,
    ledger: ledger.service,
    hires: hireFacts,
    // Each area erases its own part of a deleted account.
    erasure: [searches.accountErasure, notifications.accountErasure, experts.accountErasure],
    searchCounts: searchQuota,
    wallet: wallet.service,
    files,
    searches: searches.service,
    log,
  });
  const reconciliation = new PaymentsReconciliation({ checkouts: wallet.service, payouts: hires.service, refunds: wallet.refunds }, log);
  const clocks = createClocks(
    queue,
    config.SCHEDULER_INTERVAL_MS,
    {
      hireDeadlines: () => hires.service.sweepDeadlines(),
      planRenewals: () => billing.service.sweepRenewals(),
      reconcilePayments: () => reconciliation.run(),
      purgeSessions: () => users.service.purgeEndedSessions(),
    },
    log,
  );

  // Registration order = the order of the API docs.
  const modules = [
    health,
    createSiteModule({ publicUrl: config.publicUrl }),
    users,
    phone,
    catalog,
    subscriptions,
    searches,
    results,
    ads,
    likes,
    filtered,
    notifications,
    settings,
    sources,
    experts,
    services,
    wallet,
    hires,
    flows,
    hireMessages,
    hireEvidence,
    reviews,
    payments,
    messages,
    ledger,
    billing,
    admin,
  ];
  return {
    tokens,
    users: users.service,
    engine,
    clocks,
    metrics,
    routes: modules.map((module) => module.routes),
    /** The services, for main.ts (workers) and tests; route plugins never see this object. */
    services: {
      readiness: health.service,
      auth: users.service,
      messages: messages.service,
      notifications: notifications.service,
      settings: settings.service,
      sources: sources.service,
      searches: searches.service,
      results: results.service,
      ledger: ledger.service,
      wallet: wallet.service,
      refunds: wallet.refunds,
      hires: hires.service,
      billing: billing.service,
    },
  };
}

/** What main.ts and the tests reach on the built app. */
export type AppContext = {
  database: Database;
  engine: ReturnType<typeof createEngine>;
  clocks: PeriodicJob[];
  metrics: Metrics;
} & ReturnType<typeof createModules>['services'];
