import { Check, Crown } from 'lucide-react';
import type { SubscriptionPlan } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { useCatalogNames } from '@/lib/catalog-names';
import { cn } from '@/lib/cn';
import { formatEuros } from '@/lib/format';
import { useSubscriptionsTranslation } from '../i18n';
import { planIncludes } from '../lib/plan-texts';

/** What the card offers: the plan the user has, one above it (to checkout), or one below it (reached by cancelling). */
export type PlanCardAction = 'current' | 'upgrade' | 'lower';

interface PlanCardProps {
  plan: SubscriptionPlan;
  action: PlanCardAction;
  /** This card's checkout is being opened. */
  processing: boolean;
  /** Another card's checkout is being opened. */
  disabled: boolean;
  onUpgrade: () => void;
}

/** One plan side by side with the others: price, what it includes, and its button. */
export function PlanCard({ plan, action, processing, disabled, onUpgrade }: PlanCardProps) {
  const { t } = useSubscriptionsTranslation();
  const name = useCatalogNames().plan(plan.code, plan.name);
  const headingId = `plan-${plan.code}`;
  const current = action === 'current';
  return (
    <article
      aria-labelledby={headingId}
      aria-current={current ? 'true' : undefined}
      className={cn(
        'relative flex flex-col gap-4 rounded-2xl border bg-white p-6 shadow-sm dark:bg-neutral-900',
        current ? 'border-brand-500 ring-2 ring-brand-500/30 dark:border-brand-400' : 'border-neutral-200 dark:border-neutral-800',
      )}
    >
      {current ? (
        <span className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white dark:bg-brand-500 dark:text-neutral-950">
          {t('card.current')}
        </span>
      ) : null}
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <Crown className="size-5" aria-hidden="true" />
        </span>
        <h3 id={headingId} className="text-lg font-semibold">
          {name}
        </h3>
      </div>
      <p className="text-3xl font-bold tracking-tight">
        {plan.monthlyPrice > 0 ? (
          <>
            {formatEuros(plan.monthlyPrice)}
            <span className="text-base font-normal text-neutral-600 dark:text-neutral-400">{t('card.perMonth')}</span>
          </>
        ) : (
          t('card.free')
        )}
      </p>
      <ul className="flex flex-col gap-2 text-sm" aria-label={t('card.includes', { plan: name })}>
        {planIncludes(t, plan).map((line) => (
          <li key={line} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden="true" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-2">
        {action === 'upgrade' ? (
          <Button onClick={onUpgrade} loading={processing} disabled={disabled} className="w-full">
            {processing ? t('card.processing') : t('card.upgrade', { plan: name })}
          </Button>
        ) : action === 'current' ? (
          <Button variant="secondary" disabled className="w-full">
            {t('card.yourCurrent')}
          </Button>
        ) : (
          <p className="text-center text-xs text-neutral-500 dark:text-neutral-400">{t('card.lower')}</p>
        )}
      </div>
    </article>
  );
}

export function PlanCardsSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-6 md:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-96 animate-pulse rounded-2xl bg-neutral-200 dark:bg-neutral-800" />
      ))}
    </div>
  );
}
