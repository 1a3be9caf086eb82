import type { CurrentUser } from '../../http/auth.js';

const MAX_ENTRIES = 10_000;

/**
 * The user behind each session for a few seconds, so a burst of reads does not look the same session up on
 * every request (on PGlite each lookup queues on the one connection). Only where one process owns the
 * database (PGlite): every write that changes what a lookup answers passes through this process and calls
 * `forget` (sign-in, sign-out, phone, role, block, delete), so a block still applies to the very next request.
 * A lookup that started before a `forget` never stores its answer (a generation per user guards the race).
 */
export class SessionUserCache {
  private readonly entries = new Map<string, { user: CurrentUser; expiresAt: number }>();
  private readonly generations = new Map<number, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(userId: number, sessionId: string, load: () => Promise<CurrentUser | null>): Promise<CurrentUser | null> {
    const key = `${userId}:${sessionId}`;
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.user;
    if (hit) this.entries.delete(key);
    const generation = this.generations.get(userId) ?? 0;
    const user = await load();
    if (user && (this.generations.get(userId) ?? 0) === generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { user, expiresAt: this.now() + this.ttlMs });
    }
    return user;
  }

  /** The user changed (or a session of theirs ended): their next request reads the database. */
  forget(userId: number): void {
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    const prefix = `${userId}:`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
