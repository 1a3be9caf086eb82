import type { OutboxMessage } from '@ojeador/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Senders } from '../../integrations/messaging/senders.js';
import { DELIVERY_RETRY_LIMIT, deliverMessageJob } from '../../jobs/deliver-message.job.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { MessagesRepository, NewOutboxMessage, OutboxRow } from './messages.repository.js';
import { SECRET_PLACEHOLDER, openSecret, sealSecret } from '../../lib/sealed-secret.js';

/** A message to send; a `secret` (a verification code) fills the body's SECRET_PLACEHOLDER only at delivery. */
export type MessageToSend = Omit<NewOutboxMessage, 'sealedSecret'> & { secret?: string };

/** Every outgoing SMS, WhatsApp and e-mail is stored first, then delivered by a job with retries. */
export class MessagesService {
  constructor(
    private readonly repository: MessagesRepository,
    private readonly queue: JobQueue,
    private readonly senders: Senders,
    private readonly log: FastifyBaseLogger,
    private readonly secretKey: Buffer,
  ) {}

  /** The stored row never holds the secret in clear: the body keeps the placeholder, the secret is sealed. */
  async enqueue({ secret, ...message }: MessageToSend): Promise<OutboxRow> {
    if (secret !== undefined && !message.body.includes(SECRET_PLACEHOLDER)) throw new Error('a message secret needs a placeholder in its body');
    const sealedSecret = secret === undefined ? null : sealSecret(this.secretKey, secret);
    const row = await this.repository.insert({ ...message, sealedSecret });
    await deliverMessageJob.send(this.queue, { messageId: row.id });
    return row;
  }

  /** Job handler; throwing makes pg-boss retry with back-off. */
  async deliver(messageId: number, attempt: number): Promise<void> {
    const message = await this.repository.findById(messageId);
    if (!message || message.status === 'sent') return;
    const sender = message.channel === 'email' ? this.senders.email : this.senders.phone;
    try {
      const { providerRef } = await sender.send({ ...message, body: this.bodyAsDelivered(message) });
      await this.repository.markSent(message.id, providerRef);
    } catch (error) {
      const final = attempt >= DELIVERY_RETRY_LIMIT;
      await this.repository.markAttemptFailed(message.id, (error as Error).message, final);
      this.log.warn({ messageId, attempt, err: error }, 'message delivery failed');
      throw error;
    }
  }

  /** The body the recipient gets, with its secret in place. */
  bodyAsDelivered(message: OutboxRow): string {
    return message.sealedSecret ? message.body.replace(SECRET_PLACEHOLDER, openSecret(this.secretKey, message.sealedSecret)) : message.body;
  }

  /** The newest messages as the development outbox shows them. */
  async outbox(limit = 50): Promise<OutboxMessage[]> {
    const rows = await this.repository.listRecent(limit);
    return rows.map((r) => ({
      channel: r.channel,
      to: r.to,
      subject: r.subject,
      body: this.bodyAsDelivered(r),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async registerWorker(): Promise<void> {
    await deliverMessageJob.work(this.queue, ({ messageId }, attempt) => this.deliver(messageId, attempt));
  }
}
