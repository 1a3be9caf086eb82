import { Cents, TOP_UP_AMOUNTS } from '@ojeador/shared';

/** How a hire of `price` euros will be paid with `available` euros in the balance (the server's rule: the whole
 * price held from the balance, or a card checkout for it). */
export type HirePayment = { kind: 'balance' } | { kind: 'shortfall'; shortfall: number; topUp: (typeof TOP_UP_AMOUNTS)[number] };

export function hirePayment(price: number, available: number): HirePayment {
  const missingCents = Cents.fromEuros(price) - Cents.fromEuros(available);
  if (missingCents <= 0) return { kind: 'balance' };
  const shortfall = Cents.toEuros(missingCents);
  // The smallest top-up that covers the gap; above the largest, the largest (a second top-up covers the rest).
  const topUp = TOP_UP_AMOUNTS.find((amount) => amount >= shortfall) ?? TOP_UP_AMOUNTS[TOP_UP_AMOUNTS.length - 1];
  return { kind: 'shortfall', shortfall, topUp };
}
