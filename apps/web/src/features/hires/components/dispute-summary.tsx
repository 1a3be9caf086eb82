import { Spinner } from '@/components/ui/spinner';
import { formatEuros } from '@/lib/format';
import { useDisputeDetails } from '../api/get-dispute-details';
import { useHiresTranslation } from '../i18n';

/** The dispute's reason and, once resolved, its resolution and side (read fresh every time: no cache, no retry). */
export function DisputeReason({ hireId }: { hireId: number }) {
  const { t } = useHiresTranslation();
  const details = useDisputeDetails(hireId, true);
  if (details.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-400">
        <Spinner className="size-4" />
        {t('disputeLoading')}
      </p>
    );
  }
  if (details.isError) return <p className="text-sm text-red-600 dark:text-red-400">{t('disputeLoadFailed', { message: details.error.message })}</p>;
  const dispute = details.data;
  return (
    <dl className="flex flex-col gap-3 rounded-lg bg-neutral-50 p-3 text-sm dark:bg-neutral-800/60" data-testid="dispute-details">
      <div>
        <dt className="font-medium">{t('disputeReason')}</dt>
        <dd className="whitespace-pre-line break-words text-neutral-700 dark:text-neutral-300">{dispute.reason}</dd>
      </div>
      {dispute.status === 'resolved' ? (
        <div>
          <dt className="font-medium">{t('disputeResolution')}</dt>
          <dd className="whitespace-pre-line break-words text-neutral-700 dark:text-neutral-300">
            {dispute.split ? (
              <strong className="block">
                {t('resolvedSplit', { client: formatEuros(dispute.split.clientRefund), expert: formatEuros(dispute.split.expertPayout) })}
              </strong>
            ) : dispute.resolvedInFavorOfClient === null ? null : (
              <strong className="block">{dispute.resolvedInFavorOfClient ? t('resolvedForClient') : t('resolvedForExpert')}</strong>
            )}
            {dispute.resolution}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
