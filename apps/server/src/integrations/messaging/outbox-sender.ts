import type { FastifyBaseLogger } from 'fastify';
import type { MessageSender, OutgoingMessage } from './message-sender.js';

/** Development transport: the message stays in outbox_messages and is written to the log. */
export class OutboxSender implements MessageSender {
  readonly name = 'outbox';
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: OutgoingMessage) {
    this.log.info({ channel: message.channel, to: message.to, subject: message.subject, body: message.body }, 'outbox message');
    return { providerRef: `outbox-${message.id}` };
  }
}
