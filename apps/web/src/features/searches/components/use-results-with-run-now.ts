import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ResultFilters, ResultSort, ResultView, SearchRunStatus } from '@ojeador/shared';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { searchKeys } from '@/lib/queries/search-keys';
import { useSearchResults } from '../api/get-search-results';
import { useRunSearch } from '../api/run-search';
import { runStatusKey, useRunStatus } from '../api/get-run-status';
import { nearMissesKey } from '../api/near-misses';
import { useSearchesTranslation } from '../i18n';

/** What started the run being followed: "Buscar ahora", or saving the parameters. */
export type RunCause = 'manual' | 'edit';
export type RunProgress = { cause: RunCause; status: SearchRunStatus | null; ended: boolean };

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
  const current = following ? (status.data ?? null) : null;

  // The run ended: results, lists and the header learn the new counts, the near misses its suggestions; the outcome stays shown.
  const done = following && current !== null && ended(current);
  useEffect(() => {
    if (!done) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fetched status ends the following, together with the invalidations below.
    setFollowing(false);
    void queryClient.invalidateQueries({ queryKey: searchKeys.results(searchId) });
    void queryClient.invalidateQueries({ queryKey: searchKeys.lists });
    void queryClient.invalidateQueries({ queryKey: nearMissesKey(searchId) });
  }, [done, queryClient, searchId]);

  /** Starts following the latest run afresh (the previous outcome must not be read as this one's). */
  function follow(next: RunCause) {
    queryClient.removeQueries({ queryKey: runStatusKey(searchId), exact: true });
    setCause(next);
    setFollowing(true);
  }

  function runNow() {
    run.mutate(searchId, {
      onSuccess: () => follow('manual'),
      onError: (error) => toast.error(errorMessage(error, t('run.failedToStart'))),
    });
  }

  const last = status.data ?? null;
  const progress: RunProgress | null = cause ? { cause, status: following ? current : last, ended: !following } : null;
  return { results, runNow, runPending: run.isPending, follow, progress };
}
