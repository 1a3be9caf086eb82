/**
 * The money area's face (docs/architecture.md, "Areas"): the ledger, the plans' limits, the wallet with its refunds,
 * withdrawals and paid-checkout events. Types only: the composition root hands over the values.
 */
export type { LedgerService, Posting } from './ledger/ledger.service.js';
export type { LimitsService } from './subscriptions/limits.service.js';
export type { HireCheckoutEvents, HireCheckoutListener } from './wallet/hire-checkout.events.js';
export type { RefundsService } from './wallet/refunds.service.js';
export type { WalletService } from './wallet/wallet.service.js';
export type { WithdrawalsService } from './wallet/withdrawals.service.js';
// A payment provider's event is applied once, whichever area applies it (its id claimed in `webhook_events`).
export { claimProviderEvent, isProviderEventClaimed } from './payments/provider-events.js';
