import { Cents, WALLET_MESSAGES, type BalanceMovement } from '@ojeador/shared';
import type { LedgerRepository } from './ledger.repository.js';

export type PostingRow = Awaited<ReturnType<LedgerRepository['postingsOf']>>[number];
type Posting = Omit<PostingRow, 'entryId' | 'ownerId' | 'account' | 'cents'> & { entries: Pick<PostingRow, 'entryId' | 'ownerId' | 'account' | 'cents'>[] };

function group(rows: PostingRow[]): Posting[] {
  const postings = new Map<number, Posting>();
  for (const { entryId, ownerId, account, cents, ...transaction } of rows) {
    const posting = postings.get(transaction.transactionId) ?? { ...transaction, entries: [] };
    posting.entries.push({ entryId, ownerId, account, cents });
    postings.set(transaction.transactionId, posting);
  }
  return [...postings.values()];
}

/**
 * The user's statement: one line per event they would name, newest first, built from whole postings. A hire is
 * one line whether the balance paid it (hold) or a card did (credit + hold of the same hire); a refund, a top-up
 * and a payment going back to the card are one line each; the customer's side of a release adds nothing (the hire
 * line already said it was paid) but the refunded part of a split. An expert's released hire is its price and the
 * commission kept from it, then the payout. Plan charges never touch a user's accounts.
 */
export function statementLines(userId: number, rows: PostingRow[]): BalanceMovement[] {
  const postings = group(rows);
  const heldHires = new Set(postings.filter((p) => p.kind === 'hold').map((p) => p.hireId));
  const cardPaidHires = new Set(postings.filter((p) => p.kind === 'topup' && p.hireId !== null).map((p) => p.hireId));
  const lines: BalanceMovement[] = [];
  for (const posting of postings) {
    const mine = (account: PostingRow['account']) => posting.entries.find((e) => e.ownerId === userId && e.account === account);
    const line = (
      entry: { entryId: number },
      kind: BalanceMovement['kind'],
      cents: number,
      account: BalanceMovement['account'],
      reason = posting.description,
    ): BalanceMovement => ({
      id: entry.entryId,
      at: posting.at.toISOString(),
      amount: Cents.toEuros(cents),
      account,
      reason,
      hireId: posting.hireId,
      kind,
      expertName: null,
      paidWith: kind === 'hire' ? (cardPaidHires.has(posting.hireId) ? 'card' : 'balance') : null,
    });
    const available = mine('available');
    const held = mine('held');
    const earned = mine('earned');
    switch (posting.kind) {
      case 'topup':
        // A card payment of a hire that was then held is the hire's line.
        if (available && !(posting.hireId !== null && heldHires.has(posting.hireId))) lines.push(line(available, 'topup', available.cents, 'available'));
        break;
      case 'hold':
        if (held) lines.push(line(held, 'hire', -held.cents, 'held'));
        break;
      case 'refund':
        if (available) lines.push(line(available, 'refund', available.cents, 'available', WALLET_MESSAGES.reasonRefund));
        break;
      case 'release': {
        // A dispute's split gives the customer part of the price back in the same posting.
        if (available) lines.push(line(available, 'refund', available.cents, 'available', WALLET_MESSAGES.reasonRefund));
        if (!earned) break;
        const commission = posting.entries.find((e) => e.ownerId === null && e.account === 'commission');
        lines.push(line(earned, 'earning', earned.cents + (commission?.cents ?? 0), 'earned'));
        if (commission) lines.push(line(commission, 'commission', -commission.cents, 'earned', WALLET_MESSAGES.reasonCommission));
        break;
      }
      case 'payout':
        if (earned) lines.push(line(earned, 'payout', earned.cents, 'earned'));
        break;
      case 'withdrawal':
        // Money of the balance on its way back to a card (decision 037); its card_refund posting adds no line.
        if (available) lines.push(line(available, 'withdrawal', available.cents, 'available', WALLET_MESSAGES.reasonWithdrawal));
        break;
      case 'refund_due':
        if (held) lines.push(line(held, 'card_refund', held.cents, 'held'));
        break;
      default:
        // card_refund completes a refund_due already shown; subscription never touches a user's account.
        break;
    }
  }
  return lines;
}
