import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  priceRangeInverted,
  RESULT_FILTER_KEYS,
  RESULT_SORTS,
  resultFiltersSchema,
  type ResultFilters,
  type ResultSort,
  type ResultView,
} from '@ojeador/shared';

/** The query parameters a results page keeps: the order, the view and the filters survive a reload and a shared link. */
export const RESULTS_URL = { sort: 'orden', view: 'vista' } as const;
/** Each filter's name in the page's URL (Spanish, as the page's other parameters). */
export const FILTERS_URL: Record<keyof ResultFilters, string> = {
  minPrice: 'precioMin',
  maxPrice: 'precioMax',
  maxKm: 'kmMax',
  minYear: 'desde',
  fuel: 'combustible',
  maxDistanceKm: 'distancia',
  seller: 'vendedor',
};
const GONE = 'no-disponibles';

const isSort = (value: string | null): value is ResultSort => (RESULT_SORTS as readonly string[]).includes(value ?? '');

/** The filters the URL holds; a value the server would refuse (a typo in a shared link) is left out, not sent. */
export function filtersFromUrl(params: URLSearchParams): ResultFilters {
  const filters: Record<string, unknown> = {};
  for (const key of RESULT_FILTER_KEYS) {
    const raw = params.get(FILTERS_URL[key]);
    if (raw === null || raw.trim() === '') continue;
    const parsed = resultFiltersSchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  const result = filters as ResultFilters;
  if (priceRangeInverted(result)) delete result.minPrice;
  return result;
}

export const activeFilterCount = (filters: ResultFilters) => RESULT_FILTER_KEYS.filter((key) => filters[key] !== undefined).length;

/** The results' order, view and filters read from the URL, and setters that write them back (replacing, not pushing, history). */
export function useResultsUrl() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(RESULTS_URL.sort);
  const sort: ResultSort = isSort(raw) ? raw : 'score';
  const view: ResultView = params.get(RESULTS_URL.view) === GONE ? 'gone' : 'available';
  const search = params.toString();
  // One object per distinct URL: the results' query key and memoised children see the same filters until they change.
  const filters = useMemo(() => filtersFromUrl(new URLSearchParams(search)), [search]);
  const write = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setSort = useCallback((next: ResultSort) => write({ [RESULTS_URL.sort]: next === 'score' ? null : next }), [write]);
  const setView = useCallback((next: ResultView) => write({ [RESULTS_URL.view]: next === 'gone' ? GONE : null }), [write]);
  const setFilters = useCallback(
    (next: ResultFilters) => write(Object.fromEntries(RESULT_FILTER_KEYS.map((key) => [FILTERS_URL[key], next[key] === undefined ? null : String(next[key])]))),
    [write],
  );
  return { sort, view, filters, setSort, setView, setFilters };
}
