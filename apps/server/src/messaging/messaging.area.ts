import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Executor } from '../db/client.js';
import { createSenders } from '../integrations/messaging/senders.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { deriveSecretKey } from '../lib/sealed-secret.js';
import { createMessagesModule } from './messages/messages.module.js';
import { createNotificationsModule, type NotificationsModuleDeps } from './notifications/notifications.module.js';
import { vapidKeysFor } from './notifications/vapid-keys.js';

/** What messaging needs of what is built after it (decision 041): who may have Web Push (the instant-alert plans flow). */
export type MessagingLater = { plans: NotificationsModuleDeps['push']['plans'] };

export type MessagingAreaDeps = {
  db: Executor;
  queue: JobQueue;
  config: Config;
  log: FastifyBaseLogger;
  settings: NotificationsModuleDeps['settings'];
  users: NotificationsModuleDeps['users'];
  metrics: NotificationsModuleDeps['metrics'];
  later: MessagingLater;
};

/** The messaging area (docs/architecture.md, "Areas"): the outbox with its e-mail and WhatsApp senders, notifications, alerts and push. */
export function createMessagingArea({ db, queue, config, log, settings, users, metrics, later }: MessagingAreaDeps) {
  const messages = createMessagesModule({
    db,
    queue,
    senders: createSenders(config, log),
    log,
    devOutbox: !config.isProduction,
    secretKey: deriveSecretKey(config.sessionSecret),
  });
  const notifications = createNotificationsModule({
    db,
    settings,
    users,
    messages: messages.service,
    publicUrl: config.publicUrl,
    metrics,
    // Push, like instant alerts, is for Plus and Pro; outside production a test's local push endpoint is accepted.
    push: { keys: vapidKeysFor(config, log), subject: config.vapidSubject, localEndpoints: !config.isProduction, plans: later.plans, log },
  });
  return {
    routes: [notifications.routes, messages.routes],
    outbox: messages.service,
    matchAlerts: notifications.matchAlerts,
    hireAlerts: notifications.hireAlerts,
    notifications: notifications.service,
    accountErasure: notifications.accountErasure,
    services: { messages: messages.service, notifications: notifications.service },
  };
}
