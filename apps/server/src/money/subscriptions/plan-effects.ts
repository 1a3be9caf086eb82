import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import type { PaymentsProvider } from '../../integrations/payments/payments-provider.js';
import type { RefundsService } from '../wallet/refunds.service.js';
import type { BillingRepository } from './billing.repository.js';
import { FREE_PLAN_CODE, type SearchQuotaPort } from './limits.service.js';
import type { Adjustment, PlanNotice } from './plan-changes.js';
import type { PlanRow } from './subscriptions.repository.js';

/** Tells a user about their plan: in-app, and by e-mail when they enabled it (the notifications module's hire notices). */
export type PlanAlertsPort = {
  notifyParty(notice: PlanNotice & { url: string }): Promise<void>;
};

/**
 * What a plan transaction decided; the provider calls (cancel the subscriptions it ended, refund the payments it
 * marked `refund_due`) and the notices run after it committed.
 */
export type Outcome = { notices: PlanNotice[]; cancelAtProvider: string[]; refunds?: number[] };

export type PlanEffectsDeps = {
  repository: BillingRepository;
  quota: Pick<SearchQuotaPort, 'pauseBeyond' | 'raiseFrequencies'>;
  provider: Pick<PaymentsProvider, 'cancelNow'>;
  refunds: Pick<RefundsService, 'refundIfDue'>;
  alerts: PlanAlertsPort;
  log: Pick<FastifyBaseLogger, 'error'>;
};

/** The downgrade rule, inside a plan transaction, and what follows a plan transaction once it committed. */
export class PlanEffects {
  constructor(private readonly deps: PlanEffectsDeps) {}

  /**
   * Brings the user's searches within the plan they have now: active searches beyond its limit are paused, the
   * most recently created first, and frequencies below its minimum are raised. Idempotent.
   */
  async enforcePlan(tx: Executor, userId: number, now: Date): Promise<Adjustment> {
    const { repository, quota } = this.deps;
    const plan = (await repository.current(userId, now, tx))?.plan ?? (await freePlan(repository, tx));
    const deactivated = await quota.pauseBeyond(userId, plan.maxSearches, tx);
    const raised = await quota.raiseFrequencies(userId, plan.minSearchIntervalHours, tx);
    return { plan, deactivated, raised };
  }

  async afterCommit(outcome: Outcome | null) {
    if (!outcome) return;
    for (const ref of outcome.cancelAtProvider) {
      try {
        await this.deps.provider.cancelNow(ref);
      } catch (error) {
        this.deps.log.error({ err: error, subscriptionRef: ref }, 'could not cancel a replaced subscription at the provider');
      }
    }
    // Logs its own failures and leaves the payment `refund_due` for the reconciliation.
    for (const paymentId of outcome.refunds ?? []) await this.deps.refunds.refundIfDue(paymentId);
    for (const notice of outcome.notices) {
      try {
        await this.deps.alerts.notifyParty({ ...notice, url: '/suscripciones' });
      } catch (error) {
        this.deps.log.error({ err: error, userId: notice.userId }, 'plan notice failed');
      }
    }
  }
}

/** The free plan, which every user has when no paid subscription is live. */
export async function freePlan(repository: Pick<BillingRepository, 'plans'>, tx?: Executor): Promise<PlanRow> {
  const free = (await repository.plans(tx)).find((p) => p.code === FREE_PLAN_CODE);
  if (!free) throw new Error('the free plan is not seeded');
  return free;
}
