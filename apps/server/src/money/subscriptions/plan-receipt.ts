import { Cents, type SubscriptionReceipt } from '@ojeador/shared';
import type { CurrentUser } from '../../http/auth.js';
import type { PlanPaymentRow } from './billing.repository.js';
import { addMonths } from './plan-changes.js';
import type { PlanRow } from './subscriptions.repository.js';

/**
 * The receipt of a paid plan charge. The month it pays for is recorded with the charge (migration 0024); a charge
 * recorded before, or a Stripe invoice that did not say, pays for the month from the day it was paid, as a
 * checkout's first month does.
 */
export function toReceipt(
  { payment, plan }: { payment: PlanPaymentRow; plan: PlanRow | null },
  customer: Pick<CurrentUser, 'name' | 'email'>,
): SubscriptionReceipt {
  const paidAt = payment.settledAt ?? payment.createdAt;
  const periodStart = payment.periodStart ?? paidAt;
  const periodEnd = payment.periodEnd ?? addMonths(periodStart, 1);
  return {
    number: payment.id,
    paidAt: paidAt.toISOString(),
    amount: Cents.toEuros(payment.amountCents),
    planCode: plan?.code ?? null,
    planName: plan?.name ?? null,
    periodStart: periodStart.toISOString(),
    periodEnd: periodEnd.toISOString(),
    reference: payment.providerRef ?? String(payment.id),
    customer: { name: customer.name, email: customer.email },
  };
}
