import { Link } from 'react-router';
import type { OpenDispute } from '@ojeador/shared';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime, formatEuros } from '@/lib/format';
import { Trans } from '@/lib/i18n';
import { useOpenDisputes } from '../api/get-open-disputes';
import { useAdminTranslation } from '../i18n';
import { DisputeMessages } from './dispute-messages';

function DisputeItem({ item }: { item: OpenDispute }) {
  const { t } = useAdminTranslation();
  const disputed = item.status === 'disputed';
  return (
    <li className="rounded-xl border border-neutral-200 p-3 sm:p-4 dark:border-neutral-800">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">
            {t('disputes.hire', { id: item.searchHireId })}
            {item.searchTitle ? ` · ${item.searchTitle}` : ''}
          </h3>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            {item.clientName} → {item.expertName} · {formatEuros(item.amount)}
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            disputed ? 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300' : 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
          )}
        >
          {t(`disputes.status.${item.status}`)}
        </span>
      </div>
      {item.reason ? <p className="mt-2 text-sm whitespace-pre-line break-words">«{item.reason}»</p> : null}
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-neutral-600 dark:text-neutral-400">
        <span>
          <Trans t={t} i18nKey="disputes.since" values={{ date: formatDateTime(item.since) }} components={{ time: <time dateTime={item.since} /> }} />
        </span>
        {item.deadlineAt ? (
          <span>
            <Trans
              t={t}
              i18nKey="disputes.deadline"
              values={{ date: formatDateTime(item.deadlineAt) }}
              components={{ time: <time dateTime={item.deadlineAt} /> }}
            />
          </span>
        ) : null}
        {item.searchId !== null ? (
          <Link to={`/busquedas/${item.searchId}`} className="focus-ring rounded font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t('disputes.viewSearch')}
          </Link>
        ) : (
          <span>{t('disputes.searchDeleted')}</span>
        )}
      </div>
      <DisputeMessages hireId={item.searchHireId} />
    </li>
  );
}

/** Disputes tab: open disputes (the admin decides) and hires waiting for the customer's decision. */
export function DisputesTab() {
  const { t } = useAdminTranslation();
  const disputes = useOpenDisputes();
  if (disputes.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-neutral-600 dark:text-neutral-400">
        <Spinner className="size-4" />
        {t('disputes.loading')}
      </p>
    );
  }
  if (disputes.isError) {
    return <LoadErrorState title={t('disputes.loadFailed')} error={disputes.error} onRetry={() => void disputes.refetch()} retrying={disputes.isFetching} />;
  }
  if (disputes.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-neutral-300 px-4 py-8 text-center text-neutral-600 dark:border-neutral-700 dark:text-neutral-400">
        {t('disputes.empty')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={t('disputes.list')}>
      {disputes.data.map((item) => (
        <DisputeItem key={item.searchHireId} item={item} />
      ))}
    </ul>
  );
}
