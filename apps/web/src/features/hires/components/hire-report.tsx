import type { SearchHireSummary } from '@ojeador/shared';
import { cn } from '@/lib/cn';
import { Link } from 'react-router';
import { formatDateTime, formatEuros } from '@/lib/format';
import { useHireEvidence } from '../api/hire-evidence';
import { useHiresTranslation } from '../i18n';
import { EvidenceFile } from './hire-evidence';

const RESULT_TONE = {
  ok: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  issue: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  not_checked: 'bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300',
} as const;

/** The photos the expert attached to one checklist point. */
function PointPhotos({ hireId, point }: { hireId: number; point: string }) {
  const evidence = useHireEvidence(hireId);
  const photos = (evidence.data ?? []).filter((file) => file.item === point);
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((file) => (
        <EvidenceFile key={file.id} evidence={file} />
      ))}
    </ul>
  );
}

/** The expert's written report and, for an in-person review, each checked point with its result, note and photos. */
export function HireReport({
  hire,
  hireId,
}: {
  hire: Pick<SearchHireSummary, 'report' | 'checklist' | 'finalizedAt' | 'recommendedAds'>;
  hireId: number | null;
}) {
  const { t } = useHiresTranslation();
  if (!hire.report) return null;
  return (
    <section aria-labelledby="hire-report-title" className="flex flex-col gap-3 rounded-xl border border-neutral-200 p-4 dark:border-neutral-800">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="hire-report-title" className="font-semibold">
          {t('reportTitle')}
        </h3>
        {hire.finalizedAt ? (
          <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('finalizedOn', { date: formatDateTime(hire.finalizedAt) })}</p>
        ) : null}
      </div>
      <p data-testid="hire-report" className="whitespace-pre-line break-words text-sm text-neutral-800 dark:text-neutral-200">
        {hire.report}
      </p>
      {hire.recommendedAds.length > 0 ? (
        <div>
          <h4 id="hire-recommended-title" className="mb-2 text-sm font-semibold">
            {t('recommendedTitle')}
          </h4>
          <ul aria-labelledby="hire-recommended-title" className="flex flex-col gap-1 text-sm">
            {hire.recommendedAds.map((ad) => (
              <li key={ad.id} className="flex items-baseline justify-between gap-3">
                <Link to={`/ad/${ad.id}`} className="focus-ring min-w-0 truncate rounded text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
                  {ad.title}
                </Link>
                <span className="shrink-0 tabular-nums text-neutral-600 dark:text-neutral-400">{formatEuros(ad.price, { whole: true })}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {hire.checklist && hire.checklist.length > 0 ? (
        <div>
          <h4 className="mb-2 text-sm font-semibold">{t('checklistTitle')}</h4>
          <ul className="flex flex-col divide-y divide-neutral-200 text-sm dark:divide-neutral-800" aria-label={t('checklistTitle')}>
            {hire.checklist.map((entry) => (
              <li key={entry.key} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:gap-3">
                <span className="font-medium sm:w-1/2">{entry.label}</span>
                <span className="flex flex-col gap-1 sm:w-1/2">
                  <span className={cn('inline-flex w-fit rounded-full px-2 py-0.5 text-xs font-medium', RESULT_TONE[entry.result])}>
                    {t(`checklistResults.${entry.result}`)}
                  </span>
                  {entry.note ? <span className="break-words text-neutral-600 dark:text-neutral-400">{entry.note}</span> : null}
                  {hireId !== null ? <PointPhotos hireId={hireId} point={entry.key} /> : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
