import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { isLimitReached, useSubscriptionLimits } from '@/lib/queries/subscription-limits';
import { Trans } from '@/lib/i18n';
import { useSearchCreationTranslation } from '../i18n';

/** 'Búsquedas activas: {current} / {max}' with the real count of the signed-in user. */
export function LimitLine() {
  const { t } = useSearchCreationTranslation();
  const limits = useSubscriptionLimits(true);

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
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm',
        reached ? 'text-amber-700 dark:text-amber-300' : 'text-neutral-600 dark:text-neutral-400',
      )}
    >
      <span>
        <Trans
          t={t}
          i18nKey="limit.active"
          values={{ active: limits.data.activeSearches, max: limits.data.maxSearches }}
          components={{ count: <strong className="tabular-nums" /> }}
        />
        {limits.data.planName ? <span className="text-neutral-500 dark:text-neutral-400">{t('limit.plan', { plan: limits.data.planName })}</span> : null}
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
