import type { OutboxMessage } from '@ojeador/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Senders } from '../../integrations/messaging/senders.js';
import { DELIVERY_RETRY_LIMIT, deliverMessageJob } from '../../jobs/deliver-message.job.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { MessagesRepository, NewOutboxMessage, OutboxRow } from './messages.repository.js';


/** Every outgoing SMS, WhatsApp and e-mail is stored first, then delivered by a job with retries. */
export class MessagesService {
  constructor(
    private readonly repository: MessagesRepository,
    private readonly queue: JobQueue,
    private readonly senders: Senders,
    private readonly log: FastifyBaseLogger,
  ) {}

  async enqueue(message: NewOutboxMessage): Promise<OutboxRow> {
    const row = await this.repository.insert(message);
    await deliverMessageJob.send(this.queue, { messageId: row.id });
    return row;
  }

  /** Job handler; throwing makes pg-boss retry with back-off. */
  async deliver(messageId: number, attempt: number): Promise<void> {
    const message = await this.repository.findById(messageId);
    if (!message || message.status === 'sent') return;
    const sender = message.channel === 'email' ? this.senders.email : this.senders.phone;
    try {
      const { providerRef } = await sender.send(message);
      await this.repository.markSent(message.id, providerRef);
    } catch (error) {
      const final = attempt >= DELIVERY_RETRY_LIMIT;
      await this.repository.markAttemptFailed(message.id, (error as Error).message, final);
      this.log.warn({ messageId, attempt, err: error }, 'message delivery failed');
      throw error;
    }
  }

  /** The newest messages as the development outbox shows them. */
  async outbox(limit = 50): Promise<OutboxMessage[]> {
    const rows = await this.repository.listRecent(limit);
    return rows.map((r) => ({ channel: r.channel, to: r.to, subject: r.subject, body: r.body, status: r.status, createdAt: r.createdAt.toISOString() }));
  }

  async registerWorker(): Promise<void> {
    await deliverMessageJob.work(this.queue, ({ messageId }, attempt) => this.deliver(messageId, attempt));
  }
}
