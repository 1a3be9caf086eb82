import type { Executor } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { bindRoutes, type Module } from '../module.js';
import { BillingRepository } from './billing.repository.js';
import { billingRoutes } from './billing.routes.js';
import { BillingService, type BillingDeps } from './billing.service.js';
import { PlanClock } from './plan-clock.js';

export type BillingModuleDeps = { db: Executor; queue: JobQueue } & Omit<BillingDeps, 'repository'>;

/** Plans and billing (the plans, checkout, cancel, provider events) and the plan clock that renews local plans. */
export function createBillingModule({ db, queue, ...deps }: BillingModuleDeps): Module<BillingService> & { planClock: PlanClock } {
  const billing = new BillingService({ repository: new BillingRepository(db), ...deps });
  const planClock = new PlanClock(billing, queue, (error) => deps.log.error({ err: error }, 'plan clock failed'));
  return { service: billing, planClock, routes: bindRoutes(billingRoutes, { billing }) };
}
