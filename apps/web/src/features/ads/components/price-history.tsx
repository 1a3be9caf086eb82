import { TrendingDown, TrendingUp } from 'lucide-react';
import type { AdDetail, PriceHistoryEntry } from '@ojeador/shared';
import { formatDate, formatEuros } from '@/lib/format';
import { cn } from '@/lib/cn';
import { useAdsTranslation } from '../i18n';

const WIDTH = 240;
const HEIGHT = 48;

function Sparkline({ prices }: { prices: number[] }) {
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = max - min || 1;
  const points = prices
    .map((price, i) => {
      const x = (i / (prices.length - 1)) * (WIDTH - 8) + 4;
      const y = HEIGHT - 4 - ((price - min) / span) * (HEIGHT - 8);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" className="h-12 w-full max-w-60 text-brand-600 dark:text-brand-400">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The ad's prices over time (oldest first from the server), shown newest first with the change each time, and the
 * seller's last repost with the price before it (a repost is the same ad: its history goes on).
 */
export function PriceHistory({ entries, repost }: { entries: PriceHistoryEntry[]; repost?: AdDetail['repost'] }) {
  const { t } = useAdsTranslation();
  if (entries.length < 2 && !repost) return null;
  const rows = entries.map((entry, i) => ({ ...entry, change: i === 0 ? 0 : entry.price - entries[i - 1].price })).reverse();
  return (
    <section aria-labelledby="price-history-title" className="flex flex-col gap-3">
      <h2 id="price-history-title" className="text-lg font-semibold">
        {t('history.title')}
      </h2>
      {repost ? (
        <p className="text-sm text-neutral-700 dark:text-neutral-300" title={formatDate(repost.at)}>
          {t('history.reposted', { price: formatEuros(repost.previousPrice, { whole: true }) })}
        </p>
      ) : null}
      {entries.length >= 2 ? <Sparkline prices={entries.map((e) => e.price)} /> : null}
      <ol className="divide-y divide-neutral-200 rounded-xl ring-1 ring-neutral-200 dark:divide-neutral-800 dark:ring-neutral-800">
        {rows.map((row, i) => (
          <li key={`${row.seenAt}-${i}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <span className="text-neutral-600 dark:text-neutral-400">{formatDate(row.seenAt)}</span>
            <span className="flex items-center gap-2 font-medium tabular-nums">
              {row.change !== 0 ? (
                <span
                  className={cn(
                    'inline-flex items-center gap-0.5 text-xs',
                    row.change < 0 ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400',
                  )}
                >
                  {row.change < 0 ? <TrendingDown className="size-3.5" aria-hidden="true" /> : <TrendingUp className="size-3.5" aria-hidden="true" />}
                  {t(row.change < 0 ? 'history.down' : 'history.up', { amount: formatEuros(Math.abs(row.change), { whole: true }) })}
                </span>
              ) : null}
              {formatEuros(row.price, { whole: true })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
