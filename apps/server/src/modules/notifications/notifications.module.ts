import type { Executor } from '../../db/client.js';
import type { MatchAlertsPort } from '../../engine/engine-port.js';
import { bindRoutes, type Module } from '../module.js';
import { AdminNotices } from './admin-notices.js';
import { HireAlerts } from './hire-alerts.js';
import { MatchAlerts, type MatchAlertsDeps } from './match-alerts.js';
import { NotificationsRepository } from './notifications.repository.js';
import { notificationsRoutes } from './notifications.routes.js';
import { NotificationsService } from './notifications.service.js';

export type NotificationsModuleDeps = { db: Executor } & Omit<MatchAlertsDeps, 'notifications'>;

/** In-app notifications, the alerts sent when a run finds new matches (the engine's MatchAlertsPort), hire notices and the admin's form. */
export function createNotificationsModule({ db, ...alertDeps }: NotificationsModuleDeps): Module<NotificationsService> & {
  matchAlerts: MatchAlertsPort;
  hireAlerts: HireAlerts;
} {
  const repository = new NotificationsRepository(db);
  const service = new NotificationsService(repository);
  const matchAlerts = new MatchAlerts({ notifications: service, ...alertDeps });
  const hireAlerts = new HireAlerts({ notifications: service, ...alertDeps });
  const adminNotices = new AdminNotices({ notifications: service, repository, ...alertDeps });
  return { service, matchAlerts, hireAlerts, routes: bindRoutes(notificationsRoutes, { notifications: service, admin: adminNotices }) };
}
