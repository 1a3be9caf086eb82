import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';
import { useSourceFreshness } from '../api/get-source-freshness';
import { useSearchesTranslation } from '../i18n';
import { describeSourceFreshness } from '../lib/source-freshness';

const TICK_MS = 30_000;

/** The clock the relative times count from, moved on every `TICK_MS`. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * How fresh the ads are: per source, "Feed: leído hace 2 min · próxima lectura en 1 min" (GET /api/Sources/freshness,
 * asked again every minute). Loading and failing say so in one quiet line; the rest of the page does not wait for it.
 */
export function SourceFreshnessLine() {
  const { t } = useSearchesTranslation();
  const freshness = useSourceFreshness();
  const tick = useNow();
  const lineClass = 'flex items-center gap-1.5 text-xs text-neutral-500 dark:text-neutral-400';

  if (freshness.isPending) {
    return (
      <p role="status" data-testid="source-freshness" className={lineClass}>
        {t('freshness.loading')}
      </p>
    );
  }
  if (!freshness.data) {
    return (
      <p data-testid="source-freshness" className={lineClass}>
        {t('freshness.failed')}
      </p>
    );
  }
  const sources = freshness.data.sources;
  if (sources.length === 0) {
    // No source has a poll location yet (a new install before its first poll).
    return (
      <p data-testid="source-freshness" className={lineClass}>
        {t('freshness.noneYet')}
      </p>
    );
  }
  // An answer newer than the tick counts from its own arrival.
  const now = Math.max(tick, freshness.dataUpdatedAt);
  return (
    <div data-testid="source-freshness" className="flex items-start gap-1.5 text-xs text-neutral-500 dark:text-neutral-400">
      <Clock className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <ul aria-label={t('freshness.label')} className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:flex-wrap sm:gap-x-4">
        {sources.map((entry) => (
          <li key={entry.source} className="break-words">
            {describeSourceFreshness(t, entry, now)}
          </li>
        ))}
      </ul>
    </div>
  );
}
