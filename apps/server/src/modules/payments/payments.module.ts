import { bindRoutes } from '../module.js';
import type { LocalPaymentsProvider } from '../../integrations/payments/local-provider.js';
import type { PaymentsProvider } from '../../integrations/payments/payments-provider.js';
import { paymentsRoutes } from './payments.routes.js';
import { PaymentsService, type PaymentEventHandler } from './payments.service.js';

export type PaymentsModuleDeps = { provider: PaymentsProvider; local: LocalPaymentsProvider | null; handler: PaymentEventHandler; panelUrl: string };

export function createPaymentsModule({ provider, local, handler, panelUrl }: PaymentsModuleDeps) {
  const service = new PaymentsService(provider, local, handler);
  return { service, routes: bindRoutes(paymentsRoutes, { service, panelUrl }) };
}
