import {
  ADMIN_MESSAGES,
  ADMIN_USERS_MAX_PAGE_SIZE,
  type AdminUser,
  type AdminUserMoney,
  type AdminUsersPage,
  type BlockToggleResponse,
  type Role,
  type Withdrawal,
  Cents,
} from '@ojeador/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transact } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { FileStore } from '../../integrations/file-store.js';
import type { AuthService } from '../users/auth.service.js';
import type { AdminUsersRepository } from './admin-users.repository.js';

/** A user's current plan, its code and stored name (the subscriptions module answers it). */
export type PlanNamePort = { planOf(user: { id: number; appRole: Role }): Promise<{ code: string; name: string }> };

/** A blocked or deleted account's subscriptions end with it (the billing service answers what to cancel at the provider). */
export type AccountPlansPort = {
  endForClosedAccount(tx: Executor, userId: number): Promise<string[]>;
  cancelAtProvider(refs: string[]): Promise<void>;
};

/**
 * What an area erases of a deleted account, inside the deletion's transaction, before the accounts anonymise the
 * user; answers the URLs of uploads to remove once it commits. The search area, messaging and the marketplace answer
 * it (docs/architecture.md, "Areas"): no area deletes another's rows.
 */
export type AccountErasurePort = { eraseAccount(userId: number, tx: Executor): Promise<string[]> };

/** How many active searches each listed user has (the search area's `SearchQuota` answers it). */
export type SearchCountsPort = { activeCounts(userIds: readonly number[]): Promise<Map<number, number>> };

/**
 * What the administrator reads and moves in the other areas, declared here so that the accounts import no other area
 * (docs/architecture.md, "Areas": accounts are the bottom of the areas' graph). Money, the marketplace and the search
 * area answer them; the composition root checks that they fit.
 */
export type AdminLedgerPort = {
  balance(userId: number): Promise<AdminUserMoney['balances']>;
  balancesInCents(tx: Executor, userId: number): Promise<{ available: number; held: number; earned: number }>;
  history(userId: number, limit: number): Promise<AdminUserMoney['movements']>;
};
export type AdminPaymentRow = {
  id: number;
  purpose: AdminUserMoney['payments'][number]['purpose'];
  status: AdminUserMoney['payments'][number]['status'];
  amountCents: number;
  provider: AdminUserMoney['payments'][number]['provider'];
  providerRef: string | null;
  hireId: number | null;
  createdAt: Date;
  settledAt: Date | null;
};

/** How many movements and payments the money history shows at most. */
const MONEY_HISTORY_LIMIT = 500;

export type AdminUsersDeps = {
  repository: AdminUsersRepository;
  /** Live hires and hired services: the hires module's facts. */
  hires: { liveHireCount(userId: number, tx?: Executor): Promise<number> };
  /** Each area's part of a deletion, in order: searches and likes, notifications and devices, an expert's services. */
  erasure: AccountErasurePort[];
  searchCounts: SearchCountsPort;
  /** The payments rows of the money history: the wallet's. */
  wallet: { paymentsOf(userId: number, limit: number): Promise<AdminPaymentRow[]> };
  transaction: Transact;
  plans: PlanNamePort;
  subscriptions: AccountPlansPort;
  /** A closed account's open checkouts are expired at the provider (decision 027). */
  checkouts: { expireOpenCheckouts(userId: number): Promise<number> };
  /** A customer's balance back to the cards that paid it, on request or before a deletion (decision 037). */
  withdrawals: { withdraw(userId: number, cents: number | 'all'): Promise<Withdrawal> };
  roles: Pick<AuthService, 'sessionUser' | 'forgetUser'>;
  ledger: AdminLedgerPort;
  files: Pick<FileStore, 'removeByUrl'>;
  /** An unblocked user's searches whose first run was skipped run at once. */
  searches: { runSkippedOf(userId: number): Promise<number> };
  log: FastifyBaseLogger;
};

