import type { SourcePoll } from '@ojeador/shared';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useSourcePolls } from '../api/get-source-polls';
import { useAdminTranslation } from '../i18n';

const CELL = 'px-3 py-2 align-top';

function PollRow({ poll }: { poll: SourcePoll }) {
  const { t } = useAdminTranslation();
  const when = (value: string | null) => (value ? <time dateTime={value}>{formatDateTime(value)}</time> : t('sources.never'));
  return (
    <tr className="border-t border-neutral-200 dark:border-neutral-800">
      <th scope="row" className={`${CELL} text-left font-medium break-all`}>
        <span className="block text-xs font-normal text-neutral-500 dark:text-neutral-400">{poll.source}</span>
        {poll.location}
      </th>
      <td className={CELL}>{when(poll.lastGoodAt)}</td>
      <td className={CELL}>
        {poll.errorKind ? (
          <>
            <span className="font-medium text-red-700 dark:text-red-300">{t(`sources.kinds.${poll.errorKind}`)}</span>
            {poll.lastError ? <span className="block text-xs break-all text-neutral-600 dark:text-neutral-400">{poll.lastError}</span> : null}
          </>
        ) : (
          t('sources.none')
        )}
      </td>
      <td className={`${CELL} text-right tabular-nums`}>{poll.adsRead ?? '—'}</td>
      <td className={`${CELL} text-right tabular-nums`}>{poll.badLines ?? '—'}</td>
      <td className={CELL}>{when(poll.nextReadAt)}</td>
    </tr>
  );
}

/** Sources tab: every poll location (feed file or URL, Wallapop area) with its health (GET /api/Sources/polls). */
export function SourcesTab() {
  const { t } = useAdminTranslation();
  const polls = useSourcePolls();
  if (polls.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-neutral-600 dark:text-neutral-400">
        <Spinner className="size-4" />
        {t('sources.loading')}
      </p>
    );
  }
  if (polls.isError) {
    return <LoadErrorState title={t('sources.loadFailed')} error={polls.error} onRetry={() => void polls.refetch()} retrying={polls.isFetching} />;
  }
  if (polls.data.polls.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-neutral-300 px-4 py-8 text-center text-neutral-600 dark:border-neutral-700 dark:text-neutral-400">
        {t('sources.empty')}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">{t('sources.list')}</caption>
        <thead className="text-left text-xs text-neutral-600 dark:text-neutral-400">
          <tr>
            <th scope="col" className={CELL}>
              {t('sources.location')}
            </th>
            <th scope="col" className={CELL}>
              {t('sources.lastGood')}
            </th>
            <th scope="col" className={CELL}>
              {t('sources.lastError')}
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              {t('sources.adsRead')}
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              {t('sources.badLines')}
            </th>
            <th scope="col" className={CELL}>
              {t('sources.nextRead')}
            </th>
          </tr>
        </thead>
        <tbody>
          {polls.data.polls.map((poll) => (
            <PollRow key={poll.location} poll={poll} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
