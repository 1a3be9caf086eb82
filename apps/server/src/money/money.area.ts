import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Executor, Transact } from '../db/client.js';
import type { CurrentUser } from '../http/auth.js';
import { createPaymentsProvider } from '../integrations/payments/create-payments-provider.js';
import { createLedgerModule } from './ledger/ledger.module.js';
import { createPaymentsModule, type PaymentsModuleDeps } from './payments/payments.module.js';
import type { PaymentEventMetrics } from './payments/payments.service.js';
import { PaymentsReconciliation, type ReconciliationPorts } from './payments/reconciliation.js';
import { createBillingModule, type BillingModuleDeps } from './subscriptions/billing.module.js';
import { createSubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { createWalletModule, type WalletModuleDeps } from './wallet/wallet.module.js';

/**
 * What money needs of areas built after it (decision 041): the search area's quota of searches, the hires' facts,
 * the experts' payment accounts (account.updated) and the hires' payouts to retry.
 */
export type MoneyLater = {
  quota: Parameters<typeof createSubscriptionsModule>[0]['quota'] & BillingModuleDeps['quota'];
  hireFacts: WalletModuleDeps['hireFacts'];
  expertAccounts: PaymentsModuleDeps['handlers']['accounts'];
  payouts: ReconciliationPorts['payouts'];
};

export type MoneyAreaDeps = {
  db: Executor;
  transaction: Transact;
  config: Config;
  log: FastifyBaseLogger;
  /** A plan's renewal or failed payment is told to the customer. */
  alerts: BillingModuleDeps['alerts'];
  metrics: { ledger: Parameters<typeof createLedgerModule>[0]['metrics']; payments: PaymentEventMetrics };
  later: MoneyLater;
};

/** The money area (docs/architecture.md, "Areas"): the ledger, the wallet with refunds and withdrawals, plans, the payment provider. */
export function createMoneyArea({ db, transaction, config, log, alerts, metrics, later }: MoneyAreaDeps) {
  const payments = createPaymentsProvider(config);
  const { provider } = payments;
  const { publicUrl } = config;
  // The plans count and, on a downgrade, pause the user's searches through the search area (it owns `searches`).
  const subscriptions = createSubscriptionsModule({ db, quota: later.quota });
  const ledger = createLedgerModule({ db, transaction, metrics: metrics.ledger });
  const wallet = createWalletModule({ db, transaction, ledger: ledger.service, provider, hireFacts: later.hireFacts, publicUrl, log });
  const billing = createBillingModule({
    db,
    quota: later.quota,
    transaction,
    limits: subscriptions.service,
    ledger: ledger.service,
    provider,
    refunds: wallet.refunds,
    alerts,
    publicUrl,
    log,
  });
  const paymentsModule = createPaymentsModule({
    ...payments,
    handlers: { accounts: later.expertAccounts, checkouts: wallet.service, plans: billing.service },
    panelUrl: '/expert-panel',
    publicUrl,
    metrics: metrics.payments,
  });
  const reconciliation = new PaymentsReconciliation({ checkouts: wallet.service, payouts: later.payouts, refunds: wallet.refunds }, log);
  return {
    routes: [subscriptions.routes, wallet.routes, paymentsModule.routes, ledger.routes, billing.routes],
    provider,
    limits: subscriptions.service,
    ledger: ledger.service,
    wallet: wallet.service,
    refunds: wallet.refunds,
    withdrawals: wallet.withdrawals,
    hireCheckouts: wallet.hireCheckouts,
    billing: billing.service,
    reconciliation,
    /** A user's plan as the administrator's list names it. */
    planNames: {
      planOf: async (user: Pick<CurrentUser, 'id' | 'appRole'>) => {
        const { planCode, planName } = await subscriptions.service.forUser(user);
        return { code: planCode, name: planName };
      },
    },
    services: { ledger: ledger.service, wallet: wallet.service, refunds: wallet.refunds, billing: billing.service },
  };
}