/** The administrator's user management: list, block/unblock, delete (erase and anonymise). */
export class AdminUsersService {
  constructor(private readonly deps: AdminUsersDeps) {}

  async list(query: { q?: string; status: 'all' | 'active' | 'blocked'; page: number; pageSize: number }): Promise<AdminUsersPage> {
    const { rows, total } = await this.deps.repository.list({
      q: query.q || undefined,
      status: query.status,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const counts = await this.deps.searchCounts.activeCounts(rows.map((user) => user.id));
    const users: AdminUser[] = [];
    for (const user of rows) {
      const role = this.deps.roles.sessionUser(user).role;
      const plan = await this.deps.plans.planOf({ id: user.id, appRole: role });
      users.push({
        id: user.id,
        name: user.name,
        email: user.email,
        isBlocked: user.isBlocked,
        role,
        subscriptionPlan: plan.name,
        subscriptionPlanCode: plan.code,
        searchCount: counts.get(user.id) ?? 0,
        createdAt: user.createdAt.toISOString(),
      });
    }
    return { users, total, page: query.page, pageSize: query.pageSize };
  }

  /** The spec's plain list: every user, newest first, read page by page. */
  async listAll(): Promise<AdminUser[]> {
    const all: AdminUser[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await this.list({ status: 'all', page, pageSize: ADMIN_USERS_MAX_PAGE_SIZE });
      all.push(...answer.users);
      if (answer.users.length < ADMIN_USERS_MAX_PAGE_SIZE || all.length >= answer.total) return all;
    }
  }

  /**
   * Blocks or unblocks (the server toggles). The block applies to the user's very next call; it also ends their
   * plan at once (cancelled at the provider after the commit) and expires their open checkouts, so nothing more
   * can be paid for the account (decision 027). Unblocking gives nothing back: the user starts on Free. The balance
   * is left alone: it stays the user's (a blocked account cannot be deleted while it holds money). `reason` (trimmed,
   * empty is none) is kept with a block and told to the user; unblocking forgets it.
   */
  async toggleBlock(admin: CurrentUser, userId: number, reason?: string): Promise<BlockToggleResponse> {
    if (userId === admin.id) throw new AppError('SELF_ACTION', ADMIN_MESSAGES.cannotBlockSelf);
    const { toggled, providerSubscriptions } = await this.deps.transaction(async (tx) => {
      const user = await this.lockTarget(userId, tx);
      await this.deps.repository.setBlocked(user.id, !user.isBlocked, reason?.trim() || null, tx);
      const ended = user.isBlocked ? [] : await this.deps.subscriptions.endForClosedAccount(tx, user.id);
      return { toggled: { id: user.id, isBlocked: !user.isBlocked }, providerSubscriptions: ended };
    });
    this.deps.roles.forgetUser(userId);
    if (toggled.isBlocked) await this.closeAtProvider(userId, providerSubscriptions);
    else await this.runSkippedSearches(userId);
    return toggled;
  }

  /** The block is lifted whether or not the runs could be queued; the scheduler's digest does not cover a first run. */
  private async runSkippedSearches(userId: number) {
    try {
      await this.deps.searches.runSkippedOf(userId);
    } catch (error) {
      this.deps.log.error({ err: error, userId }, 'skipped searches not queued after an unblock');
    }
  }

  /** `GET /api/User/{id}/money`: the user's balances, payments and ledger movements, newest first, deleted or not. */
  async money(userId: number): Promise<AdminUserMoney> {
    const user = await this.deps.repository.findAny(userId);
    if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
    const [balance, payments, movements] = await Promise.all([
      this.deps.ledger.balance(userId),
      this.deps.wallet.paymentsOf(userId, MONEY_HISTORY_LIMIT),
      this.deps.ledger.history(userId, MONEY_HISTORY_LIMIT),
    ]);
    return {
      user: { id: user.id, name: user.name, email: user.email, isBlocked: user.isBlocked, deletedAt: user.deletedAt?.toISOString() ?? null },
      balances: { available: balance.available, held: balance.held, earned: balance.earned },
      payments: payments.map((p) => ({
        id: p.id,
        purpose: p.purpose,
        status: p.status,
        amount: Cents.toEuros(p.amountCents),
        provider: p.provider,
        providerRef: p.providerRef,
        hireId: p.hireId,
        createdAt: p.createdAt.toISOString(),
        settledAt: p.settledAt?.toISOString() ?? null,
      })),
      movements,
    };
  }

  /**
   * `POST /api/User/{id}/withdraw`: everything of the user's balance that can go back to their cards goes (a blocked
   * customer asking for their money, or before a deletion). 409 WITHDRAW_LIMIT when nothing can.
   */
  async withdraw(userId: number): Promise<Withdrawal> {
    if (!(await this.deps.repository.findAny(userId))) throw notFound(ADMIN_MESSAGES.userNotFound);
    return this.deps.withdrawals.withdraw(userId, 'all');
  }

  private async settleToCards(userId: number): Promise<void> {
    try {
      await this.deps.withdrawals.withdraw(userId, 'all');
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'WITHDRAW_LIMIT')) throw error;
    }
  }

