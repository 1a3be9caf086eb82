import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ResultFilters, ResultSort, ResultView, SearchRunStatus } from '@ojeador/shared';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';
import { useSearch } from '../api/get-search';
import { useSearchResults } from '../api/get-search-results';
import { useRunSearch } from '../api/run-search';
import { runStatusKey, useRunStatus } from '../api/get-run-status';
import { nearMissesKey } from '../api/near-misses';
import { useSearchesTranslation } from '../i18n';

/** What started the run being followed: "Buscar ahora", or saving the parameters. */
export type RunCause = 'manual' | 'edit';
/**
 * `listed`: after a save, the search's listed results before it and once the re-run ended (null until the search
 * was read again): the counts of the run alone can miss what a poll brought meanwhile.
 */
export type RunProgress = { cause: RunCause; status: SearchRunStatus | null; ended: boolean; listed: { before: number; after: number | null } | null };

const ended = (status: SearchRunStatus) => status.state === 'succeeded' || status.state === 'failed' || status.state === 'idle';

/**
 * The search's result pages, plus the run that follows "Buscar ahora" (POST /api/Search/{id}/run) or a save:
 * queued, running, then its counts, from the run log (GET .../runs/latest every 500 ms until it ended).
 */
export function useResultsWithRunNow(searchId: number, sort: ResultSort, view: ResultView, filters: ResultFilters = {}) {
  const { t } = useSearchesTranslation();
  const queryClient = useQueryClient();
  const run = useRunSearch();
  const [cause, setCause] = useState<RunCause | null>(null);
  const [following, setFollowing] = useState(false);
  const results = useSearchResults(searchId, sort, view, { filters });
  const status = useRunStatus(searchId, following);
  // The same query as the page's: the result count before a save, and after its re-run.
  const search = useSearch(searchId);
  const [listed, setListed] = useState<{ before: number; endedAt: number | null } | null>(null);
  const current = following ? (status.data ?? null) : null;

  // The run ended: results, lists and the header learn the new counts, the near misses its suggestions; the outcome stays shown.
  const done = following && current !== null && ended(current);
  useEffect(() => {
    if (!done) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fetched status ends the following, together with the invalidations below.
    setFollowing(false);
    // Taken now: an updater runs at the next render, after the refetch below may have answered.
    const endedAt = Date.now();
    setListed((known) => (known ? { ...known, endedAt } : null));
    void queryClient.invalidateQueries({ queryKey: searchKeys.detail(searchId), exact: true });
    void queryClient.invalidateQueries({ queryKey: searchKeys.results(searchId) });
    void queryClient.invalidateQueries({ queryKey: searchKeys.lists });
    void queryClient.invalidateQueries({ queryKey: nearMissesKey(searchId) });
  }, [done, queryClient, searchId]);

  /** Starts following the latest run afresh (the previous outcome must not be read as this one's). */
  function follow(next: RunCause) {
    queryClient.removeQueries({ queryKey: runStatusKey(searchId), exact: true });
    setCause(next);
    setListed(next === 'edit' && search.data ? { before: search.data.resultCount, endedAt: null } : null);
    setFollowing(true);
  }

  function runNow() {
    run.mutate(searchId, {
      onSuccess: () => follow('manual'),
      onError: (error) => toast.error(errorMessage(error, t('run.failedToStart'))),
    });
  }

  const last = status.data ?? null;
  const refreshed = listed?.endedAt != null && search.data !== undefined && search.dataUpdatedAt >= listed.endedAt;
  const progress: RunProgress | null = cause
    ? {
        cause,
        status: following ? current : last,
        ended: !following,
        listed: listed ? { before: listed.before, after: refreshed ? search.data.resultCount : null } : null,
      }
    : null;
  return { results, runNow, runPending: run.isPending, follow, progress };
}
