import { AlertTriangle, CalendarClock } from 'lucide-react';
import type { SubscriptionDetails } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import type { TFunction } from 'i18next';
import { useCatalogNames, type CatalogNames } from '@/lib/catalog-names';
import { formatDate } from '@/lib/format';
import { useSubscriptionsTranslation } from '../i18n';

/** What the period end means for the user: renewal, end of a cancelled plan, or none on Free. */
export function periodText(
  t: TFunction<'subscriptions'>,
  names: CatalogNames,
  details: Pick<SubscriptionDetails, 'plan' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>,
): string {
  if (details.plan.monthlyPrice <= 0 || details.currentPeriodEnd === null) return t('current.free');
  const date = formatDate(details.currentPeriodEnd, 'long');
  return details.cancelAtPeriodEnd
    ? t('current.cancelledUntil', { plan: names.plan(details.plan.code, details.plan.name), date, free: names.plan('free') })
    : t('current.renews', { date });
}

function UsageMeter({ active, max }: { active: number; max: number }) {
  const { t } = useSubscriptionsTranslation();
  const percent = max > 0 ? Math.min(100, Math.round((active / max) * 100)) : 100;
  const full = active >= max;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id="usage-label" className="text-neutral-600 dark:text-neutral-400">
          {t('current.activeSearches')}
        </span>
        <span className="font-semibold" data-testid="usage">
          {t('current.usage', { active, max })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="usage-label"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(active, max)}
        className="h-2 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800"
      >
        <div className={full ? 'h-full bg-amber-500' : 'h-full bg-brand-600 dark:bg-brand-400'} style={{ width: `${percent}%` }} />
      </div>
      {full ? <p className="text-xs text-amber-700 dark:text-amber-400">{t('current.limitReached')}</p> : null}
    </div>
  );
}

interface CurrentPlanProps {
  details: SubscriptionDetails;
  onCancel: () => void;
  onResume: () => void;
}

/**
 * The user's plan: its name and status, what the period end means, the active-search usage and the way to cancel
 * it or, once cancelled and until its period ends, to resume it.
 */
export function CurrentPlan({ details, onCancel, onResume }: CurrentPlanProps) {
  const { t } = useSubscriptionsTranslation();
  const names = useCatalogNames();
  const paid = details.plan.monthlyPrice > 0;
  const resumable = paid && details.cancelAtPeriodEnd && details.currentPeriodEnd !== null;
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm dark:border-neutral-800 dark:bg-neutral-900">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('yourPlan')}</p>
          <p className="text-2xl font-bold tracking-tight" data-testid="current-plan">
            {names.plan(details.plan.code, details.plan.name)}
          </p>
          <p className="mt-1 flex items-center gap-2 text-sm text-neutral-700 dark:text-neutral-300" data-testid="period">
            <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
            {periodText(t, names, details)}
          </p>
        </div>
        {paid && !details.cancelAtPeriodEnd ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('current.cancel')}
          </Button>
        ) : null}
        {resumable ? (
          <div className="flex max-w-xs flex-col items-start gap-1 sm:items-end sm:text-right">
            <Button onClick={onResume} aria-describedby="resume-hint">
              {t('current.resume')}
            </Button>
            <p id="resume-hint" className="text-xs text-neutral-600 dark:text-neutral-400">
              {t('current.resumeHint', { date: formatDate(details.currentPeriodEnd, 'long') })}
            </p>
          </div>
        ) : null}
      </div>
      {details.status === 'past_due' ? (
        <p role="alert" className="flex gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('current.pastDue', { free: names.plan('free') })}
        </p>
      ) : null}
      <UsageMeter active={details.usage.activeSearches} max={details.usage.maxSearches} />
    </div>
  );
}

export function CurrentPlanSkeleton() {
  return <div aria-hidden="true" className="h-44 animate-pulse rounded-2xl bg-neutral-200 dark:bg-neutral-800" />;
}
