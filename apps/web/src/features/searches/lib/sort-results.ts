import type { ResultSort } from '@ojeador/shared';

/**
 * The sort bar with the spec's labels; the server sorts (GET .../results?sort=): best score first, price
 * ascending, most recently found, most liked.
 */
export const RESULT_SORT_OPTIONS: readonly { id: ResultSort; label: string }[] = [
  { id: 'score', label: 'All Filters' },
  { id: 'price', label: 'Price: Low to High' },
  { id: 'latest', label: 'Latest' },
  { id: 'popular', label: 'Popular' },
];

/** The spec's English count: '1 result found' / 'N results found'. */
export function resultCountText(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'} found`;
}

/** The grid's live count while paging: 'Mostrando N de M'. */
export function shownCountText(shown: number, total: number): string {
  return `Mostrando ${shown} de ${total}`;
}

/** The tab of ads gone from their source. */
export function goneTabText(count: number): string {
  return `Ya no disponibles (${count})`;
}
