import type { Executor } from '../../db/client.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { LimitsService, type SearchQuotaPort } from './limits.service.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { subscriptionsRoutes } from './subscriptions.routes.js';

export function createSubscriptionsModule({ db, quota }: { db: Executor; quota: SearchQuotaPort }): Module<LimitsService> {
  const service = new LimitsService(new SubscriptionsRepository(db), quota);
  return { service, routes: bindRoutes(subscriptionsRoutes, { limits: service }) };
}
