import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from './auth.js';
import { readCachePlugin } from './read-cache.js';

type Gate = { open: () => void; opened: Promise<void> };
const gate = (): Gate => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

/** One cached route whose handler waits for `release` and counts how often it ran. */
async function appWithSlowRead(options: { fail?: boolean } = {}) {
  const app = Fastify();
  const state = { computed: 0, release: gate(), epoch: 1 };
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    request.currentUser = { id: 7, appRole: 'Client' } as unknown as CurrentUser;
  });
  await app.register(readCachePlugin, { readEpoch: async () => state.epoch });
  app.get('/slow', { config: { readCache: true } }, async (_request, reply) => {
    state.computed += 1;
    await state.release.opened;
    if (options.fail) return reply.code(500).send({ code: 'BROKEN' });
    return reply.type('application/json; charset=utf-8').send(JSON.stringify({ computed: state.computed }));
  });
  await app.ready();
  return { app, state };
}

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** Starts `n` reads and lets the handler finish once every one of them has reached the cache. */
async function burst(app: Awaited<ReturnType<typeof appWithSlowRead>>['app'], state: { release: Gate }, n: number) {
  const pending = Array.from({ length: n }, () => app.inject({ method: 'GET', url: '/slow' }));
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  state.release.open();
  return Promise.all(pending);
}

describe('read cache single flight', () => {
  it('computes concurrent misses of one read once and serves every caller that answer', async () => {
    const { app, state } = await appWithSlowRead();
    close = () => app.close();
    const answers = await burst(app, state, 8);
    expect(state.computed).toBe(1);
    expect(answers.map((res) => res.headers['x-read-cache'])).toEqual(['miss', ...Array(7).fill('hit')]);
    expect(new Set(answers.map((res) => res.body))).toEqual(new Set(['{"computed":1}']));
  });

  it('computes again for a new data epoch instead of waiting for the old one', async () => {
    const { app, state } = await appWithSlowRead();
    close = () => app.close();
    const first = app.inject({ method: 'GET', url: '/slow' });
    await new Promise((resolve) => setImmediate(resolve));
    state.epoch = 2;
    const second = app.inject({ method: 'GET', url: '/slow' });
    await new Promise((resolve) => setImmediate(resolve));
    state.release.open();
    await Promise.all([first, second]);
    expect(state.computed).toBe(2);
  });

  it('lets the waiters compute for themselves when the first computation fails', async () => {
    const { app, state } = await appWithSlowRead({ fail: true });
    close = () => app.close();
    const answers = await burst(app, state, 3);
    expect(answers.map((res) => res.statusCode)).toEqual([500, 500, 500]);
    expect(state.computed).toBe(3);
  });
});
