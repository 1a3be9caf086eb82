import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import type { Senders } from '../../integrations/messaging/senders.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { bindRoutes, noRoutes, type Module } from '../../http/module.js';
import { MessagesRepository } from './messages.repository.js';
import { messagesRoutes } from './messages.routes.js';
import { MessagesService } from './messages.service.js';

export type MessagesModuleDeps = {
  db: Executor;
  queue: JobQueue;
  senders: Senders;
  log: FastifyBaseLogger;
  devOutbox: boolean;
  /** Seals secrets (verification codes) in stored messages. */
  secretKey: Buffer;
};

export function createMessagesModule({ db, queue, senders, log, devOutbox, secretKey }: MessagesModuleDeps): Module<MessagesService> {
  const service = new MessagesService(new MessagesRepository(db), queue, senders, log, secretKey);
  return { service, routes: devOutbox ? bindRoutes(messagesRoutes, { messages: service }) : noRoutes };
}
