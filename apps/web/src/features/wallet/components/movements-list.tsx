import { Link } from 'react-router';
import type { BalanceMovement } from '@ojeador/shared';
import { cn } from '@/lib/cn';
import { formatDateTime, formatEuros } from '@/lib/format';
import { useWalletTranslation } from '../i18n';

/** The line's title, worded from its code (the server's Spanish `reason` is for other clients). */
function useMovementText() {
  const { t } = useWalletTranslation();
  return (movement: BalanceMovement): { title: string; detail: string | null } => {
    const expert = movement.expertName;
    switch (movement.kind) {
      case 'hire':
        return {
          title: expert ? t('movements.kinds.hire', { expert }) : t('movements.kinds.hireUnnamed'),
          detail: movement.paidWith === 'card' ? t('movements.details.paidWithCard') : t('movements.details.paidWithBalance'),
        };
      case 'refund':
        return { title: t('movements.kinds.refund'), detail: expert ? t('movements.details.refundOf', { expert }) : null };
      case 'card_refund':
        return { title: t('movements.kinds.card_refund'), detail: t('movements.details.card_refund') };
      default:
        return { title: t(`movements.kinds.${movement.kind}`), detail: null };
    }
  };
}

/** The latest events of the user's money, one line each ("Contratación de Ana · −49 €"), newest first. */
export function MovementsList({ movements }: { movements: BalanceMovement[] }) {
  const { t } = useWalletTranslation();
  const textOf = useMovementText();
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
      {movements.map((movement) => {
        const { title, detail } = textOf(movement);
        return (
          <li key={movement.id} data-kind={movement.kind} className="flex items-center justify-between gap-4 px-4 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium">{title}</p>
              <p className="text-xs text-neutral-600 dark:text-neutral-400">
                {formatDateTime(movement.at)}
                {detail ? ` · ${detail}` : ''}
                {movement.hireId !== null ? (
                  <>
                    {' · '}
                    {/* The hire's own page: readable also once its search was deleted (decision 036). */}
                    <Link
                      to={`/contrataciones/${movement.hireId}`}
                      className="focus-ring rounded text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                    >
                      {t('movements.openHire')}
                    </Link>
                  </>
                ) : null}
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
        );
      })}
    </ul>
  );
}
