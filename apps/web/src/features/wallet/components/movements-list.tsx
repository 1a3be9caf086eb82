import type { BalanceMovement } from '@ojeador/shared';
import { cn } from '@/lib/cn';
import { formatDateTime, formatEuros } from '@/lib/format';
import { useWalletTranslation } from '../i18n';

/** The latest ledger entries of the user's accounts: when, why, which balance and how much (signed). */
export function MovementsList({ movements }: { movements: BalanceMovement[] }) {
  const { t } = useWalletTranslation();
  if (movements.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-neutral-300 p-6 text-center text-neutral-600 dark:border-neutral-700 dark:text-neutral-400">
        {t('movements.empty')}
      </p>
    );
  }
  return (
    <ul
      aria-label={t('movements.title')}
      className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200 bg-white dark:divide-neutral-800 dark:border-neutral-800 dark:bg-neutral-900"
    >
      {movements.map((movement) => (
        <li key={movement.id} className="flex items-center justify-between gap-4 px-4 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium">{movement.reason}</p>
            <p className="text-xs text-neutral-500 dark:text-neutral-400">
              {formatDateTime(movement.at)} · {t(`movements.accounts.${movement.account}`)}
            </p>
          </div>
          <span
            className={cn(
              'shrink-0 font-semibold tabular-nums',
              movement.amount >= 0 ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400',
            )}
          >
            {movement.amount > 0 ? '+' : ''}
            {formatEuros(movement.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}
