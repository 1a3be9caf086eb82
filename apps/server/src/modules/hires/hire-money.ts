import type { Posting } from '../ledger/ledger.service.js';
import type { HireRow } from './hires.repository.js';

/** The platform's share of a released price, rounded to the cent. */
export const commissionOf = (amountCents: number, commissionPercent: number): number => Math.round((amountCents * commissionPercent) / 100);

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

/** The held price pays the expert, less the platform's commission. */
export function releasePosting(hire: Pick<HireRow, 'id' | 'clientId' | 'expertId' | 'amountCents'>, commissionPercent: number, serviceName: string): Posting {
  const commission = commissionOf(hire.amountCents, commissionPercent);
  const share = hire.amountCents - commission;
  const entries: Posting['entries'] = [
    { account: { userId: hire.clientId, kind: 'held' }, cents: -hire.amountCents },
    { account: { userId: hire.expertId, kind: 'earned' }, cents: share },
  ];
  if (commission > 0) entries.push({ account: { userId: null, kind: 'commission' }, cents: commission });
  return { key: `hire:${hire.id}:settle`, kind: 'release', hireId: hire.id, description: `Ingreso por ${serviceName}`, entries };
}

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
