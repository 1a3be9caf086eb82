import { bindRoutes } from '../module.js';
import type { LocalPaymentsProvider } from '../../integrations/payments/local-provider.js';
import type { PaymentsProvider } from '../../integrations/payments/payments-provider.js';
import { paymentsRoutes } from './payments.routes.js';
import { PaymentsService, type PaymentHandlers } from './payments.service.js';

export type PaymentsModuleDeps = {
  provider: PaymentsProvider;
  local: LocalPaymentsProvider | null;
  handlers: PaymentHandlers;
  panelUrl: string;
  publicUrl: string;
};

export function createPaymentsModule({ provider, local, handlers, panelUrl, publicUrl }: PaymentsModuleDeps) {
  const service = new PaymentsService(provider, local, handlers);
  return { service, routes: bindRoutes(paymentsRoutes, { service, panelUrl, publicUrl }) };
}
