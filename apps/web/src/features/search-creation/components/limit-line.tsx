import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { isLimitReached, useSubscriptionLimits } from '@/lib/queries/subscription-limits';
import { CREATION_MESSAGES } from '../lib/creation-messages';

/** 'Búsquedas activas: {current} / {max}' with the real count of the signed-in user. */
export function LimitLine() {
  const limits = useSubscriptionLimits(true);

  if (limits.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-neutral-500 dark:text-neutral-400">
        <Spinner className="size-4" /> Búsquedas activas: …
      </p>
    );
  }
  if (limits.isError) {
    return (
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        No se pudo consultar tu límite de búsquedas.{' '}
        <button type="button" className="focus-ring rounded font-medium text-brand-700 underline dark:text-brand-300" onClick={() => void limits.refetch()}>
          Reintentar
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
        Búsquedas activas:{' '}
        <strong className="tabular-nums">
          {limits.data.activeSearches} / {limits.data.maxSearches}
        </strong>
        {limits.data.planName ? <span className="text-neutral-500 dark:text-neutral-400"> · Plan {limits.data.planName}</span> : null}
      </span>
      {reached ? (
        <Link
          to="/suscripciones"
          className="focus-ring inline-flex items-center gap-1 rounded font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          <Crown className="size-4" aria-hidden="true" />
          {CREATION_MESSAGES.upgradePlan}
        </Link>
      ) : null}
    </p>
  );
}
