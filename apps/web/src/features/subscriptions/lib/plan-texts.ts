import type { TFunction } from 'i18next';
import { totalSearchCap, type SubscriptionPlan } from '@ojeador/shared';

type SubscriptionsT = TFunction<'subscriptions'>;

/** The plans whose searches send "Alertas al momento" (the server's rule, PUT /api/Search/{id}/instant-alerts). */
const INSTANT_ALERT_PLANS: readonly string[] = ['plus', 'pro'];

/**
 * What a plan includes, written from its numbers in the reader's language (the server's list is Spanish). Both
 * search limits share one line, "1 búsqueda activa (hasta 10 guardadas)": apart, they read as a contradiction.
 */
export function planIncludes(t: SubscriptionsT, plan: Pick<SubscriptionPlan, 'code' | 'maxSearches' | 'minSearchInterval' | 'monthlyPrice'>): string[] {
  return [
    t('includes.searches', { count: plan.maxSearches, kept: t('includes.kept', { count: totalSearchCap(plan.maxSearches) }) }),
    t('includes.frequency', { count: plan.minSearchInterval }),
    t('includes.alerts'),
    ...(INSTANT_ALERT_PLANS.includes(plan.code) ? [t('includes.instantAlerts')] : []),
    t('includes.scores'),
    ...(plan.monthlyPrice > 0 ? [t('includes.cancel')] : []),
  ];
}
