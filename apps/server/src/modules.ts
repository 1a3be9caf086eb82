import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { transactionsOn, type Database } from './db/client.js';
import { createEngine } from './engine/engine.js';
import { SessionTokens } from './http/session-token.js';
import { createSenders } from './integrations/messaging/senders.js';
import type { JobQueue } from './jobs/job-queue.js';
import { createAdsModule } from './modules/ads/ads.module.js';
import { createCatalogModule } from './modules/catalog/catalog.module.js';
import { createFilteredModule } from './modules/filtered/filtered.module.js';
import { createHealthModule } from './modules/health/health.module.js';
import { createLikesModule } from './modules/likes/likes.module.js';
import { createMessagesModule } from './modules/messages/messages.module.js';
import { deriveSecretKey } from './lib/sealed-secret.js';
import { createNotificationsModule } from './modules/notifications/notifications.module.js';
import { createPhoneModule } from './modules/phone/phone.module.js';
import { createResultsModule } from './modules/results/results.module.js';
import { createSearchesModule } from './modules/searches/searches.module.js';
import { createSettingsModule } from './modules/settings/settings.module.js';
import { createSourcesModule } from './modules/sources/sources.module.js';
import { createSubscriptionsModule } from './modules/subscriptions/subscriptions.module.js';
import { createUsersModule } from './modules/users/users.module.js';
import { LocalFileStore } from './integrations/file-store.js';
import { createPaymentsProvider } from './integrations/payments/create-payments-provider.js';
import { createExpertsModule } from './modules/experts/experts.module.js';
import { createServicesModule } from './modules/services/services.module.js';
import { createPaymentsModule } from './modules/payments/payments.module.js';
import { createLedgerModule } from './modules/ledger/ledger.module.js';
import { createWalletModule } from './modules/wallet/wallet.module.js';
import { createHiresModule } from './modules/hires/hires.module.js';
import { HireSummaryReadModel } from './modules/hires/hire-summary.read-model.js';
import { createReviewsModule } from './modules/reviews/reviews.module.js';
import type { HiresService } from './modules/hires/hires.service.js';
import { PaymentsReconciliation, RECONCILE_OFFER_MS } from './modules/payments/reconciliation.js';
import { PeriodicJob } from './jobs/periodic-job.js';
import { sessionPurgeJob } from './jobs/session-purge.job.js';
import { hireDeadlinesJob } from './jobs/hire-deadlines.job.js';
import { planRenewalsJob } from './jobs/plan-renewals.job.js';
import { reconcilePaymentsJob } from './jobs/reconcile-payments.job.js';
import { createBillingModule } from './modules/subscriptions/billing.module.js';
import { createAdminModule } from './modules/admin/admin.module.js';

export type AppDeps = { config: Config; database: Database; queue: JobQueue };

/**
 * The composition root: every module built once, in dependency order, each given only the narrow
 * parts of the others it uses. The only file that knows every module.
 */
/** How long the embedded database's process keeps a session's user (changes to the user forget it at once). */
const SESSION_CACHE_MS = 5_000;

