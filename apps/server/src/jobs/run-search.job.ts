import { RUN_NOW_COOLDOWN_SECONDS } from '@ojeador/shared';
import { z } from 'zod';
import { RUN_TRIGGERS } from '../db/schema/index.js';
import { JOB_EXPIRE_IN_SECONDS, QUEUES, type JobQueue } from './job-queue.js';

/** The run-search job: its queue, payload, singleton keys and typed send/work. The only definition of it. */
export const runTriggerSchema = z.enum(RUN_TRIGGERS);
export type RunTrigger = z.infer<typeof runTriggerSchema>;

/** Jobs queued before the trigger existed carry none: they were "run now" requests. */
export const runSearchPayloadSchema = z.object({ searchId: z.number().int().positive(), trigger: runTriggerSchema.default('manual') });
export type RunSearchPayload = z.input<typeof runSearchPayloadSchema>;

const SCHEDULED_SINGLETON_SECONDS = 30;

/**
 * The time limit of one run: pg-boss expires (and retries) a run-search job active longer than its queue's
 * expiry, so a run logged `running` for longer has lost its worker (killed, crashed) and will never finish.
 */
export const RUN_TIME_LIMIT_SECONDS = JOB_EXPIRE_IN_SECONDS;

/**
 * One pg-boss singleton slot per search and trigger: a run asked for twice in the slot is queued once,
 * and a scheduled run never makes the customer's "run now" wait (different keys). An edit's run has no
 * slot: each save must be followed by a run that reads what was saved.
 */
export function runSearchSingleton({ searchId, trigger }: { searchId: number; trigger: RunTrigger }) {
  if (trigger === 'edit') return {};
  return trigger === 'manual'
    ? { singletonKey: `search:${searchId}`, singletonSeconds: RUN_NOW_COOLDOWN_SECONDS }
    : { singletonKey: `schedule:${searchId}`, singletonSeconds: SCHEDULED_SINGLETON_SECONDS };
}

export const runSearchJob = {
  queue: QUEUES.runSearch,

  async send(queue: JobQueue, payload: { searchId: number; trigger: RunTrigger }): Promise<void> {
    const data = runSearchPayloadSchema.parse(payload);
    await queue.send(QUEUES.runSearch, data, runSearchSingleton(data));
  },

  /** One worker taking one job at a time; a payload that does not parse fails the job (no retry helps it). */
  async work(queue: JobQueue, handler: (payload: z.output<typeof runSearchPayloadSchema>) => Promise<unknown>): Promise<void> {
    await queue.work<unknown>(QUEUES.runSearch, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
      await handler(runSearchPayloadSchema.parse(job.data));
    });
  },
};
