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
  return { config, database, queue, log, tokens, users, auth, messages, phone };
}

export type AppContext = ReturnType<typeof createContext>;