export function createModules({ config, database, queue }: AppDeps, log: FastifyBaseLogger) {
  const db = database.db;
  const transaction = transactionsOn(db);
  const tokens = new SessionTokens(config.sessionSecret);

  const health = createHealthModule({ database });
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
  const catalog = createCatalogModule({ db });
  const subscriptions = createSubscriptionsModule({ db });
  const settings = createSettingsModule({ db, transaction });
  const notifications = createNotificationsModule({
    db,
    settings: settings.service,
    users: users.service,
    messages: messages.service,
    publicUrl: config.publicUrl,
  });
  // Instant alerts are a Plus and Pro benefit (administrators have every plan's benefits).
  const instantAlerts = {
    async instantAlertsAllowed(userIds: readonly number[]) {
      // Two queries whatever the number of users: a poll can bring results to thousands of searches.
      const [paid, admins] = await Promise.all([subscriptions.service.onPaidPlans(userIds), users.service.adminsAmong(userIds)]);
      return new Set([...paid, ...admins]);
    },
  };
  const engine = createEngine({ config, db, queue, alerts: notifications.matchAlerts, plans: instantAlerts, log });
  const hireSummaries = new HireSummaryReadModel(db);
  const searches = createSearchesModule({ db, transaction, limits: subscriptions.service, engine: engine.port, hires: hireSummaries });
  const results = createResultsModule({ db, transaction, searches: searches.service, notifications: notifications.service, engine: engine.port });
  const ads = createAdsModule({ db, ads: results.readModel, engine: engine.port });
  const likes = createLikesModule({ db, ads: results.readModel });
  const filtered = createFilteredModule({ db, ads: results.readModel });
  const sources = createSourcesModule({ engine: engine.port });
  const files = new LocalFileStore(config.uploadsDir);
  const paymentsProvider = createPaymentsProvider(config);
  const experts = createExpertsModule({ db, transaction, files, auth: users.service, payments: paymentsProvider.provider, publicUrl: config.publicUrl, log });
  const services = createServicesModule({ db, files, reader: catalog.service });
  const ledger = createLedgerModule({ db, transaction });
  // The wallet settles paid hire checkouts through the hires module, which opens them through the wallet:
  // the wallet gets a port that reaches the hires service once it exists.
  let hiresService: HiresService | null = null;
  const hiresPort = () => {
    if (!hiresService) throw new Error('hires module not built yet');
    return hiresService;
  };
  const wallet = createWalletModule({
    db,
    transaction,
    ledger: ledger.service,
    provider: paymentsProvider.provider,
    hires: { onHirePaid: (tx, hireId) => hiresPort().onHirePaid(tx, hireId), afterHirePaid: (hireId) => hiresPort().afterHirePaid(hireId) },
    publicUrl: config.publicUrl,
    log,
  });
  const hires = createHiresModule({
    db,
    transaction,
    ledger: ledger.service,
    wallet: wallet.service,
    searches: searches.service,
    alerts: notifications.hireAlerts,
    payments: paymentsProvider.provider,
    commissionPercent: config.COMMISSION_PERCENT,
    publicUrl: config.publicUrl,
    log,
  });
  hiresService = hires.service;
  const reviews = createReviewsModule({ db, files });
  const billing = createBillingModule({
    db,
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
  });
  const admin = createAdminModule({
    db,
    transaction,
    plans: { planNameOf: async (user) => (await subscriptions.service.forUser(user)).planName },
    subscriptions: billing.service,
    checkouts: wallet.refunds,
    roles: users.service,
    ledger: ledger.service,
    files,
    log,
  });
  const reconciliation = new PaymentsReconciliation({ checkouts: wallet.service, payouts: hires.service, refunds: wallet.refunds }, log);
  const failed = (what: string) => (error: unknown) => log.error({ err: error }, `${what} failed`);
  /** The sweeps that run by themselves; main.ts starts them on worker processes. */
  const clocks = [
    // 72 h to accept, 7 days to decide, unpaid checkouts.
    new PeriodicJob({
      job: hireDeadlinesJob,
      queue,
      run: () => hires.service.sweepDeadlines(),
      intervalMs: config.SCHEDULER_INTERVAL_MS,
      onError: failed('hire clock'),
    }),
    // Local plans renew monthly, cancelled ones end.
    new PeriodicJob({
      job: planRenewalsJob,
      queue,
      run: () => billing.service.sweepRenewals(),
      intervalMs: config.SCHEDULER_INTERVAL_MS,
      onError: failed('plan clock'),
    }),
    // Offered hourly; the job's half-day singleton keeps it to two runs a day.
    new PeriodicJob({
      job: reconcilePaymentsJob,
      queue,
      run: () => reconciliation.run(),
      intervalMs: RECONCILE_OFFER_MS,
      onError: failed('payment reconciliation'),
    }),
    // Sessions that ended 30+ days ago; offered hourly, run twice a day.
    new PeriodicJob({
      job: sessionPurgeJob,
      queue,
      run: () => users.service.purgeEndedSessions(),
      intervalMs: RECONCILE_OFFER_MS,
      onError: failed('session purge'),
    }),
  ];

  // Registration order = the order of the API docs.
  const modules = [
    health,
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
    routes: modules.map((module) => module.routes),
    /** The services, for main.ts (workers) and tests; route plugins never see this object. */
    services: {
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
} & ReturnType<typeof createModules>['services'];
