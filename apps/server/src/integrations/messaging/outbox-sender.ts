import type { FastifyBaseLogger } from 'fastify';
import type { MessageSender, OutgoingMessage } from './message-sender.js';

/**
 * Development transport: the message stays in outbox_messages (read it at /api/dev/outbox). The log line
 * names the message only: bodies carry codes and addresses are personal data.
 */
export class OutboxSender implements MessageSender {
  readonly name = 'outbox';
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: OutgoingMessage) {
    this.log.info({ messageId: message.id, channel: message.channel }, 'outbox message');
    return { providerRef: `outbox-${message.id}` };
  }
}
