import { beforeEach, describe, expect, it } from 'vitest';
import { sourcesFreshnessResponseSchema } from '@ojeador/shared';
import { sourcePolls } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { createExpert, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeEach(async () => {
  await t.database.db.delete(sourcePolls);
});

describe('GET /api/Sources/freshness', () => {
  it('answers 401 without a session', async () => {
    const res = await t.anonymous.get('/api/Sources/freshness');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers every signed-in role: customer, expert and admin', async () => {
    const callers = [await signIn(t.app), await createExpert(t.app), await signIn(t.app, { email: ADMIN_EMAIL })];
    for (const caller of callers) {
      const res = await t.as(caller).get('/api/Sources/freshness');
      expect(res.statusCode).toBe(200);
      expect(sourcesFreshnessResponseSchema.parse(res.json())).toEqual({ sources: [] });
    }
  });

  it('reads each source once: the oldest read of its locations, the next read due and the kind of the last error, as ISO strings', async () => {
    const feedRead = minutesFromNow(-2);
    const feedNext = minutesFromNow(1);
    const wallapopRead = minutesFromNow(-5);
    await t.database.db.insert(sourcePolls).values([
      { location: '/feeds/a.jsonl', source: 'feed', lastPolledAt: feedRead, nextPollAt: feedNext },
      { location: '/feeds/b.jsonl', source: 'feed', lastPolledAt: minutesFromNow(-1), nextPollAt: minutesFromNow(2) },
      {
        location: 'wallapop:1:madrid',
        source: 'wallapop',
        lastPolledAt: wallapopRead,
        nextPollAt: minutesFromNow(3),
        lastError: 'HTTP 403 from api.wallapop.com',
        lastErrorKind: 'unreachable',
      },
    ]);
    const res = await t.as(await signIn(t.app)).get('/api/Sources/freshness');
    expect(res.statusCode).toBe(200);
    expect(sourcesFreshnessResponseSchema.parse(res.json())).toEqual({
      sources: [
        { source: 'feed', lastReadAt: feedRead.toISOString(), nextReadAt: feedNext.toISOString(), lastError: null, errorKind: null },
        // The kind in a few Spanish words, never the detail.
        { source: 'wallapop', lastReadAt: wallapopRead.toISOString(), nextReadAt: expect.any(String), lastError: 'no responde', errorKind: 'unreachable' },
      ],
    });
  });

  it('says a source is not read yet (null) while one of its locations never was', async () => {
    const next = minutesFromNow(0);
    await t.database.db.insert(sourcePolls).values([
      { location: '/feeds/a.jsonl', source: 'feed', lastPolledAt: minutesFromNow(-2), nextPollAt: minutesFromNow(1) },
      { location: '/feeds/new.jsonl', source: 'feed', nextPollAt: next },
    ]);
    const res = await t.as(await signIn(t.app)).get('/api/Sources/freshness');
    expect(res.json()).toEqual({ sources: [{ source: 'feed', lastReadAt: null, nextReadAt: next.toISOString(), lastError: null, errorKind: null }] });
  });

  it('never shows a customer a database message or a URL stored before error kinds existed: "error interno"', async () => {
    await t.database.db.insert(sourcePolls).values([
      {
        location: 'https://feeds.example/a.jsonl?apikey=SECRET',
        source: 'feed',
        lastPolledAt: minutesFromNow(-2),
        nextPollAt: minutesFromNow(1),
        lastError: 'duplicate key value violates unique constraint "ads_platform_external_idx" at https://feeds.example/a.jsonl?apikey=SECRET',
      },
    ]);
    const res = await t.as(await signIn(t.app)).get('/api/Sources/freshness');
    expect(res.json().sources).toEqual([expect.objectContaining({ lastError: 'error interno', errorKind: 'internal' })]);
    expect(res.body).not.toMatch(/SECRET|duplicate|https?:/);
  });
});
