import type { Executor } from '../../db/client.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { BillingRepository } from './billing.repository.js';
import { billingRoutes } from './billing.routes.js';
import { BillingService, type BillingDeps } from './billing.service.js';

export type BillingModuleDeps = { db: Executor } & Omit<BillingDeps, 'repository'>;

/** Plans and billing: the plans, checkout, cancel, provider events, and the sweep that renews local plans. */
export function createBillingModule({ db, ...deps }: BillingModuleDeps): Module<BillingService> {
  const billing = new BillingService({ repository: new BillingRepository(db), ...deps });
  return { service: billing, routes: bindRoutes(billingRoutes, { billing }) };
}
