import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { useSearchResults } from '../api/get-search-results';
import { useRunSearch } from '../api/run-search';
import { searchKeys } from '@/lib/queries/search-keys';

export const RUN_QUEUED_MESSAGE = 'Búsqueda en marcha: los resultados aparecerán en unos segundos';
export const RUN_FAILED_MESSAGE = '❌ Error al lanzar la búsqueda';
/** After "Buscar ahora" the results are asked again every few seconds for a minute, or until their count changes. */
export const RUN_POLL_INTERVAL_MS = 4000;
export const RUN_POLL_WINDOW_MS = 60_000;

interface Polling {
  until: number;
  baseline: number;
}

/** The search's results, plus "Buscar ahora" (POST /api/Search/{id}/run) and the polling that follows a 202. */
export function useResultsWithRunNow(searchId: number) {
  const queryClient = useQueryClient();
  const run = useRunSearch();
  const [polling, setPolling] = useState<Polling | null>(null);
  const pollingRef = useRef<Polling | null>(null);
  useEffect(() => {
    pollingRef.current = polling;
  }, [polling]);

  const results = useSearchResults(searchId, {
    refetchInterval: (data) => {
      const current = pollingRef.current;
      if (!current || Date.now() >= current.until) return false;
      if (data && data.length !== current.baseline) return false;
      return RUN_POLL_INTERVAL_MS;
    },
  });
  const count = results.data?.length;

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
        // Small searches finish fast: ask once straight away, then on the interval.
        void results.refetch();
      },
      onError: (error) => toast.error(errorMessage(error, RUN_FAILED_MESSAGE)),
    });
  }

  return { results, runNow, runPending: run.isPending, polling: polling !== null };
}
