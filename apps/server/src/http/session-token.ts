import { SignJWT, jwtVerify } from 'jose';
import { SESSION_TTL_SECONDS, type Role } from '@ojeador/shared';

export type SessionClaims = { userId: number; sessionId: string; role: Role };

const INT4_MAX = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class SessionTokens {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly ttlSeconds = SESSION_TTL_SECONDS,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: SessionClaims): Promise<string> {
    return new SignJWT({ role: claims.role, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Null for any token that is malformed, signed with another key, expired, without an expiry or a session id. */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'sid'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0 || userId > INT4_MAX) return null;
      if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
      return { userId, sessionId: payload.sid, role: payload.role as Role };
    } catch {
      return null;
    }
  }
}
