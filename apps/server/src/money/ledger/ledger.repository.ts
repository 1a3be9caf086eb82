import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, type LedgerAccountKind } from '../../db/schema/index.js';

export type AccountKey = { userId: number | null; kind: LedgerAccountKind };
export type TransactionInsert = typeof ledgerTransactions.$inferInsert;

const ownerIs = (userId: number | null) => (userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId));

/** The ledger's SQL: accounts, append-only transactions and entries, balances as sums. */
export class LedgerRepository {
  constructor(private readonly db: Executor) {}

  /** Claims the idempotency key; null when a transaction with this key exists (or is being written by another caller). */
  async insertTransaction(values: TransactionInsert, tx: Executor = this.db): Promise<number | null> {
    const [row] = await tx
      .insert(ledgerTransactions)
      .values(values)
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning({ id: ledgerTransactions.id });
    return row?.id ?? null;
  }

  async findTransaction(idempotencyKey: string, tx: Executor = this.db) {
    const [row] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, idempotencyKey)).limit(1);
    return row ?? null;
  }

  /**
   * The accounts' ids, created on first use; those named in `lock` are locked FOR UPDATE in ascending id
   * order (no deadlocks between two postings). Only accounts whose balance is checked need the lock, so
   * the platform's accounts never serialise unrelated customers.
   */
  async accountIds(keys: AccountKey[], lock: AccountKey[], tx: Executor): Promise<Map<string, number>> {
    await tx
      .insert(ledgerAccounts)
      .values(keys.map((key) => ({ userId: key.userId, kind: key.kind })))
      .onConflictDoNothing();
    const ids = new Map<string, number>();
    for (const key of keys) {
      const [row] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(ownerIs(key.userId), eq(ledgerAccounts.kind, key.kind)));
      ids.set(accountName(key), row.id);
    }
    const sorted = [...new Set(lock.map((key) => ids.get(accountName(key)) as number))].sort((a, b) => a - b);
    if (sorted.length)
      await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(inArray(ledgerAccounts.id, sorted)).orderBy(ledgerAccounts.id).for('update');
    return ids;
  }

  async balanceOf(accountId: number, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId));
    return Number(row.total);
  }

  async insertEntries(entries: { transactionId: number; accountId: number; amountCents: number }[], tx: Executor) {
    await tx.insert(ledgerEntries).values(entries);
  }

  /** Each of the user's accounts with its balance (accounts never used are absent). */
  async balancesOf(userId: number, tx: Executor = this.db): Promise<{ kind: LedgerAccountKind; cents: number }[]> {
    const rows = await tx
      .select({ kind: ledgerAccounts.kind, total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerAccounts)
      .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .where(eq(ledgerAccounts.userId, userId))
      .groupBy(ledgerAccounts.kind);
    return rows.map((row) => ({ kind: row.kind, cents: Number(row.total) }));
  }

  /** Sum of what was ever credited to the account (an expert's income, before any payout). */
  async creditsOf(userId: number, kind: LedgerAccountKind): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.amountCents} > 0), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, kind)));
    return Number(row.total);
  }

  /** The user's latest entries with their transactions, newest first (the balance's movements, the admin's money history). */
  movementsOf(userId: number, limit: number) {
    return this.db
      .select({
        id: ledgerEntries.id,
        amountCents: ledgerEntries.amountCents,
        account: ledgerAccounts.kind,
        kind: ledgerTransactions.kind,
        description: ledgerTransactions.description,
        paymentId: ledgerTransactions.paymentId,
        hireId: ledgerTransactions.hireId,
        at: ledgerTransactions.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerAccounts.userId, userId))
      .orderBy(desc(ledgerEntries.id))
      .limit(limit);
  }

  /**
   * The user's latest transactions (newest first), each with all of its entries, the platform's too: the customer's
   * statement needs a whole posting to name it (a released price and its commission).
   */
  async postingsOf(userId: number, limit: number) {
    const latest = await this.db
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerAccounts.userId, userId))
      .groupBy(ledgerEntries.transactionId)
      .orderBy(desc(ledgerEntries.transactionId))
      .limit(limit);
    if (latest.length === 0) return [];
    return this.db
      .select({
        entryId: ledgerEntries.id,
        transactionId: ledgerTransactions.id,
        kind: ledgerTransactions.kind,
        description: ledgerTransactions.description,
        hireId: ledgerTransactions.hireId,
        paymentId: ledgerTransactions.paymentId,
        at: ledgerTransactions.createdAt,
        ownerId: ledgerAccounts.userId,
        account: ledgerAccounts.kind,
        cents: ledgerEntries.amountCents,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        inArray(
          ledgerEntries.transactionId,
          latest.map((row) => row.id),
        ),
      )
      .orderBy(desc(ledgerTransactions.id), ledgerEntries.id);
  }

  /** What a posting moved: the sum of its positive entries (0 when no posting has the key). */
  async postedCents(idempotencyKey: string, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.amountCents} > 0), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
    return Number(row.total);
  }

  /** Hires released to their expert whose payout was never posted (the transfer failed or never ran), oldest first. */
  async releasedWithoutPayout(limit: number): Promise<number[]> {
    const payout = alias(ledgerTransactions, 'payout');
    const rows = await this.db
      .select({ hireId: ledgerTransactions.hireId })
      .from(ledgerTransactions)
      .leftJoin(payout, and(eq(payout.hireId, ledgerTransactions.hireId), eq(payout.kind, 'payout')))
      .where(and(eq(ledgerTransactions.kind, 'release'), isNull(payout.id)))
      .orderBy(ledgerTransactions.id)
      .limit(limit);
    return rows.map((row) => row.hireId).filter((id): id is number => id !== null);
  }

  /** For audits and tests: every account's balance, and the sum of all entries. */
  async trialBalance(tx: Executor = this.db) {
    const accounts = await tx
      .select({
        id: ledgerAccounts.id,
        userId: ledgerAccounts.userId,
        kind: ledgerAccounts.kind,
        total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
      })
      .from(ledgerAccounts)
      .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .groupBy(ledgerAccounts.id);
    const unbalanced = await tx
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
    return { accounts: accounts.map((a) => ({ ...a, cents: Number(a.total) })), unbalancedTransactions: unbalanced.map((u) => u.id) };
  }
}

export const accountName = (key: AccountKey) => `${key.userId ?? 'platform'}:${key.kind}`;
