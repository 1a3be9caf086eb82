import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, type Role } from '@ojeador/shared';
import { accountBlocked, forbidden, unauthorized } from './app-error.js';
import type { SessionTokens } from './session-token.js';
import type { UserRow } from '../db/rows.js';

/** Who may call a route: anyone, any signed-in user, or one of the listed roles. */
export type Access = 'public' | 'user' | Role[];

export type CurrentUser = UserRow & { appRole: Role };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    /** The session the caller's token names (`sid`), once authenticated. */
    sessionId: string | null;
  }
}

export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/** The port the users module implements: the user behind a session, with their role (null when gone). */
export type CurrentUserLookup = { findCurrentUser(userId: number, sessionId: string): Promise<CurrentUser | null> };

type AuthOptions = { tokens: SessionTokens; users: CurrentUserLookup };

/**
 * Authentication and role checks run in onRequest, before the body is parsed or validated,
 * so a call without a session answers 401 and a customer on an admin call 403 whatever it sends.
 * Access comes from the matched route alone (never from the raw URL, which may be percent-encoded or in
 * absolute form); every route declares it (route-access.ts), and one that somehow did not is private.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access: Access = request.routeOptions.config?.access ?? 'user';
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (token) {
      const claims = await options.tokens.verify(token);
      if (!claims && access !== 'public') throw unauthorized(MESSAGES.sessionExpired);
      const user = claims ? await options.users.findCurrentUser(claims.userId, claims.sessionId) : null;
      if (claims && !user && access !== 'public') throw unauthorized(MESSAGES.sessionExpired);
      if (user && claims) {
        // Read from the database on every call: a block applies to the very next request, whatever the token.
        if (user.isBlocked) throw accountBlocked(user.blockedReason);
        request.currentUser = user;
        request.sessionId = claims.sessionId;
      }
    }
    if (access === 'public') return;
    const current = requireUser(request);
    if (Array.isArray(access) && !access.includes(current.appRole)) throw forbidden();
  });
});
