import type { Executor } from '../../db/client.js';
import type { MatchAlertsPort } from '../../engine/engine-port.js';
import { bindRoutes, type Module } from '../module.js';
import { MatchAlerts, type MatchAlertsDeps } from './match-alerts.js';
import { NotificationsRepository } from './notifications.repository.js';
import { notificationsRoutes } from './notifications.routes.js';
import { NotificationsService } from './notifications.service.js';

export type NotificationsModuleDeps = { db: Executor } & Omit<MatchAlertsDeps, 'notifications'>;

/** In-app notifications, and the alerts sent when a run finds new matches (the engine's MatchAlertsPort). */
export function createNotificationsModule({ db, ...alertDeps }: NotificationsModuleDeps): Module<NotificationsService> & { matchAlerts: MatchAlertsPort } {
  const service = new NotificationsService(new NotificationsRepository(db));
  const matchAlerts = new MatchAlerts({ notifications: service, ...alertDeps });
  return { service, matchAlerts, routes: bindRoutes(notificationsRoutes, { notifications: service }) };
}
