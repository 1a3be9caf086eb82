import type { AuthResponse, GoogleAuthRequest, SessionUser } from '@ojeador/shared';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { CurrentUser } from '../../http/auth.js';
import { MESSAGES, SESSION_TTL_SECONDS } from '@ojeador/shared';
import { accountBlocked, unauthorized } from '../../http/app-error.js';
import type { SessionTokens } from '../../http/session-token.js';
import { GoogleIdentityError, type GoogleIdentityVerifier } from '../../integrations/google-identity.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Identity, UsersRepository } from './users.repository.js';
import { roleOf, toSessionUser, type UserRow } from './user-role.js';
import type { SessionUserCache } from './session-user-cache.js';

export type UsersConfig = Pick<Config, 'GOOGLE_CLIENT_ID' | 'devLoginEnabled' | 'adminEmail'>;

/** The users module's service: sign-in, sessions, and the user lookups other modules and the auth plugin need. */
/** How long an expired or revoked session is kept before the daily purge deletes it. */
export const SESSION_RETENTION_DAYS = 30;

export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: SessionTokens,
    private readonly google: GoogleIdentityVerifier,
    readonly config: UsersConfig,
    private readonly log: FastifyBaseLogger,
    /** Only on PGlite (session-user-cache.ts); without it every request reads its session. */
    private readonly sessionCache: SessionUserCache | null = null,
  ) {}

  findUser(id: number): Promise<UserRow | null> {
    return this.users.findById(id);
  }

  /** The administrators among these users (whoever has ADMIN_EMAIL), in one query. */
  async adminsAmong(ids: readonly number[]): Promise<Set<number>> {
    return new Set(await this.users.idsWithEmail(ids, this.config.adminEmail));
  }

  /** The signed-in user with their role, for the auth plugin: null when the user or the session is gone. */
  findCurrentUser(id: number, sessionId: string): Promise<CurrentUser | null> {
    const load = async () => {
      const user = await this.users.findBySession(id, sessionId);
      return user ? { ...user, appRole: roleOf(user, this.config.adminEmail) } : null;
    };
    return this.sessionCache ? this.sessionCache.get(id, sessionId, load) : load();
  }

  /**
   * Forgets sessions that ended more than SESSION_RETENTION_DAYS ago: a signed-in device never needs them, and
   * the table would otherwise keep one row per sign-in forever. Recently ended ones stay for support questions.
   */
  async purgeEndedSessions(now = new Date()): Promise<number> {
    const purged = await this.users.deleteEndedSessions(new Date(now.getTime() - SESSION_RETENTION_DAYS * 86_400_000));
    if (purged) this.log.info({ purged }, 'ended sessions purged');
    return purged;
  }

  /** The user changed outside this module (block, delete): their next request reads the database again. */
  forgetUser(userId: number): void {
    this.sessionCache?.forget(userId);
  }

  /** Sign-out: this device's session stops working at once. */
  async signOut(userId: number, sessionId: string): Promise<void> {
    await this.users.revokeSession(userId, sessionId);
    this.forgetUser(userId);
  }

  /** Sign-out everywhere: every session of the user stops working, this one included. */
  async signOutEverywhere(userId: number): Promise<void> {
    await this.users.revokeAllSessions(userId);
    this.forgetUser(userId);
  }

  sessionUser(user: UserRow): SessionUser {
    return toSessionUser(user, this.config.adminEmail);
  }

  /** The user's role becomes expert, inside the caller's transaction (the marketplace's registration): the row after. */
  makeExpert(userId: number, tx: Executor): Promise<UserRow> {
    return this.users.makeExpert(userId, tx);
  }

  /** Stores the verified phone and answers a fresh session carrying it. */
  async verifyPhone(userId: number, phoneNumber: string): Promise<AuthResponse> {
    return this.sessionFor(await this.users.markPhoneVerified(userId, phoneNumber));
  }

  async signInWithGoogle(request: GoogleAuthRequest): Promise<AuthResponse> {
    try {
      const identity =
        'credential' in request ? await this.google.verifyIdToken(request.credential) : await this.google.verifyAccessToken(request.accessToken, request);
      return await this.signIn({ email: identity.email, name: identity.name, googleSub: identity.sub, pictureUrl: identity.picture });
    } catch (error) {
      if (error instanceof GoogleIdentityError) {
        this.log.warn({ reason: error.message }, 'google sign-in refused');
        throw unauthorized(MESSAGES.invalidGoogleToken);
      }
      throw error;
    }
  }

  /** Development sign-in: trusts the e-mail given. Only registered when enabled by configuration. */
  signInForDevelopment(email: string, name: string): Promise<AuthResponse> {
    return this.signIn({ email, name });
  }

  async signIn(identity: Identity): Promise<AuthResponse> {
    const user = await this.users.upsertByEmail(identity);
    // A deleted (anonymised) account never signs in again; a blocked one is told why.
    if (user.deletedAt) throw unauthorized(MESSAGES.unauthorized);
    if (user.isBlocked) throw accountBlocked(user.blockedReason);
    return this.sessionFor(user);
  }

  /** A new session for a user whose row just changed (sign-in, phone verified, became an expert). */
  async sessionFor(user: UserRow): Promise<AuthResponse> {
    this.forgetUser(user.id);
    const sessionId = await this.users.createSession(user.id, new Date(Date.now() + SESSION_TTL_SECONDS * 1000));
    const token = await this.tokens.sign({ userId: user.id, sessionId, role: roleOf(user, this.config.adminEmail) });
    return { token, user: toSessionUser(user, this.config.adminEmail) };
  }
}
