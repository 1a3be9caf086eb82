import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { RESULT_SORTS, type ResultSort, type ResultView } from '@ojeador/shared';

/** The query parameters a results page keeps (issue 38: the order and the view survive a reload and a shared link). */
export const RESULTS_URL = { sort: 'orden', view: 'vista' } as const;
const GONE = 'no-disponibles';

const isSort = (value: string | null): value is ResultSort => (RESULT_SORTS as readonly string[]).includes(value ?? '');

/** The results' order and view read from the URL, and setters that write them back (replacing, not pushing, history). */
export function useResultsUrl(): { sort: ResultSort; view: ResultView; setSort: (sort: ResultSort) => void; setView: (view: ResultView) => void } {
  const [params, setParams] = useSearchParams();
  const raw = params.get(RESULTS_URL.sort);
  const sort: ResultSort = isSort(raw) ? raw : 'score';
  const view: ResultView = params.get(RESULTS_URL.view) === GONE ? 'gone' : 'available';
  const write = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setSort = useCallback((next: ResultSort) => write(RESULTS_URL.sort, next === 'score' ? null : next), [write]);
  const setView = useCallback((next: ResultView) => write(RESULTS_URL.view, next === 'gone' ? GONE : null), [write]);
  return { sort, view, setSort, setView };
}
