import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import type { MatchAlertsPort } from '../../search/index.js';
import { WebPushSender, type VapidKeys } from '../../integrations/push/web-push-sender.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { NotificationsAccountErasure } from './account-erasure.js';
import { AdminNotices } from './admin-notices.js';
import { HireAlerts } from './hire-alerts.js';
import { MatchAlerts, type MatchAlertsDeps } from './match-alerts.js';
import { NotificationsRepository } from './notifications.repository.js';
import { notificationsRoutes } from './notifications.routes.js';
import { NotificationsService } from './notifications.service.js';
import { PushRepository } from './push.repository.js';
import { pushRoutes } from './push.routes.js';
import { PushService, type PushServiceDeps } from './push.service.js';

export type NotificationsModuleDeps = { db: Executor } & Omit<MatchAlertsDeps, 'notifications' | 'push'> & {
    /** Web Push: the VAPID keys (null: no push), who signs, and who may have it. */
    push: { keys: VapidKeys | null; subject: string; localEndpoints: boolean; plans: PushServiceDeps['plans']; log: FastifyBaseLogger };
  };

/**
 * In-app notifications, the alerts sent when a run finds new matches (the engine's MatchAlertsPort), hire notices, the
 * admin's form, and the devices that take alerts as Web Push.
 */
export function createNotificationsModule({ db, push: pushDeps, ...alertDeps }: NotificationsModuleDeps): Module<NotificationsService> & {
  matchAlerts: MatchAlertsPort;
  hireAlerts: HireAlerts;
  accountErasure: NotificationsAccountErasure;
} {
  const repository = new NotificationsRepository(db);
  const service = new NotificationsService(repository);
  const { keys, subject, log } = pushDeps;
  const sender = keys
    ? new WebPushSender(keys, subject, (status, error) => log.warn({ status, err: error }, 'Web Push: the push service did not take an alert'))
    : null;
  const push = new PushService({ repository: new PushRepository(db), keys, sender, plans: pushDeps.plans, localEndpoints: pushDeps.localEndpoints });
  const matchAlerts = new MatchAlerts({ notifications: service, push, ...alertDeps });
  const hireAlerts = new HireAlerts({ notifications: service, ...alertDeps });
  const adminNotices = new AdminNotices({ notifications: service, repository, ...alertDeps });
  const routes = bindRoutes(notificationsRoutes, { notifications: service, admin: adminNotices });
  const pushCalls = bindRoutes(pushRoutes, { push });
  return {
    service,
    matchAlerts,
    hireAlerts,
    accountErasure: new NotificationsAccountErasure(),
    routes: async (app) => {
      await app.register(routes);
      await app.register(pushCalls);
    },
  };
}
