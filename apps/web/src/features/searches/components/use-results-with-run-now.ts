import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import type { ResultSort, ResultView } from '@ojeador/shared';
import { resultsPagesKey, useSearchResults, type ResultsPages } from '../api/get-search-results';
import { useRunSearch } from '../api/run-search';
import { searchKeys } from '@/lib/queries/search-keys';

export const RUN_QUEUED_MESSAGE = 'Búsqueda en marcha: los resultados aparecerán en unos segundos';
export const RUN_FAILED_MESSAGE = '❌ Error al lanzar la búsqueda';
/**
 * After "Buscar ahora" the first page of results is asked again every few seconds for a minute, or until the
 * total changes.
 */
export const RUN_POLL_INTERVAL_MS = 4000;
export const RUN_POLL_WINDOW_MS = 60_000;

interface Polling {
  until: number;
  baseline: number;
}

/** The search's result pages, plus "Buscar ahora" (POST /api/Search/{id}/run) and the polling that follows a 202. */
export function useResultsWithRunNow(searchId: number, sort: ResultSort, view: ResultView) {
  const queryClient = useQueryClient();
  const run = useRunSearch();
  const [polling, setPolling] = useState<Polling | null>(null);
  const pollingRef = useRef<Polling | null>(null);
  useEffect(() => {
    pollingRef.current = polling;
  }, [polling]);

  const results = useSearchResults(searchId, sort, view, {
    refetchInterval: (data) => {
      const current = pollingRef.current;
      if (!current || Date.now() >= current.until) return false;
      if (data?.pages[0] && data.pages[0].total !== current.baseline) return false;
      return RUN_POLL_INTERVAL_MS;
    },
  });
  const count = results.data?.pages[0]?.total;

  // New results (or the end of the window) stop the polling; lists and the header learn the new counts.
  useEffect(() => {
    if (!polling || count === undefined || count === polling.baseline) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- fetched data ends the polling, together with the cache invalidations below.
    setPolling(null);
    void queryClient.invalidateQueries({ queryKey: searchKeys.lists });
    void queryClient.invalidateQueries({ queryKey: searchKeys.detail(searchId) });
  }, [count, polling, queryClient, searchId]);

  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => setPolling(null), Math.max(0, polling.until - Date.now()));
    return () => clearTimeout(timer);
  }, [polling]);

  function runNow() {
    run.mutate(searchId, {
      onSuccess: () => {
        toast.success(RUN_QUEUED_MESSAGE);
        const next = { until: Date.now() + RUN_POLL_WINDOW_MS, baseline: count ?? 0 };
        pollingRef.current = next;
        setPolling(next);
        // Only the first page is asked again (new results land in it); small searches finish fast: ask once
        // straight away, then on the interval.
        queryClient.setQueryData<ResultsPages>(resultsPagesKey(searchId, sort, view), (data) =>
          data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
        );
        void results.refetch();
      },
      onError: (error) => toast.error(errorMessage(error, RUN_FAILED_MESSAGE)),
    });
  }

  return { results, runNow, runPending: run.isPending, polling: polling !== null };
}
