import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { SessionTokens } from '../../http/session-token.js';
import { GoogleIdentityVerifier } from '../../integrations/google-identity.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { AuthService, type UsersConfig } from './auth.service.js';
import { SessionUserCache } from './session-user-cache.js';
import { UsersRepository } from './users.repository.js';
import { usersRoutes } from './users.routes.js';

export type UsersModuleDeps = {
  db: Executor;
  tokens: SessionTokens;
  config: UsersConfig & Pick<Config, 'GOOGLE_JWKS_URL' | 'GOOGLE_TOKENINFO_URL'>;
  log: FastifyBaseLogger;
  /** How long a session's user is kept in memory; 0 (PostgreSQL, several processes) reads it on every request. */
  sessionCacheMs?: number;
};

export function createUsersModule({ db, tokens, config, log, sessionCacheMs = 0 }: UsersModuleDeps): Module<AuthService> {
  const google = new GoogleIdentityVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL, tokenInfoUrl: config.GOOGLE_TOKENINFO_URL });
  const cache = sessionCacheMs > 0 ? new SessionUserCache(sessionCacheMs) : null;
  const service = new AuthService(new UsersRepository(db), tokens, google, config, log, cache);
  return { service, routes: bindRoutes(usersRoutes, { auth: service }) };
}
