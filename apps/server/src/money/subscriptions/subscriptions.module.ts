import type { Executor } from '../../db/client.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { LimitsService } from './limits.service.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { subscriptionsRoutes } from './subscriptions.routes.js';

export function createSubscriptionsModule({ db }: { db: Executor }): Module<LimitsService> {
  const service = new LimitsService(new SubscriptionsRepository(db));
  return { service, routes: bindRoutes(subscriptionsRoutes, { limits: service }) };
}
