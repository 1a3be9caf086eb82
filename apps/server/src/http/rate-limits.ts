import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { MESSAGES } from '@ojeador/shared';
import type { RateLimits } from '../config.js';
import { rateLimited } from './app-error.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes with their own, tighter limits, by `METHOD /route/pattern`. */
export const LIMITED_ROUTES = {
  signIn: ['POST /api/User/google-auth', 'POST /api/User/dev-login'],
  phone: ['POST /api/User/send-verification', 'POST /api/User/verify-code'],
  runNow: ['POST /api/Search/:id/run'],
} as const;

type Category = keyof typeof LIMITED_ROUTES;
type Check = (request: FastifyRequest) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number }>;
type Limiter = { account: Check; ip: Check };

const categoryOf = new Map<string, Category>(
  (Object.entries(LIMITED_ROUTES) as [Category, readonly string[]][]).flatMap(([category, routes]) => routes.map((r) => [r, category] as const)),
);

const ipKey = (request: FastifyRequest) => normalizeIP(request.ip);

/**
 * The account a sign-in is for, as the caller claims it (dev-login's e-mail, the Google credential's
 * unverified `sub`): enough to slow down hammering one account; the per-IP limit covers forged claims.
 */
function claimedAccount(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown; credential?: unknown } | undefined;
  if (typeof body?.email === 'string') return `email:${body.email.trim().toLowerCase()}`;
  if (typeof body?.credential !== 'string') return null;
  try {
    const payload = JSON.parse(Buffer.from(body.credential.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof payload.sub === 'string' ? `google:${payload.sub}` : null;
  } catch {
    return null;
  }
}

function accountKey(category: Category | 'writes', request: FastifyRequest): string | null {
  if (category === 'signIn') return claimedAccount(request);
  return request.currentUser ? `user:${request.currentUser.id}` : null;
}

/**
 * Per-account and per-IP limits on sign-in, phone verification, run-now and every API write, with
 * @fastify/rate-limit's in-process store (docs/decisions/012-abuse-limits.md). Runs in preValidation:
 * after authentication (the account is known) and after body parsing (sign-in names its account).
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, { limits }: { limits: RateLimits }) => {
  await app.register(fastifyRateLimit, { global: false });
  const limiter = (max: number, timeWindow: number, keyOf: (r: FastifyRequest) => string | null): Limiter => ({
    account: app.createRateLimit({ max, timeWindow, keyGenerator: (r) => keyOf(r) ?? '' }),
    ip: app.createRateLimit({ max: max * limits.ipFactor, timeWindow, keyGenerator: ipKey }),
  });
  const limiters: Record<Category | 'writes', Limiter> = {
    signIn: limiter(limits.signInPerMinute, MINUTE_MS, (r) => accountKey('signIn', r)),
    phone: limiter(limits.phonePerHour, HOUR_MS, (r) => accountKey('phone', r)),
    runNow: limiter(limits.runNowPerMinute, MINUTE_MS, (r) => accountKey('runNow', r)),
    writes: limiter(limits.writesPerMinute, MINUTE_MS, (r) => accountKey('writes', r)),
  };

  async function enforce(check: Check, request: FastifyRequest) {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(MESSAGES.rateLimited, Math.max(1, result.ttlInSeconds));
  }

  app.addHook('preValidation', async (request) => {
    const category = categoryOf.get(`${request.method} ${request.routeOptions.url}`);
    const isApiWrite = WRITE_METHODS.has(request.method) && Boolean(request.routeOptions.url?.startsWith('/api/'));
    for (const name of [category, isApiWrite ? 'writes' : undefined] as const) {
      if (!name) continue;
      const { account, ip } = limiters[name];
      await enforce(ip, request);
      if (accountKey(name, request) !== null) await enforce(account, request);
    }
  });
});
