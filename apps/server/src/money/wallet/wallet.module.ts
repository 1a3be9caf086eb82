import type { Executor, Transact } from '../../db/client.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { HireCheckoutEvents } from './hire-checkout.events.js';
import { RefundsRepository } from './refunds.repository.js';
import { RefundsService, type RefundsDeps } from './refunds.service.js';
import { WalletRepository } from './wallet.repository.js';
import { walletRoutes } from './wallet.routes.js';
import { WalletService, type WalletDeps } from './wallet.service.js';
import { WithdrawalsRepository } from './withdrawals.repository.js';
import { WithdrawalsService, type WithdrawalsDeps } from './withdrawals.service.js';

export type WalletModuleDeps = { db: Executor; transaction: Transact } & Omit<
  WalletDeps,
  'repository' | 'transaction' | 'refunds' | 'ledger' | 'provider' | 'log' | 'hires' | 'withdrawals'
> & {
    ledger: WalletDeps['ledger'] & RefundsDeps['ledger'] & WithdrawalsDeps['ledger'];
    provider: WalletDeps['provider'] & RefundsDeps['provider'];
    log: WalletDeps['log'] & RefundsDeps['log'];
  };

/**
 * The balance and top-ups, the one fulfilment path of paid checkouts, refunds (`refunds`, decision 027), and the
 * events of paid hire checkouts the hires module subscribes to (`hireCheckouts`, decision 030).
 */
export function createWalletModule({ db, ...deps }: WalletModuleDeps): Module<WalletService> & {
  refunds: RefundsService;
  withdrawals: WithdrawalsService;
  hireCheckouts: Pick<HireCheckoutEvents, 'subscribe'>;
} {
  const withdrawals = new WithdrawalsService({
    db,
    repository: new WithdrawalsRepository(db),
    transaction: deps.transaction,
    ledger: deps.ledger,
    provider: deps.provider,
    log: deps.log,
  });
  const refunds = new RefundsService({
    withdrawals,
    repository: new RefundsRepository(db),
    transaction: deps.transaction,
    ledger: deps.ledger,
    provider: deps.provider,
    log: deps.log,
  });
  const hireCheckouts = new HireCheckoutEvents();
  const wallet = new WalletService({ repository: new WalletRepository(db), refunds, withdrawals, hires: hireCheckouts, ...deps });
  return { service: wallet, routes: bindRoutes(walletRoutes, { wallet }), refunds, withdrawals, hireCheckouts };
}
