import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../http/auth.js';
import { SessionUserCache } from './session-user-cache.js';

const user = (id: number, isBlocked = false) => ({ id, isBlocked, appRole: 'Customer' }) as unknown as CurrentUser;

describe('SessionUserCache', () => {
  it('answers a session from memory until its time is up, then reads again', async () => {
    let now = 0;
    let reads = 0;
    const cache = new SessionUserCache(5_000, () => now);
    const load = async () => (reads++, user(1));
    await cache.get(1, 's', load);
    await cache.get(1, 's', load);
    expect(reads).toBe(1);
    now = 5_000;
    await cache.get(1, 's', load);
    expect(reads).toBe(2);
  });

  it('reads the database again at once after forget, for every session of that user only', async () => {
    const cache = new SessionUserCache(60_000);
    let blocked = false;
    await cache.get(1, 'a', async () => user(1));
    await cache.get(1, 'b', async () => user(1));
    await cache.get(2, 'c', async () => user(2));
    blocked = true;
    cache.forget(1);
    expect((await cache.get(1, 'a', async () => user(1, blocked)))?.isBlocked).toBe(true);
    expect((await cache.get(1, 'b', async () => user(1, blocked)))?.isBlocked).toBe(true);
    expect((await cache.get(2, 'c', async () => user(2, true)))?.isBlocked).toBe(false);
  });

  it('never keeps what a lookup read before a forget that happened while it ran', async () => {
    const cache = new SessionUserCache(60_000);
    let release!: () => void;
    const slow = cache.get(1, 's', () => new Promise<CurrentUser>((resolve) => (release = () => resolve(user(1, false)))));
    cache.forget(1);
    release();
    expect((await slow)?.isBlocked).toBe(false);
    expect((await cache.get(1, 's', async () => user(1, true)))?.isBlocked).toBe(true);
  });

  it('keeps nothing for a session that is gone', async () => {
    const cache = new SessionUserCache(60_000);
    let reads = 0;
    const gone = async () => (reads++, null);
    await cache.get(1, 's', gone);
    await cache.get(1, 's', gone);
    expect(reads).toBe(2);
  });
});
