import { Cents, WALLET_MESSAGES, type Balance, type PaymentSummary, type Withdrawal } from '@ojeador/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transact } from '../../db/client.js';
import { retryOnConflict } from '../../db/retry.js';
import { notFound } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { PaymentEvent, PaymentsProvider } from '../../integrations/payments/payments-provider.js';
import type { LedgerService, Posting } from '../ledger/ledger.service.js';
import type { HireCheckoutEvents } from './hire-checkout.events.js';
import type { RefundsService } from './refunds.service.js';
import type { PaymentRow, WalletRepository } from './wallet.repository.js';
import type { WithdrawalsService } from './withdrawals.service.js';

/** What the wallet asks of the hires, declared here so that money does not import the marketplace (a cycle). */
export type HireFactsPort = {
  searchIdOf(hireId: number): Promise<number | null>;
  expertNamesOf(hireIds: readonly number[]): Promise<Map<number, string>>;
};

export type WalletDeps = {
  repository: WalletRepository;
  transaction: Transact;
  ledger: Pick<LedgerService, 'post' | 'balance' | 'lockedAvailable'>;
  provider: Pick<PaymentsProvider, 'name' | 'createCheckout' | 'retrieveCheckout'>;
  hires: Pick<HireCheckoutEvents, 'paid' | 'afterPaid'>;
  /** The search a hire's payment is for, and whom a hire in the statement was with (the hires' read model answers). */
  hireFacts: HireFactsPort;
  /** A payment that arrives for a blocked or deleted account goes back to the card (decision 027). */
  refunds: Pick<RefundsService, 'accountClosed' | 'holdForRefund' | 'refundIfDue'>;
  /** Money of the balance going back to the cards that paid it (decision 037). */
  withdrawals: Pick<WithdrawalsService, 'withdrawableCents' | 'withdraw'>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
};

/** A checkout's webhook normally arrives within seconds; after this long its absence is worth a question. */
const RECONCILE_AFTER_MS = 60 * 60 * 1000;

type NewPayment = { userId: number; purpose: 'topup' | 'hire'; amountCents: number; hireId?: number | null };

/** The customer's prepaid balance: top-ups through a checkout, and the one fulfilment path of every paid checkout. */
export class WalletService {
  constructor(private readonly deps: WalletDeps) {}

  /** The user's payments rows, newest first (the administrator's money history, deleted accounts too). */
  paymentsOf(userId: number, limit: number): Promise<PaymentRow[]> {
    return this.deps.repository.paymentsOf(userId, limit);
  }

  /** The balances and statement, a hire and its refund naming the expert ("Contratación de Ana García"). */
  async balance(user: CurrentUser): Promise<Balance> {
    const balance = await this.deps.ledger.balance(user.id);
    const named = balance.movements.filter((m) => (m.kind === 'hire' || m.kind === 'refund') && m.hireId !== null);
    const experts = await this.deps.hireFacts.expertNamesOf(named.map((m) => m.hireId as number));
    const movements = balance.movements.map((m) => {
      const expertName = m.hireId !== null && (m.kind === 'hire' || m.kind === 'refund') ? (experts.get(m.hireId) ?? null) : null;
      return m.kind === 'hire' && expertName ? { ...m, expertName, reason: WALLET_MESSAGES.reasonHire(expertName) } : { ...m, expertName };
    });
    return { ...balance, withdrawable: Cents.toEuros(await this.deps.withdrawals.withdrawableCents(user.id)), movements };
  }

  /** `POST /api/Subscription/withdraw`: euros of the available balance back to the cards that paid them. */
  withdraw(user: CurrentUser, amountEuros: number): Promise<Withdrawal> {
    return this.deps.withdrawals.withdraw(user.id, Cents.fromEuros(amountEuros));
  }

  /** `POST /api/Subscription/load-money`: a checkout for 10, 20 or 50 €; the balance moves only when it is paid. */
  async loadMoney(user: CurrentUser, amountEuros: number): Promise<{ url: string }> {
    const payment = await this.deps.repository.insertPayment({
      userId: user.id,
      provider: this.deps.provider.name,
      purpose: 'topup',
      amountCents: Cents.fromEuros(amountEuros),
    });
    const url = await this.startCheckout(payment.id, { email: user.email, description: `Recarga de saldo de ${amountEuros} €` });
    return { url };
  }

  /** A pending payments row, written inside the caller's transaction (the hire it pays for). */
  async createPayment(tx: Executor, payment: NewPayment): Promise<number> {
    const row = await this.deps.repository.insertPayment({ ...payment, provider: this.deps.provider.name }, tx);
    return row.id;
  }

  /** Opens the provider's checkout for a payments row (outside any transaction: it is a call to the provider). */
  async startCheckout(paymentId: number, details: { email: string; description: string; transferGroup?: string }): Promise<string> {
    const payment = await this.deps.repository.find(paymentId);
    if (!payment) throw notFound(WALLET_MESSAGES.paymentNotFound);
    const checkout = await this.deps.provider.createCheckout({
      paymentId,
      amountCents: payment.amountCents,
      description: details.description,
      customerEmail: details.email,
      successUrl: `${this.deps.publicUrl}/success?payment=${paymentId}`,
      cancelUrl: `${this.deps.publicUrl}/cancel?payment=${paymentId}`,
      transferGroup: details.transferGroup,
    });
    await this.deps.repository.setProviderRef(paymentId, checkout.ref);
    return checkout.url;
  }

  /** `GET /api/Payments/{id}`: the caller's own payment, for the success and cancel pages. */
  async summary(user: CurrentUser, paymentId: number): Promise<PaymentSummary> {
    const payment = await this.deps.repository.find(paymentId);
    if (!payment || payment.userId !== user.id) throw notFound(WALLET_MESSAGES.paymentNotFound);
    return this.toSummary(payment);
  }

