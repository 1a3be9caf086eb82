import { SUBSCRIPTION_MESSAGES, type Notice } from '@ojeador/shared';
import type { Posting } from '../ledger/ledger.service.js';
import type { PlanRow } from './subscriptions.repository.js';

/** What the downgrade rule did to a user's searches for the plan they have now. */
export type Adjustment = { plan: PlanRow; deactivated: string[]; raised: number };

export type PlanNotice = { userId: number; type: 'info' | 'success' | 'warning' | 'error'; notice: Notice };

/** The same day of the next month, or its last day (31 January → 28/29 February). */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * A plan's charge is the platform's income, never the customer's balance (decision 019): what the provider
 * collected moves from its clearing account to the platform's commission account, once per payment.
 */
export function planRevenuePosting(payment: { id: number }, collectedCents: number): Posting {
  return {
    key: `payment:${payment.id}:subscription`,
    kind: 'subscription',
    paymentId: payment.id,
    description: SUBSCRIPTION_MESSAGES.ledgerCharge,
    entries: [
      { account: { userId: null, kind: 'clearing' }, cents: -collectedCents },
      { account: { userId: null, kind: 'commission' }, cents: collectedCents },
    ],
  };
}

/**
 * Whether buying `plan` is a real change up from `current` (null: the user is on Free). The same rule refuses
 * the checkout and, when it is paid, decides whether it is applied or refunded (decision 027).
 */
export function isUpgrade(current: Pick<PlanRow, 'id' | 'maxSearches'> | null, plan: Pick<PlanRow, 'id' | 'maxSearches'>): boolean {
  return current === null || (plan.id !== current.id && plan.maxSearches >= current.maxSearches);
}

const planRef = (plan: Pick<PlanRow, 'code' | 'name'>) => ({ code: plan.code, name: plan.name });

/** What the downgrade rule did, as the notice says it. */
const adjusted = (adjustment: Adjustment) => ({
  paused: adjustment.deactivated,
  slowed: adjustment.raised,
  everyHours: adjustment.plan.minSearchIntervalHours,
});

const changedSearches = (adjustment: Adjustment) => adjustment.deactivated.length > 0 || adjustment.raised > 0;

export const planNotice = {
  /** The user now has `adjustment.plan` (bought or changed at the provider). */
  changed: (userId: number, adjustment: Adjustment): PlanNotice => ({
    userId,
    type: changedSearches(adjustment) ? 'warning' : 'success',
    notice: { code: 'planChanged', plan: planRef(adjustment.plan), ...adjusted(adjustment) },
  }),
  ended: (userId: number, ended: PlanRow, adjustment: Adjustment): PlanNotice => ({
    userId,
    type: 'warning',
    notice: { code: 'planEnded', plan: planRef(ended), next: planRef(adjustment.plan), ...adjusted(adjustment) },
  }),
  /** A paid plan checkout that was no longer an upgrade: not applied, refunded. */
  refunded: (userId: number, plan: PlanRow): PlanNotice => ({ userId, type: 'info', notice: { code: 'planRefunded', plan: planRef(plan) } }),
  pastDue: (userId: number, plan: PlanRow): PlanNotice => ({ userId, type: 'error', notice: { code: 'planPastDue', plan: planRef(plan) } }),
};
