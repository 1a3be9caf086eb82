import type { AuthResponse } from '@ojeador/shared';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.js';
import type { App } from '../src/app.js';

let sequence = 0;

export type SignedIn = AuthResponse & { headers: { authorization: string } };

/** Signs a user in through the real service; verified phone unless told otherwise. */
export async function signIn(
  app: App,
  options: { email?: string; name?: string; phoneVerified?: boolean; role?: 'user' | 'expert'; blocked?: boolean } = {},
): Promise<SignedIn> {
  sequence += 1;
  const email = options.email ?? `user${sequence}-${Date.now()}@example.com`;
  const session = await app.ctx.auth.signIn({ email, name: options.name ?? `Usuario ${sequence}` });
  const verified = options.phoneVerified ?? true;
  const [row] = await app.ctx.database.db
    .update(users)
    .set({
      phoneVerified: verified,
      phoneNumber: verified ? `+3461${String(1000000 + sequence).slice(-7)}` : null,
      role: options.role ?? 'user',
      isBlocked: options.blocked ?? false,
    })
    .where(eq(users.id, session.user.id))
    .returning();
  const refreshed = await app.ctx.auth.sessionFor(row);
  return { ...refreshed, headers: { authorization: `Bearer ${refreshed.token}` } };
}
