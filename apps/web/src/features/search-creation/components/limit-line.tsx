import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useCatalogNames } from '@/lib/catalog-names';
import { cn } from '@/lib/cn';
import { isLimitReached, useSubscriptionLimits } from '@/lib/queries/subscription-limits';
import { useSearchCreationTranslation } from '../i18n';

/** 'Búsquedas activas: {current} / {max}' with the real count of the signed-in user. */
export function LimitLine() {
  const { t } = useSearchCreationTranslation();
  const limits = useSubscriptionLimits(true);
  const names = useCatalogNames();

  if (limits.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-neutral-500 dark:text-neutral-400">
        <Spinner className="size-4" /> {t('limit.loading')}
      </p>
    );
  }
  if (limits.isError) {
    return (
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        {t('limit.failed')}{' '}
        <button type="button" className="focus-ring rounded font-medium text-brand-700 underline dark:text-brand-300" onClick={() => void limits.refetch()}>
          {t('nav.retry')}
        </button>
      </p>
    );
  }

  const reached = isLimitReached(limits.data);
  const plan = names.plan(limits.data.planCode, limits.data.planName);
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm',
        reached ? 'text-amber-700 dark:text-amber-300' : 'text-neutral-600 dark:text-neutral-400',
      )}
    >
      <span>
        {/* Not <Trans>: it would bring its HTML parser into the first page's JavaScript (scripts/bench-bundle.mjs). */}
        {t('limit.active')}{' '}
        <strong className="tabular-nums">
          {limits.data.activeSearches} / {limits.data.maxSearches}
        </strong>
        {plan ? <span className="text-neutral-500 dark:text-neutral-400">{t('limit.plan', { plan })}</span> : null}
      </span>
      {reached ? (
        <Link
          to="/suscripciones"
          className="focus-ring inline-flex items-center gap-1 rounded font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          <Crown className="size-4" aria-hidden="true" />
          {t('messages.upgradePlan')}
        </Link>
      ) : null}
    </p>
  );
}
