import type { AdResult } from '@ojeador/shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { usePointWords } from '@/lib/point-words';
import { useAdsTranslation } from '../i18n';

type AdPointsProps = Pick<AdResult, 'goodThings' | 'badThings' | 'goodPoints' | 'badPoints'>;

/**
 * 'Puntos a favor' (always, with a note when empty) and 'Puntos en contra' (only when there are any), in the reader's
 * language when the points came as codes.
 */
export function AdPoints(props: AdPointsProps) {
  const { t } = useAdsTranslation();
  const words = usePointWords();
  const goodThings = words.list(props.goodPoints, props.goodThings);
  const badThings = words.list(props.badPoints, props.badThings);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="good-points-title" className="rounded-2xl bg-green-50 p-4 ring-1 ring-green-600/15 dark:bg-green-950/40 dark:ring-green-400/20">
        <h2 id="good-points-title" className="mb-3 font-semibold text-green-900 dark:text-green-200">
          {t('points.good')}
        </h2>
        {goodThings.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {goodThings.map((point, i) => (
              <li key={`${point}-${i}`} className="flex items-start gap-2 text-sm text-green-900 dark:text-green-100">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-600 dark:text-green-400" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-green-900/80 dark:text-green-100/80">{t('points.noGood')}</p>
        )}
      </section>
      {badThings.length > 0 ? (
        <section aria-labelledby="bad-points-title" className="rounded-2xl bg-red-50 p-4 ring-1 ring-red-600/15 dark:bg-red-950/40 dark:ring-red-400/20">
          <h2 id="bad-points-title" className="mb-3 font-semibold text-red-900 dark:text-red-200">
            {t('points.bad')}
          </h2>
          <ul className="flex flex-col gap-2">
            {badThings.map((point, i) => (
              <li key={`${point}-${i}`} className="flex items-start gap-2 text-sm text-red-900 dark:text-red-100">
                <CircleX className="mt-0.5 size-4 shrink-0 text-red-600 dark:text-red-400" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
