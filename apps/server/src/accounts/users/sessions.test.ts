import { SignJWT, decodeJwt } from 'jose';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { signIn, type SignedIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const me = (token: string) => t.as(bearer(token)).get('/api/User/me');
const sessionIdOf = (user: SignedIn) => decodeJwt(user.token).sid as string;

/** A token signed with the real key, with the claims given (to prove which ones the server requires). */
function craft(claims: { sub?: string; sid?: string; exp?: number | null }) {
  const jwt = new SignJWT({ role: 'User', ...(claims.sid ? { sid: claims.sid } : {}) }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
  if (claims.sub) jwt.setSubject(claims.sub);
  if (claims.exp !== null) jwt.setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 3600);
  return jwt.sign(new TextEncoder().encode(t.config.sessionSecret));
}

describe('sessions', () => {
  it('sign-out revokes this session at once and leaves the other devices signed in', async () => {
    const laptop = await signIn(t.app);
    const phone = { ...(await t.app.ctx.auth.signIn({ email: laptop.user.email, name: laptop.user.name })) };
    expect((await me(laptop.token)).statusCode).toBe(200);

    const out = await t.as(laptop).post('/api/User/sign-out');
    expect(out.statusCode).toBe(204);
    const after = await me(laptop.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHORIZED', requestId: expect.any(String) });
    expect((await me(phone.token)).statusCode).toBe(200);
  });

  it('sign-out-all revokes every session of the user, and only theirs', async () => {
    const user = await signIn(t.app);
    const other = await t.app.ctx.auth.signIn({ email: user.user.email, name: user.user.name });
    const stranger = await signIn(t.app);

    expect((await t.as(user).post('/api/User/sign-out-all')).statusCode).toBe(204);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(stranger.token)).statusCode).toBe(200);
    // A new sign-in works again.
    const again = await t.app.ctx.auth.signIn({ email: user.user.email, name: user.user.name });
    expect((await me(again.token)).statusCode).toBe(200);
  });

  it('sign-out needs a session', async () => {
    expect((await t.anonymous.post('/api/User/sign-out')).statusCode).toBe(401);
    expect((await t.anonymous.post('/api/User/sign-out-all')).statusCode).toBe(401);
  });

  it('refuses a token without an expiry, even with a live session id', async () => {
    const user = await signIn(t.app);
    const token = await craft({ sub: String(user.user.id), sid: sessionIdOf(user), exp: null });
    expect((await me(token)).statusCode).toBe(401);
    // The same claims with an expiry are accepted: the expiry is what was missing.
    expect((await me(await craft({ sub: String(user.user.id), sid: sessionIdOf(user) }))).statusCode).toBe(200);
  });

  it('refuses a token without a session id, or naming another user’s session', async () => {
    const user = await signIn(t.app);
    const stranger = await signIn(t.app);
    expect((await me(await craft({ sub: String(user.user.id) }))).statusCode).toBe(401);
    expect((await me(await craft({ sub: String(user.user.id), sid: sessionIdOf(stranger) }))).statusCode).toBe(401);
  });

  it('answers 401, not 500, for a subject beyond the id range', async () => {
    const user = await signIn(t.app);
    const res = await me(await craft({ sub: '99999999999', sid: sessionIdOf(user) }));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('refuses an expired token whose session is still live', async () => {
    const user = await signIn(t.app);
    const expired = await craft({ sub: String(user.user.id), sid: sessionIdOf(user), exp: Math.floor(Date.now() / 1000) - 60 });
    expect((await me(expired)).statusCode).toBe(401);
  });

  it('purges sessions that ended more than 30 days ago and keeps the live and the recently ended', async () => {
    const user = await signIn(t.app);
    const days = (n: number) => new Date(Date.now() + n * 86_400_000);
    const db = t.database.db;
    const ended = await db
      .insert(sessions)
      .values([
        { userId: user.user.id, expiresAt: days(-31) },
        { userId: user.user.id, expiresAt: days(20), revokedAt: days(-40) },
      ])
      .returning({ id: sessions.id });
    const kept = await db
      .insert(sessions)
      .values([
        { userId: user.user.id, expiresAt: days(-29) },
        { userId: user.user.id, expiresAt: days(20), revokedAt: days(-2) },
      ])
      .returning({ id: sessions.id });

    expect(await t.app.ctx.auth.purgeEndedSessions()).toBeGreaterThanOrEqual(2);
    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          [...ended, ...kept].map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.id).sort()).toEqual(kept.map((row) => row.id).sort());
    const [live] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(user)));
    expect(live).toBeDefined();
    expect((await me(user.token)).statusCode).toBe(200);
  });
});
