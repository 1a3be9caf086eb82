import { DEFAULT_MAX_SEARCHES, DEFAULT_MIN_SEARCH_INTERVAL_HOURS, MESSAGES, SEARCH_MESSAGES, totalSearchCap, type SubscriptionLimits } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import { limitReached, searchCapReached } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';

/** The administrator has no plan limits; these numbers stand for "unlimited" in the answer. */
export const ADMIN_LIMITS = { maxSearches: 1000, minSearchInterval: 1, planCode: 'admin', planName: 'Administrador' } as const;
export const FREE_PLAN_CODE = 'free';

/** What the plans need of a user's searches; the search area answers it (search/searches/search-quota.service.ts). */
export type SearchQuotaPort = {
  count(userId: number, tx?: Executor): Promise<number>;
  countActive(userId: number, tx?: Executor): Promise<number>;
  /** Pauses the active searches beyond `keep`, the most recently created first; answers their titles. */
  pauseBeyond(userId: number, keep: number, tx: Executor): Promise<string[]>;
  /** Raises the frequencies below `minHours`; answers how many. */
  raiseFrequencies(userId: number, minHours: number, tx: Executor): Promise<number>;
};

/**
 * What a user's plan allows: the active subscription's plan, else the free plan.
 * The searches service calls the assert helpers inside its transactions.
 */
export class LimitsService {
  constructor(
    private readonly repository: SubscriptionsRepository,
    private readonly quota: Pick<SearchQuotaPort, 'count' | 'countActive'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Pass `tx` to read inside a caller's transaction (after it locked the user). */
  async forUser(user: Pick<CurrentUser, 'id' | 'appRole'>, tx?: Executor): Promise<SubscriptionLimits> {
    const { repository } = this;
    const activeSearches = await this.quota.countActive(user.id, tx);
    if (user.appRole === 'Admin') return { ...ADMIN_LIMITS, activeSearches };
    const plan = (await repository.activePlanOf(user.id, this.now(), tx)) ?? (await repository.planByCode(FREE_PLAN_CODE, tx));
    if (!plan) {
      return {
        maxSearches: DEFAULT_MAX_SEARCHES,
        minSearchInterval: DEFAULT_MIN_SEARCH_INTERVAL_HOURS,
        activeSearches,
        planCode: FREE_PLAN_CODE,
        planName: 'Gratis',
      };
    }
    return { maxSearches: plan.maxSearches, minSearchInterval: plan.minSearchIntervalHours, activeSearches, planCode: plan.code, planName: plan.name };
  }

  /** The plan code forUser would answer, in one query (none for the admin): what a read that only shows the plan needs. */
  async planCodeOf(user: Pick<CurrentUser, 'id' | 'appRole'>): Promise<string> {
    if (user.appRole === 'Admin') return ADMIN_LIMITS.planCode;
    return (await this.repository.activePlanOf(user.id, this.now()))?.code ?? FREE_PLAN_CODE;
  }

  /** The users among these on a paid plan now (what forUser would answer with a planCode other than free). */
  async onPaidPlans(userIds: readonly number[]): Promise<Set<number>> {
    return new Set(await this.repository.withPlanOtherThan(userIds, FREE_PLAN_CODE, this.now()));
  }

  /** 409 LIMIT_REACHED when one more active search would exceed the plan. */
  assertCanActivateOneMore(limits: SubscriptionLimits): void {
    if (limits.activeSearches >= limits.maxSearches) throw limitReached(MESSAGES.limitReachedServer);
  }

  /** 409 SEARCH_CAP_REACHED when the user already keeps as many searches (active or not) as the plan allows. */
  async assertCanKeepOneMore(user: Pick<CurrentUser, 'id' | 'appRole'>, limits: SubscriptionLimits, tx?: Executor): Promise<void> {
    if (user.appRole === 'Admin') return;
    const cap = totalSearchCap(limits.maxSearches);
    if ((await this.quota.count(user.id, tx)) >= cap) throw searchCapReached(SEARCH_MESSAGES.searchCapReached(cap));
  }

  /** 409 LIMIT_REACHED when the frequency is below the plan's minimum interval. */
  assertFrequencyAllowed(limits: SubscriptionLimits, frequencyHours: number): void {
    if (frequencyHours < limits.minSearchInterval) throw limitReached(SEARCH_MESSAGES.frequencyBelowPlan(limits.minSearchInterval));
  }
}
