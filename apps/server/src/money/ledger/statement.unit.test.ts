import { describe, expect, it } from 'vitest';
import { statementLines, type PostingRow } from './statement.js';

const at = new Date('2026-11-20T10:00:00Z');
let entryId = 0;
function posting(
  transactionId: number,
  kind: PostingRow['kind'],
  description: string,
  hireId: number | null,
  entries: [number | null, PostingRow['account'], number][],
) {
  return entries.map(([ownerId, account, cents]): PostingRow => {
    entryId += 1;
    return { entryId, transactionId, kind, description, hireId, paymentId: null, at, ownerId, account, cents };
  });
}

describe('statementLines', () => {
  it("words an expert's release as the price and the commission, then the payout of the net share", () => {
    const rows = [
      ...posting(9, 'payout', 'Transferencia a tu cuenta', 4, [
        [2, 'earned', -4410],
        [null, 'clearing', 4410],
      ]),
      ...posting(8, 'release', 'Ingreso por Revisión presencial', 4, [
        [1, 'held', -4900],
        [2, 'earned', 4410],
        [null, 'commission', 490],
      ]),
    ];
    expect(statementLines(2, rows).map(({ kind, amount, reason, account }) => ({ kind, amount, reason, account }))).toEqual([
      { kind: 'payout', amount: -44.1, reason: 'Transferencia a tu cuenta', account: 'earned' },
      { kind: 'earning', amount: 49, reason: 'Ingreso por Revisión presencial', account: 'earned' },
      { kind: 'commission', amount: -4.9, reason: 'Comisión de la plataforma', account: 'earned' },
    ]);
    // The customer's side of the release is no line of its own.
    expect(statementLines(1, rows)).toEqual([]);
  });

  it('words a payment returned to the card once, and a card payment of a hire no longer waiting as money in the balance', () => {
    const rows = [
      ...posting(7, 'card_refund', 'Devolución a la tarjeta', null, [
        [1, 'held', -2000],
        [null, 'clearing', 2000],
      ]),
      ...posting(6, 'refund_due', 'Pago recibido con la cuenta cerrada: se devuelve a la tarjeta', null, [
        [null, 'clearing', -2000],
        [1, 'held', 2000],
      ]),
      ...posting(5, 'topup', 'Pago con tarjeta de la contratación', 3, [
        [null, 'clearing', -4900],
        [1, 'available', 4900],
      ]),
    ];
    expect(statementLines(1, rows).map(({ kind, amount, paidWith }) => ({ kind, amount, paidWith }))).toEqual([
      { kind: 'card_refund', amount: 20, paidWith: null },
      { kind: 'topup', amount: 49, paidWith: null },
    ]);
  });
});
