import { SignJWT, jwtVerify } from 'jose';
import { SESSION_TTL_SECONDS, type Role } from '@ojeador/shared';

export type SessionClaims = { userId: number; role: Role };

export class SessionTokens {
  private readonly key: Uint8Array;
  constructor(secret: string, private readonly ttlSeconds = SESSION_TTL_SECONDS) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: SessionClaims): Promise<string> {
    return new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Null for any token that is malformed, signed with another key or expired. */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0) return null;
      return { userId, role: payload.role as Role };
    } catch {
      return null;
    }
  }
}
