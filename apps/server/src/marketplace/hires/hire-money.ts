import { Cents } from '@ojeador/shared';
import type { Posting } from '../../money/index.js';
import type { HireRow } from './hires.repository.js';

/** The platform's share of a released price, rounded to the cent. */
export const commissionOf = (amountCents: number, commissionPercent: number): number => Cents.commissionOf(amountCents, commissionPercent);

/** The customer's balance pays the price into their held account until the hire ends. */
export function holdPosting(hire: Pick<HireRow, 'id' | 'clientId' | 'amountCents'>, serviceName: string): Posting {
  return {
    key: `hire:${hire.id}:hold`,
    kind: 'hold',
    hireId: hire.id,
    description: `Contratación de ${serviceName}`,
    entries: [
      { account: { userId: hire.clientId, kind: 'available' }, cents: -hire.amountCents },
      { account: { userId: hire.clientId, kind: 'held' }, cents: hire.amountCents },
    ],
  };
}

/** The held price goes back to the customer's available balance. One refund or release per hire: they share the key. */
export function refundPosting(hire: Pick<HireRow, 'id' | 'clientId' | 'amountCents'>): Posting {
  return {
    key: `hire:${hire.id}:settle`,
    kind: 'refund',
    hireId: hire.id,
    description: 'Reembolso',
    entries: [
      { account: { userId: hire.clientId, kind: 'held' }, cents: -hire.amountCents },
      { account: { userId: hire.clientId, kind: 'available' }, cents: hire.amountCents },
    ],
  };
}

/** A dispute's split: the customer's refund and the expert's part before commission, adding up to the held price. */
export type SplitCents = { clientCents: number; expertCents: number };

/**
 * The held price settled: a release pays it all to the expert (the customer's part is 0), a dispute's split gives
 * the customer's part back to their available balance; the expert's part goes to their earnings less the commission
 * on that part only (docs/payments.md). Nothing for the expert is a plain refund. One settlement per hire: the key
 * is the refund's and the release's.
 */
export function settlePosting(
  hire: Pick<HireRow, 'id' | 'clientId' | 'expertId' | 'amountCents'>,
  split: SplitCents,
  commissionPercent: number,
  serviceName: string,
): Posting {
  if (split.clientCents + split.expertCents !== hire.amountCents) throw new RangeError(`split of hire ${hire.id} does not add up to ${hire.amountCents}`);
  if (split.expertCents === 0) return refundPosting(hire);
  const commission = commissionOf(split.expertCents, commissionPercent);
  const entries: Posting['entries'] = [
    { account: { userId: hire.clientId, kind: 'held' }, cents: -hire.amountCents },
    { account: { userId: hire.clientId, kind: 'available' }, cents: split.clientCents },
    { account: { userId: hire.expertId, kind: 'earned' }, cents: split.expertCents - commission },
    { account: { userId: null, kind: 'commission' }, cents: commission },
  ];
  return {
    key: `hire:${hire.id}:settle`,
    kind: 'release',
    hireId: hire.id,
    description: split.clientCents > 0 ? `Ingreso por ${serviceName} (reparto)` : `Ingreso por ${serviceName}`,
    entries: entries.filter((entry) => entry.cents !== 0),
  };
}

/** What the expert is paid out of a settled hire: their part less the commission on it. */
export const expertShareOf = (expertCents: number, commissionPercent: number): number => expertCents - commissionOf(expertCents, commissionPercent);

/** The expert's share left the platform to their connected account. */
export function payoutPosting(hire: Pick<HireRow, 'id' | 'expertId'>, shareCents: number): Posting {
  return {
    key: `hire:${hire.id}:payout`,
    kind: 'payout',
    hireId: hire.id,
    description: 'Transferencia a tu cuenta',
    entries: [
      { account: { userId: hire.expertId, kind: 'earned' }, cents: -shareCents },
      { account: { userId: null, kind: 'clearing' }, cents: shareCents },
    ],
  };
}
