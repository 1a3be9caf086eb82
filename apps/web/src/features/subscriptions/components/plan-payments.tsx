import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import { hasReceipt, type SubscriptionPayment } from '@ojeador/shared';
import { useCatalogNames } from '@/lib/catalog-names';
import { formatDate, formatEuros } from '@/lib/format';
import { useSubscriptionsTranslation } from '../i18n';

/** The plan charges, newest first: the first checkout and each renewal; a paid one links to its receipt. */
export function PlanPayments({ payments }: { payments: SubscriptionPayment[] }) {
  const { t } = useSubscriptionsTranslation();
  const names = useCatalogNames();
  if (payments.length === 0) {
    return <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('payments.empty')}</p>;
  }
  return (
    <ul
      aria-label={t('payments.label')}
      className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800"
    >
      {payments.map((payment) => (
        <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
          <span className="flex flex-col">
            <span className="font-medium">
              {payment.planCode || payment.planName ? t('payments.plan', { plan: names.plan(payment.planCode, payment.planName) }) : t('payments.subscription')}
            </span>
            <span className="text-neutral-500 dark:text-neutral-400">{formatDate(payment.at)}</span>
          </span>
          <span className="flex items-center gap-3">
            <span
              className={
                payment.status === 'failed'
                  ? 'rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 dark:bg-red-950 dark:text-red-300'
                  : 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300'
              }
            >
              {t(`payments.status.${payment.status}`)}
            </span>
            <span className="font-semibold tabular-nums">{formatEuros(payment.amount)}</span>
            {hasReceipt(payment.status) ? (
              <Link
                to={`/suscripciones/recibos/${payment.id}`}
                aria-label={t('payments.receiptLabel', { date: formatDate(payment.at) })}
                className="focus-ring inline-flex items-center gap-1 rounded font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                <FileText className="size-4" aria-hidden="true" />
                {t('payments.receipt')}
              </Link>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
