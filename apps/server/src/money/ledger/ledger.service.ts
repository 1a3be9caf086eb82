import { Cents, type Balance } from '@ojeador/shared';
import type { Executor, Transact } from '../../db/client.js';
import type { LedgerAccountKind } from '../../db/schema/index.js';
import { statementLines } from './statement.js';
import { accountName, type AccountKey, type LedgerRepository, type TransactionInsert } from './ledger.repository.js';

/** Accounts that hold someone's money and so may never go below zero. */
const NON_NEGATIVE: readonly LedgerAccountKind[] = ['available', 'held', 'earned'];

export type Posting = {
  /** Unique per movement: the same key posts once, whatever the retries. */
  key: string;
  kind: TransactionInsert['kind'];
  description: string;
  hireId?: number | null;
  paymentId?: number | null;
  entries: { account: AccountKey; cents: number }[];
};

export type PostResult = { applied: boolean };

export class LedgerError extends Error {}
/** A posting would take a customer's or expert's balance below zero. */
export class InsufficientFundsError extends LedgerError {
  constructor(readonly account: AccountKey) {
    super(`insufficient funds in ${accountName(account)}`);
  }
}

export const userAccount = (userId: number, kind: 'available' | 'held' | 'earned'): AccountKey => ({ userId, kind });

const MOVEMENTS_SHOWN = 20;
/** Postings read to build those lines: a card-paid hire takes two, a released hire's line one of the expert's. */
const POSTINGS_READ = 60;

/**
 * The double-entry ledger. Every movement is one posting of entries summing to zero, written inside
 * the caller's database transaction (the state change it pays for), once per idempotency key, and
 * refused when it would leave an available, held or earned balance negative, also under concurrency:
 * the accounts are locked in id order before their balances are read.
 */
export class LedgerService {
  constructor(
    private readonly repository: LedgerRepository,
    private readonly transaction: Transact,
    private readonly metrics?: { posted(kind: Posting['kind']): void },
  ) {}

  async post(tx: Executor, posting: Posting): Promise<PostResult> {
    checkShape(posting);
    const transactionId = await this.repository.insertTransaction(
      {
        idempotencyKey: posting.key,
        kind: posting.kind,
        description: posting.description,
        hireId: posting.hireId ?? null,
        paymentId: posting.paymentId ?? null,
      },
      tx,
    );
    if (transactionId === null) return { applied: false };
    const deltas = new Map<string, { account: AccountKey; cents: number }>();
    for (const entry of posting.entries) {
      const name = accountName(entry.account);
      const current = deltas.get(name);
      deltas.set(name, { account: entry.account, cents: (current?.cents ?? 0) + entry.cents });
    }
    const checked = [...deltas.values()].filter(({ account, cents }) => cents < 0 && NON_NEGATIVE.includes(account.kind));
    const ids = await this.repository.accountIds(
      posting.entries.map((entry) => entry.account),
      checked.map(({ account }) => account),
      tx,
    );
    for (const { account, cents } of checked) {
      const name = accountName(account);
      const balance = await this.repository.balanceOf(ids.get(name) as number, tx);
      if (balance + cents < 0) throw new InsufficientFundsError(account);
    }
    await this.repository.insertEntries(
      posting.entries.map((entry) => ({ transactionId, accountId: ids.get(accountName(entry.account)) as number, amountCents: entry.cents })),
      tx,
    );
    this.metrics?.posted(posting.kind);
    return { applied: true };
  }

  /** Posts in a transaction of its own. */
  postAlone(posting: Posting): Promise<PostResult> {
    return this.transaction((tx) => this.post(tx, posting));
  }

  /** The user's available balance in cents, read inside `tx` after locking it (for a decision that depends on it). */
  async lockedAvailable(tx: Executor, userId: number): Promise<number> {
    const ids = await this.repository.accountIds([userAccount(userId, 'available')], [userAccount(userId, 'available')], tx);
    return this.repository.balanceOf(ids.get(accountName(userAccount(userId, 'available'))) as number, tx);
  }

  /**
   * The user's balances and latest statement lines (statement.ts): one line per event, the bookkeeping stays in
   * `history`. Hire lines name the service; the wallet names the expert.
   */
  async balance(userId: number): Promise<Omit<Balance, 'withdrawable'>> {
    const balances = await this.repository.balancesOf(userId);
    const of = (kind: LedgerAccountKind) => balances.find((b) => b.kind === kind)?.cents ?? 0;
    const postings = await this.repository.postingsOf(userId, POSTINGS_READ);
    const earned = await this.repository.creditsOf(userId, 'earned');
    return {
      available: Cents.toEuros(of('available')),
      held: Cents.toEuros(of('held')),
      earned: Cents.toEuros(earned),
      paidOut: Cents.toEuros(earned - of('earned')),
      movements: statementLines(userId, postings).slice(0, MOVEMENTS_SHOWN),
    };
  }

  /** What the posting with this key moved, in cents (0 when there is none), read inside `tx`. */
  postedCents(tx: Executor, key: string): Promise<number> {
    return this.repository.postedCents(key, tx);
  }

  /** Every movement of the user's accounts, newest first, with its kind and payment (the admin's money history). */
  async history(userId: number, limit: number) {
    const rows = await this.repository.movementsOf(userId, limit);
    return rows.map((m) => ({
      id: m.id,
      at: m.at.toISOString(),
      amount: Cents.toEuros(m.amountCents),
      account: m.account as 'available' | 'held' | 'earned',
      kind: m.kind,
      reason: m.description,
      paymentId: m.paymentId,
      hireId: m.hireId,
    }));
  }

  /** Released hires whose expert was not paid out yet (for the daily reconciliation). */
  releasedWithoutPayout(limit = 100): Promise<number[]> {
    return this.repository.releasedWithoutPayout(limit);
  }

  /** The user's available, held and earned balances in cents, read inside `tx` (e.g. before deleting the user). */
  async balancesInCents(tx: Executor, userId: number): Promise<{ available: number; held: number; earned: number }> {
    const balances = await this.repository.balancesOf(userId, tx);
    const of = (kind: LedgerAccountKind) => balances.find((b) => b.kind === kind)?.cents ?? 0;
    return { available: of('available'), held: of('held'), earned: of('earned') };
  }

  trialBalance() {
    return this.repository.trialBalance();
  }
}

function checkShape(posting: Posting) {
  if (posting.entries.length < 2) throw new LedgerError(`posting ${posting.key} needs two entries or more`);
  let sum = 0;
  for (const entry of posting.entries) {
    if (!Number.isSafeInteger(entry.cents) || entry.cents === 0) throw new LedgerError(`posting ${posting.key} has an entry of ${entry.cents} cents`);
    sum += entry.cents;
  }
  if (sum !== 0) throw new LedgerError(`posting ${posting.key} sums to ${sum}, not zero`);
}
