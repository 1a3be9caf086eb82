import type { TFunction } from 'i18next';
import { totalSearchCap, type SubscriptionPlan } from '@ojeador/shared';

type SubscriptionsT = TFunction<'subscriptions'>;

const KNOWN_PLANS = ['free', 'plus', 'pro'] as const;
/** The plans whose searches send "Alertas al momento" (the server's rule, PUT /api/Search/{id}/instant-alerts). */
const INSTANT_ALERT_PLANS: readonly string[] = ['plus', 'pro'];
const isKnownPlan = (code: string | null): code is (typeof KNOWN_PLANS)[number] => (KNOWN_PLANS as readonly (string | null)[]).includes(code);

/** A plan's name in the reader's language; a plan we do not know yet keeps the name the server gives it. */
export function planName(t: SubscriptionsT, code: string | null, serverName: string | null): string {
  if (isKnownPlan(code)) return t(`planNames.${code}`);
  return serverName ?? '';
}

/** What a plan includes, written from its numbers in the reader's language (the server's list is Spanish). */
export function planIncludes(t: SubscriptionsT, plan: Pick<SubscriptionPlan, 'code' | 'maxSearches' | 'minSearchInterval' | 'monthlyPrice'>): string[] {
  return [
    t('includes.searches', { count: plan.maxSearches }),
    t('includes.frequency', { count: plan.minSearchInterval }),
    t('includes.kept', { count: totalSearchCap(plan.maxSearches) }),
    t('includes.alerts'),
    ...(INSTANT_ALERT_PLANS.includes(plan.code) ? [t('includes.instantAlerts')] : []),
    t('includes.scores'),
    ...(plan.monthlyPrice > 0 ? [t('includes.cancel')] : []),
  ];
}
