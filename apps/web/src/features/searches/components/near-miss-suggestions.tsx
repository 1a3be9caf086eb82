import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Expand } from 'lucide-react';
import type { NearMissSuggestion } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatEuros, formatInteger } from '@/lib/format';
import { searchKeys } from '@/lib/queries/search-keys';
import { toast } from '@/lib/toast';
import { useNearMisses, useWidenSearch } from '../api/near-misses';
import { useSearchesTranslation } from '../i18n';

/** Below this many results the screen offers the near misses. */
export const FEW_RESULTS = 5;
/** While a widened search re-runs, its near misses are asked again this often, for at most the window. */
export const WIDEN_POLL_INTERVAL_MS = 2000;
export const WIDEN_POLL_WINDOW_MS = 60_000;

type Translate = ReturnType<typeof useSearchesTranslation>['t'];

function limitValueText(suggestion: Extract<NearMissSuggestion, { criterion: 'limit' }>): string {
  const { to } = suggestion;
  if (typeof to !== 'number') return '';
  if (suggestion.limit === 'maxPrice') return formatEuros(to, { whole: true });
  return suggestion.limit === 'minYear' || suggestion.limit === 'maxYear' ? String(to) : formatInteger(to);
}

/** "Hay 34 anuncios a menos de 150 km" and its button, "Ampliar radio". */
function describe(t: Translate, suggestion: NearMissSuggestion): { text: string; action: string } {
  const { count } = suggestion;
  switch (suggestion.criterion) {
    case 'radius':
      return { text: t('nearMisses.radius', { count, km: formatInteger(suggestion.toKm) }), action: t('nearMisses.radiusAction') };
    case 'price':
      return { text: t('nearMisses.price', { count, price: formatEuros(suggestion.toPrice, { whole: true }) }), action: t('nearMisses.priceAction') };
    case 'keyword':
      return {
        // "Hay 3 anuncios sin «leon»: otros Seat (Ibiza, Ateca)": what dropping the model's word would bring.
        text: suggestion.brings?.length
          ? t('nearMisses.keywordBrings', { count, keyword: suggestion.keyword, kept: suggestion.keywords, brings: suggestion.brings.join(', ') })
          : t('nearMisses.keyword', { count, keyword: suggestion.keyword }),
        action: t('nearMisses.keywordAction', { keyword: suggestion.keyword }),
      };
    case 'limit':
      return {
        text: t(`nearMisses.limit.${suggestion.limit}`, { count, value: limitValueText(suggestion) }),
        action: suggestion.to === null ? t('nearMisses.removeAction') : t('nearMisses.relaxAction'),
      };
  }
}

interface NearMissSuggestionsProps {
  searchId: number;
  /** The available results shown; undefined while unknown. */
  resultCount: number | undefined;
  /** Owner or admin of an active search: the ones who may widen it. */
  canWiden: boolean;
}

/**
 * A search with few or no results says how to widen it: the latest run's near misses, each
 * applied in one click; the results refresh when the re-run that follows ends.
 */
export function NearMissSuggestions({ searchId, resultCount, canWiden }: NearMissSuggestionsProps) {
  const { t } = useSearchesTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const few = resultCount !== undefined && resultCount < FEW_RESULTS;
  // The end of the run before widening: a different one means the re-run ended.
  const [waiting, setWaiting] = useState<{ since: string | null; until: number } | null>(null);
  // A search opened before its first run ended: ask again for a while, until a run has counted.
  const [firstRunUntil] = useState(() => Date.now() + WIDEN_POLL_WINDOW_MS);
  const ended = (finishedAt: string | null | undefined) => waiting !== null && Boolean(finishedAt) && finishedAt !== waiting.since;
  const nearMisses = useNearMisses(searchId, {
    enabled: canWiden && (few || waiting !== null),
    refetchInterval: (data) => {
      if (waiting) return ended(data?.runFinishedAt) ? false : WIDEN_POLL_INTERVAL_MS;
      return data?.runFinishedAt === null && Date.now() < firstRunUntil ? WIDEN_POLL_INTERVAL_MS * 2 : false;
    },
  });
  const widen = useWidenSearch(searchId);
  const finishedAt = nearMisses.data?.runFinishedAt ?? null;
  const rerunEnded = ended(finishedAt);

  useEffect(() => {
    if (!rerunEnded) return;
    void queryClient.invalidateQueries({ queryKey: searchKeys.results(searchId) });
    void queryClient.invalidateQueries({ queryKey: searchKeys.lists });
    void queryClient.invalidateQueries({ queryKey: searchKeys.detail(searchId) });
  }, [rerunEnded, queryClient, searchId]);

  // The first run ended while the page was open: its results are new too.
  const sawNoRun = useRef(false);
  const latestRun = nearMisses.data?.runFinishedAt;
  useEffect(() => {
    if (latestRun === null) sawNoRun.current = true;
    else if (latestRun && sawNoRun.current) {
      sawNoRun.current = false;
      void queryClient.invalidateQueries({ queryKey: searchKeys.results(searchId) });
      void queryClient.invalidateQueries({ queryKey: searchKeys.lists });
    }
  }, [latestRun, queryClient, searchId]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(null), Math.max(0, waiting.until - Date.now()));
    return () => clearTimeout(timer);
  }, [waiting]);

  if (!canWiden) return null;
  if (waiting && !rerunEnded) {
    return (
      <p role="status" className="mb-5 flex items-center gap-2 text-sm text-brand-700 dark:text-brand-300">
        <Spinner className="size-4" />
        {t('nearMisses.refreshing')}
      </p>
    );
  }
  const suggestions = nearMisses.data?.suggestions ?? [];
  if (!few || suggestions.length === 0) return null;

  function apply(suggestion: NearMissSuggestion) {
    widen.mutate(suggestion.criterion, {
      onSuccess: () => {
        toast.success(t('nearMisses.applied'));
        setWaiting({ since: finishedAt, until: Date.now() + WIDEN_POLL_WINDOW_MS });
        void nearMisses.refetch();
      },
      onError: (error) => {
        const stale = error instanceof ApiError && error.code === 'CONFLICT';
        toast.error(stale ? t('nearMisses.stale') : t('nearMisses.failed'));
        if (stale) void nearMisses.refetch();
      },
    });
  }

  return (
    <section aria-labelledby={headingId} className="mb-5 rounded-xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-900 dark:bg-brand-950/40">
      <h2 id={headingId} className="font-semibold text-neutral-900 dark:text-white">
        {t('nearMisses.title')}
      </h2>
      <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{t('nearMisses.intro')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {suggestions.map((suggestion) => {
          const { text, action } = describe(t, suggestion);
          return (
            <li key={suggestion.criterion} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <span className="text-sm text-neutral-800 dark:text-neutral-200">{text}</span>
              <Button
                size="sm"
                variant="secondary"
                icon={<Expand className="size-4" aria-hidden="true" />}
                loading={widen.isPending && widen.variables === suggestion.criterion}
                disabled={widen.isPending}
                onClick={() => apply(suggestion)}
                aria-label={`${text}: ${action}`}
              >
                {action}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
