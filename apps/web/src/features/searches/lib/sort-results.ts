import type { AdResult } from '@ojeador/shared';

export const RESULT_SORTS = [
  { id: 'default', label: 'All Filters' },
  { id: 'price-asc', label: 'Price: Low to High' },
  { id: 'latest', label: 'Latest' },
  { id: 'popular', label: 'Popular' },
] as const;
export type ResultSort = (typeof RESULT_SORTS)[number]['id'];

function time(value: string | null): number {
  if (!value) return Number.NEGATIVE_INFINITY;
  const t = Date.parse(value);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** When the ad was published, or when we found it when the platform gives no date. */
function freshness(ad: AdResult): number {
  return ad.publishDate ? time(ad.publishDate) : time(ad.foundAt);
}

/**
 * The sort bar (DESIGN.md section 11): 'default' keeps the server's order (best score first);
 * price ascending; latest by publish date (or found date) descending; popular by likes descending.
 * Ties keep the server's order.
 */
export function sortResults(results: readonly AdResult[], sort: ResultSort): AdResult[] {
  const indexed = results.map((ad, index) => ({ ad, index }));
  const compare: Record<ResultSort, (a: AdResult, b: AdResult) => number> = {
    default: () => 0,
    'price-asc': (a, b) => a.price - b.price,
    latest: (a, b) => freshness(b) - freshness(a),
    popular: (a, b) => b.likeCount - a.likeCount,
  };
  return indexed.sort((x, y) => compare[sort](x.ad, y.ad) || x.index - y.index).map((x) => x.ad);
}

/** The spec's English count: '1 result found' / 'N results found'. */
export function resultCountText(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'} found`;
}
