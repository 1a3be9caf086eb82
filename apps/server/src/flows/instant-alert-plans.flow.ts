import type { LimitsService } from '../money/index.js';
import type { AuthService } from '../accounts/index.js';

export type InstantAlertPlansDeps = {
  plans: Pick<LimitsService, 'onPaidPlans'>;
  users: Pick<AuthService, 'adminsAmong'>;
};

/**
 * Who may have instant alerts and pushed notices, asked by the engine's alert policy and by push (money and accounts
 * answer together): customers on Plus or Pro, and administrators, who have every plan's benefits. Two queries
 * whatever the number of users, since a poll can bring results to thousands of searches.
 */
export class InstantAlertPlans {
  constructor(private readonly deps: InstantAlertPlansDeps) {}

  async instantAlertsAllowed(userIds: readonly number[]): Promise<Set<number>> {
    const [paid, admins] = await Promise.all([this.deps.plans.onPaidPlans(userIds), this.deps.users.adminsAmong(userIds)]);
    return new Set([...paid, ...admins]);
  }
}