  /** What the local checkout page shows before it is confirmed. */
  async describeCheckout(paymentId: number): Promise<PaymentSummary | null> {
    const payment = await this.deps.repository.find(paymentId);
    return payment ? this.toSummary(payment) : null;
  }

  /**
   * The daily reconciliation's half for customers: checkouts still pending an hour after they were opened
   * are asked about at the provider; a paid or expired one goes through the one fulfilment path below, as
   * its missed webhook would have (a late webhook then finds the payment settled and changes nothing).
   */
  async reconcilePending(now: Date, limit = 100): Promise<{ paid: number; expired: number }> {
    const counts = { paid: 0, expired: 0 };
    for (const payment of await this.deps.repository.pendingBefore(new Date(now.getTime() - RECONCILE_AFTER_MS), limit)) {
      const checkoutRef = payment.providerRef as string;
      try {
        const checkout = await this.deps.provider.retrieveCheckout(checkoutRef);
        if (checkout.state === 'open') continue;
        if (checkout.state === 'paid') {
          await this.applyProviderEvent({
            id: `reconcile:${checkoutRef}:paid`,
            type: 'checkout.completed',
            paymentId: payment.id,
            checkoutRef,
            amountCents: checkout.amountCents,
          });
        } else {
          await this.applyProviderEvent({ id: `reconcile:${checkoutRef}:expired`, type: 'checkout.expired', paymentId: payment.id, checkoutRef });
        }
        counts[checkout.state] += 1;
      } catch (error) {
        this.deps.log.warn({ err: error, paymentId: payment.id }, 'could not reconcile a pending checkout; tomorrow again');
      }
    }
    return counts;
  }

  /**
   * The one fulfilment path of a checkout, for Stripe's webhook and the local page alike: in one
   * transaction, the event is claimed (a replay does nothing), the payment locked and settled once (the
   * webhook and a second confirmation cannot both credit it), the balance credited, and for a hire the
   * price held and the hire moved to pending; a hire no longer waiting leaves the money in the balance.
   * Locks are taken payment, then the customer's `available` account, then the hire, and a deadlock or
   * serialization failure runs the whole transaction once more (docs/decisions/028-ledger-lock-order.md).
   */
  async applyProviderEvent(event: PaymentEvent): Promise<void> {
    if (event.type !== 'checkout.completed' && event.type !== 'checkout.expired') return;
    const paidHire = await retryOnConflict(() => this.fulfil(event));
    if (paidHire !== null) await this.deps.hires.afterPaid(paidHire);
    if (event.type === 'checkout.completed') await this.deps.refunds.refundIfDue(event.paymentId);
  }

  private fulfil(event: PaymentEvent & { type: 'checkout.completed' | 'checkout.expired' }): Promise<number | null> {
    return this.deps.transaction(async (tx) => {
      if (!(await this.deps.repository.claimEvent(event.id, tx))) return null;
      const payment = await this.deps.repository.lock(event.paymentId, tx);
      if (!payment) {
        this.deps.log.warn({ paymentId: event.paymentId, eventId: event.id }, 'checkout event for an unknown payment');
        return null;
      }
      if (payment.status === 'succeeded' || payment.status === 'refund_due' || payment.status === 'refunded') return null;
      if (event.type === 'checkout.expired') {
        if (payment.status === 'pending') await this.deps.repository.settle(payment.id, 'cancelled', tx);
        return null;
      }
      // A plan's money never reaches the balance: the subscriptions module fulfils plan checkouts.
      if (payment.purpose === 'subscription') {
        this.deps.log.warn({ paymentId: payment.id, eventId: event.id }, 'plan payment reached the wallet: not credited');
        return null;
      }
      const collected = event.amountCents > 0 ? event.amountCents : payment.amountCents;
      // Paid for a blocked or deleted account (a race with its closing): never credited, refunded in full.
      if (await this.deps.refunds.accountClosed(tx, payment.userId)) {
        await this.deps.refunds.holdForRefund(tx, payment, collected, 'closedAccount');
        return null;
      }
      // Before the credit's foreign key takes KEY SHARE on it: two fulfilments of one customer then queue here.
      await this.deps.ledger.lockedAvailable(tx, payment.userId);
      // Paid after it was abandoned still counts: the customer's money is credited either way.
      await this.deps.repository.settle(payment.id, 'succeeded', tx);
      await this.deps.ledger.post(tx, creditPosting(payment, collected));
      if (payment.purpose !== 'hire' || payment.hireId === null) return null;
      const { held } = await this.deps.hires.paid(tx, payment.hireId);
      if (!held) this.deps.log.info({ hireId: payment.hireId, paymentId: payment.id }, 'hire no longer waiting for payment: money left in the balance');
      return held ? payment.hireId : null;
    });
  }

  private async toSummary(payment: PaymentRow): Promise<PaymentSummary> {
    return {
      id: payment.id,
      purpose: payment.purpose,
      status: payment.status,
      amount: Cents.toEuros(payment.amountCents),
      hireId: payment.hireId,
      searchId: payment.hireId === null ? null : await this.deps.hireFacts.searchIdOf(payment.hireId),
    };
  }
}

function creditPosting(payment: PaymentRow, collectedCents: number): Posting {
  return {
    key: `payment:${payment.id}:credit`,
    kind: 'topup',
    paymentId: payment.id,
    hireId: payment.hireId,
    description: payment.purpose === 'topup' ? WALLET_MESSAGES.reasonTopUp : WALLET_MESSAGES.reasonHirePayment,
    entries: [
      { account: { userId: null, kind: 'clearing' }, cents: -collectedCents },
      { account: { userId: payment.userId, kind: 'available' }, cents: collectedCents },
    ],
  };
}
