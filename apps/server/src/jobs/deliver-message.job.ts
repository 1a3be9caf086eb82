import { z } from 'zod';
import { QUEUES, type JobQueue } from './job-queue.js';

/** The deliver-message job: one stored outbox message to send, retried with back-off. */
export const deliverMessagePayloadSchema = z.object({ messageId: z.number().int().positive() });
export type DeliverMessagePayload = z.infer<typeof deliverMessagePayloadSchema>;

export const DELIVERY_RETRY_LIMIT = 5;

export const deliverMessageJob = {
  queue: QUEUES.deliverMessage,

  async send(queue: JobQueue, payload: DeliverMessagePayload): Promise<void> {
    await queue.send(QUEUES.deliverMessage, deliverMessagePayloadSchema.parse(payload), {
      retryLimit: DELIVERY_RETRY_LIMIT,
      retryDelay: 2,
      retryBackoff: true,
    });
  },

  /** `attempt` is the job's retry count (0 on the first try). */
  async work(queue: JobQueue, handler: (payload: DeliverMessagePayload, attempt: number) => Promise<void>): Promise<void> {
    await queue.work<unknown>(QUEUES.deliverMessage, { batchSize: 5, pollingIntervalSeconds: 0.5, includeMetadata: true }, async (jobs) => {
      for (const job of jobs) await handler(deliverMessagePayloadSchema.parse(job.data), job.retryCount);
    });
  },
};
