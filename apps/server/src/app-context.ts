import { parseFeedLocations } from './engine/feed/feed-source.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { SessionTokens } from './http/session-token.js';
import { GoogleIdentityVerifier } from './integrations/google-identity.js';
import { createSenders } from './integrations/messaging/senders.js';
import type { JobQueue } from './jobs/job-queue.js';
import { MessagesRepository } from './modules/messages/messages.repository.js';
import { MessagesService } from './modules/messages/messages.service.js';
import { PhoneRepository } from './modules/phone/phone.repository.js';
import { PhoneService } from './modules/phone/phone.service.js';
import { AuthService } from './modules/users/auth.service.js';
import { UsersRepository } from './modules/users/users.repository.js';
import { CatalogRepository } from './modules/catalog/catalog.repository.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { SearchesRepository } from './modules/searches/searches.repository.js';
import { SearchesService } from './modules/searches/searches.service.js';
import { LimitsService } from './modules/subscriptions/limits.service.js';
import { SubscriptionsRepository } from './modules/subscriptions/subscriptions.repository.js';
import { AdsRepository } from './modules/ads/ads.repository.js';
import { FilteredRepository } from './modules/filtered/filtered.repository.js';
import { LikesRepository } from './modules/likes/likes.repository.js';
import { NotificationsRepository } from './modules/notifications/notifications.repository.js';
import { NotificationsService } from './modules/notifications/notifications.service.js';
import { ResultsRepository } from './modules/results/results.repository.js';
import { ResultsService } from './modules/results/results.service.js';
import { SettingsRepository } from './modules/settings/settings.repository.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { AlertsService } from './engine/alerts.js';
import { createEngine } from './engine/engine.js';
import { createConnectors, parseConnectorNames } from './engine/sources/connectors.js';
import { SourceStatusRepository } from './engine/sources/source-status.repository.js';
import { SourcesService } from './modules/sources/sources.service.js';
import { LocalFileStore } from './integrations/file-store.js';
import { createPaymentsProvider } from './integrations/payments/create-payments-provider.js';
import { createExpertsModule } from './modules/experts/experts.module.js';
import { createServicesModule } from './modules/services/services.module.js';
import { createPaymentsModule } from './modules/payments/payments.module.js';

export type AppDeps = { config: Config; database: Database; queue: JobQueue };

/** The object graph: repositories over the database, services over repositories. Built once per app. */
export function createContext(deps: AppDeps, log: FastifyBaseLogger) {
  const { config, database, queue } = deps;
  const db = database.db;
  const tokens = new SessionTokens(config.sessionSecret);
  const users = new UsersRepository(db);
  const google = new GoogleIdentityVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL, tokenInfoUrl: config.GOOGLE_TOKENINFO_URL });
  const auth = new AuthService(users, tokens, google, config.adminEmail, log);
  const messages = new MessagesService(new MessagesRepository(db), queue, createSenders(config, log), log);
  const phone = new PhoneService(new PhoneRepository(db), users, messages, auth, config.sessionSecret);
  const catalog = new CatalogService(new CatalogRepository(db));
  const limits = new LimitsService(new SubscriptionsRepository(db));
  const searches = new SearchesService(new SearchesRepository(db), limits, queue);
  const resultsRepository = new ResultsRepository(db);
  const notifications = new NotificationsService(new NotificationsRepository(db));
  const results = new ResultsService(resultsRepository, notifications);
  const ads = new AdsRepository(db, resultsRepository);
  const likes = new LikesRepository(db, resultsRepository);
  const filtered = new FilteredRepository(db);
  const settingsRepository = new SettingsRepository(db);
  const settings = new SettingsService(settingsRepository);
  const alerts = new AlertsService(notifications, settings, settingsRepository, users, messages, config.publicUrl);
  const sourceStatus = new SourceStatusRepository(db);
  const connectors = createConnectors({ config, statusRepository: sourceStatus, log });
  const engine = createEngine({ config, db, queue, alerts, log, connectors });
  const sources = new SourcesService(sourceStatus, { feedLocations: parseFeedLocations(config.FEED_FILES).length || 1, enabledConnectors: parseConnectorNames(config.SOURCES) });
  // Experts, services and payments (issue 9): modules with narrow deps, each `{ service, routes }`.
  const files = new LocalFileStore(config.uploadsDir);
  const paymentsProvider = createPaymentsProvider(config);
  const experts = createExpertsModule({ db, files, auth, payments: paymentsProvider.provider, publicUrl: config.publicUrl, log });
  const services = createServicesModule({ db, files, reader: catalog });
  const payments = createPaymentsModule({ ...paymentsProvider, handler: experts.service });
  return { config, database, queue, log, tokens, users, auth, messages, phone, catalog, limits, searches, results, ads, likes, filtered, notifications, settings, alerts, engine, sources, files, experts, services, payments };
}

export type AppContext = ReturnType<typeof createContext>;
