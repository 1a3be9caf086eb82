import { lazy, Suspense } from 'react';
import type { PriceContext } from '@ojeador/shared';
import { Spinner } from '@/components/ui/spinner';
import { usePointLanguage } from '@/lib/point-words';
import { useAdsTranslation } from '../i18n';
import { canDraw, formatPriceValue, isJudged, priceBasisText, priceContextSummary } from '../lib/price-context';

// The chart and its library travel in their own chunk, fetched only on an ad page with something to draw.
const PriceChart = lazy(() => import('./price-chart').then((module) => ({ default: module.PriceChart })));

/**
 * Where the ad's price sits among comparable ads: a summary in words, the basis and confidence, the
 * median and "precio justo" band, and a chart of the comparables when there are enough of them. Without a
 * trustworthy reference it says so instead of drawing. Nothing shows when the server sends no context.
 */
export function PriceContextSection({ context }: { context: PriceContext | null }) {
  const { t } = useAdsTranslation();
  const language = usePointLanguage();
  if (context === null) return null;
  const judged = isJudged(context) ? context : null;
  const summary = judged ? priceContextSummary(t, judged, language) : null;
  return (
    <section aria-labelledby="price-context-title" data-testid="price-context" className="flex flex-col gap-3">
      <h2 id="price-context-title" className="text-lg font-semibold">
        {t('priceContext.title')}
      </h2>
      {judged && summary ? (
        <>
          <p className="font-medium">{summary}.</p>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{priceBasisText(t, judged)}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums">
            <li>{t('priceContext.thisAdValue', { value: formatPriceValue(t, judged.unit, judged.value) })}</li>
            <li>
              {t(judged.basis === 'model' ? 'priceContext.referenceValue' : 'priceContext.medianValue', {
                value: formatPriceValue(t, judged.unit, judged.median),
              })}
            </li>
            {judged.fairLow !== null && judged.fairHigh !== null ? (
              <li>
                {t('priceContext.fairValue', {
                  low: formatPriceValue(t, judged.unit, judged.fairLow),
                  high: formatPriceValue(t, judged.unit, judged.fairHigh),
                })}
              </li>
            ) : null}
          </ul>
          {canDraw(judged) ? (
            <Suspense
              fallback={
                <p role="status" className="flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-400">
                  <Spinner className="size-4" />
                  {t('priceContext.loadingChart')}
                </p>
              }
            >
              <PriceChart context={judged} summary={summary} />
            </Suspense>
          ) : (
            <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('priceContext.tooFewToDraw')}</p>
          )}
        </>
      ) : (
        <p className="text-neutral-700 dark:text-neutral-300">{t('priceContext.tooFew')}</p>
      )}
    </section>
  );
}