  /**
   * Deletes the person: their data goes, the rows money and hires need stay, pointing at an anonymised
   * user who can never sign in. Refused while a hire is live or any of their balances is not zero.
   */
  async delete(admin: CurrentUser, userId: number): Promise<void> {
    if (userId === admin.id) throw new AppError('SELF_ACTION', ADMIN_MESSAGES.cannotDeleteSelf);
    // What can go back to the customer's cards goes first; what cannot (older payments, held or earned money) refuses.
    const target = await this.deps.repository.findAny(userId);
    if (target && !target.deletedAt && (await this.deps.hires.liveHireCount(userId)) === 0) await this.settleToCards(userId);
    const erased = await this.deps.transaction(async (tx) => {
      const user = await this.lockTarget(userId, tx);
      if ((await this.deps.hires.liveHireCount(user.id, tx)) > 0) throw new AppError('USER_HAS_OPEN_HIRE', ADMIN_MESSAGES.deleteOpenHire);
      const balances = await this.deps.ledger.balancesInCents(tx, user.id);
      if (balances.available !== 0 || balances.held !== 0 || balances.earned !== 0) {
        throw new AppError('USER_HAS_BALANCE', ADMIN_MESSAGES.deleteBalance, {
          available: Cents.toEuros(balances.available),
          held: Cents.toEuros(balances.held),
          earned: Cents.toEuros(balances.earned),
        });
      }
      const providerSubscriptions = await this.deps.subscriptions.endForClosedAccount(tx, user.id);
      const files: string[] = [];
      for (const area of this.deps.erasure) files.push(...(await area.eraseAccount(user.id, tx)));
      files.push(...(await this.deps.repository.erase(user.id, tx)));
      return { files, providerSubscriptions };
    });
    this.deps.roles.forgetUser(userId);
    await this.closeAtProvider(userId, erased.providerSubscriptions);
    for (const url of erased.files) {
      await this.deps.files.removeByUrl(url).catch((error: unknown) => this.deps.log.warn({ err: error, url }, 'could not remove a deleted user’s upload'));
    }
  }

  /**
   * After a block or deletion committed: the provider stops billing the ended subscriptions and the open checkouts
   * are expired; a payment that still arrives for the account is refunded at fulfilment.
   */
  private async closeAtProvider(userId: number, providerSubscriptions: string[]) {
    await this.deps.subscriptions.cancelAtProvider(providerSubscriptions);
    await this.deps.checkouts.expireOpenCheckouts(userId);
  }

  private async lockTarget(userId: number, tx: Executor): Promise<UserRow> {
    const user = await this.deps.repository.lockLive(userId, tx);
    if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
    return user;
  }
}
