import type { Executor } from '../../db/client.js';

/**
 * What the hires module does when a hire's checkout is paid. The wallet fulfils the checkout and raises these;
 * the hires module subscribes when it is built, so neither module imports the other and the composition root
 * has no forward reference (docs/decisions/030-paid-checkout-events.md).
 */
export type HireCheckoutListener = {
  /** Inside the transaction that credits the payment: hold the price; `held: false` leaves it in the balance. */
  paid(tx: Executor, hireId: number): Promise<{ held: boolean }>;
  /** After that transaction committed, for a hire whose price was held. */
  afterPaid(hireId: number): Promise<void>;
};

/** The events of paid hire checkouts; exactly one listener, because its answer decides where the money stays. */
export class HireCheckoutEvents {
  private listener: HireCheckoutListener | null = null;

  subscribe(listener: HireCheckoutListener): void {
    if (this.listener) throw new Error('hire checkouts already have a listener');
    this.listener = listener;
  }

  paid(tx: Executor, hireId: number): Promise<{ held: boolean }> {
    return this.subscribed().paid(tx, hireId);
  }

  afterPaid(hireId: number): Promise<void> {
    return this.subscribed().afterPaid(hireId);
  }

  private subscribed(): HireCheckoutListener {
    // A paid hire checkout with nobody to hold its price would leave the money credited but the hire unpaid.
    if (!this.listener) throw new Error('a hire checkout was paid before the hires module subscribed');
    return this.listener;
  }
}
