import { bindRoutes } from '../../http/module.js';
import type { LocalPaymentsProvider } from '../../integrations/payments/local-provider.js';
import type { PaymentsProvider } from '../../integrations/payments/payments-provider.js';
import { paymentsRoutes } from './payments.routes.js';
import { PaymentsService, type PaymentEventMetrics, type PaymentHandlers } from './payments.service.js';

export type PaymentsModuleDeps = {
  provider: PaymentsProvider;
  local: LocalPaymentsProvider | null;
  handlers: PaymentHandlers;
  panelUrl: string;
  publicUrl: string;
  metrics?: PaymentEventMetrics;
};

export function createPaymentsModule({ provider, local, handlers, panelUrl, publicUrl, metrics }: PaymentsModuleDeps) {
  const service = new PaymentsService(provider, local, handlers, metrics);
  return { service, routes: bindRoutes(paymentsRoutes, { service, panelUrl, publicUrl }) };
}
