import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { searchRuns } from '../../../db/schema/index.js';
import { QUEUES } from '../../../jobs/job-queue.js';
import { RUN_TIME_LIMIT_SECONDS } from '../../../jobs/run-search.job.js';
import { createSearch, type SignedIn, signIn } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/use-test-app.js';
import { LOST_RUN_ERROR } from './scheduler.js';

// A run whose worker was killed (kill -9) never writes its end: the scheduler's sweep ends it once its time is up.
const t = useTestApp();
let owner: SignedIn;
beforeAll(async () => {
  owner = await signIn(t.app);
});

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);
const startRun = async (searchId: number, startedAt: Date) =>
  (await t.database.db.insert(searchRuns).values({ searchId, trigger: 'manual', worker: 'killed:1', startedAt }).returning())[0];
const runById = async (id: number) => (await t.database.db.select().from(searchRuns).where(eq(searchRuns.id, id)))[0];

it('the run time limit is the run-search queue’s job expiry', async () => {
  expect((await t.queue.getQueue(QUEUES.runSearch))?.expireInSeconds).toBe(RUN_TIME_LIMIT_SECONDS);
});

it('marks failed a run still "running" past its time limit; a recent one stays running', async () => {
  const lostSearch = await createSearch(t.app, owner, { nextRunAt: new Date(Date.now() + 86_400_000) });
  const liveSearch = await createSearch(t.app, owner, { nextRunAt: new Date(Date.now() + 86_400_000) });
  const lost = await startRun(lostSearch.id, secondsAgo(RUN_TIME_LIMIT_SECONDS + 5));
  const live = await startRun(liveSearch.id, secondsAgo(RUN_TIME_LIMIT_SECONDS - 30));
  expect((await t.as(owner).get(`/api/Search/${lostSearch.id}/runs/latest`)).json().state).toBe('running');

  await t.app.ctx.engine.scheduler.tick();

  const ended = await runById(lost.id);
  expect(ended).toMatchObject({ status: 'failed' });
  expect(ended.error).toBe(LOST_RUN_ERROR);
  expect(ended.finishedAt).not.toBeNull();
  expect(await runById(live.id)).toMatchObject({ status: 'running', finishedAt: null, error: null });
  const latest = (await t.as(owner).get(`/api/Search/${lostSearch.id}/runs/latest`)).json();
  expect(latest).toMatchObject({ state: 'failed', trigger: 'manual' });
  expect(latest.finishedAt).not.toBeNull();
  expect((await t.as(owner).get(`/api/Search/${liveSearch.id}/runs/latest`)).json().state).toBe('running');
});
