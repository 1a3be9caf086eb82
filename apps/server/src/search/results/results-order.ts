import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { ResultSort } from '@ojeador/shared';
import { searchResults } from '../../db/schema/index.js';

/**
 * The wish group ("Cumple todo lo que pides", "Casi", the rest, then a price that may be a scam) is every
 * order's first key, ascending; in the desc orders it is negated, so the keyset stays one row comparison and reads the
 * (search_id, (-wish_group), …) indexes of migration 0020 backwards.
 */
const groupFirstDesc = sql`(-${searchResults.wishGroup})`;

/**
 * The columns each order sorts on after the expert's rank (the open hire's expert's ads come first, read apart:
 * ResultsRepository.pageForSearch), down to the result id (unique), and their direction. Each is an index of the
 * search's results: score and latest of migration 0020, price and popular of migration 0041 (the result keeps its ad's
 * price and like count).
 */
const ORDERS: Record<ResultSort, { columns: SQL[]; direction: 'asc' | 'desc' }> = {
  score: { columns: [groupFirstDesc, sql`${searchResults.finalScore}`, sql`${searchResults.id}`], direction: 'desc' },
  latest: { columns: [groupFirstDesc, sql`${searchResults.id}`], direction: 'desc' },
  price: { columns: [sql`${searchResults.wishGroup}`, sql`${searchResults.price}`, sql`${searchResults.id}`], direction: 'asc' },
  popular: { columns: [groupFirstDesc, sql`${searchResults.likeCount}`, sql`${searchResults.finalScore}`, sql`${searchResults.id}`], direction: 'desc' },
};

export function orderBy(sort: ResultSort): SQL[] {
  const order = ORDERS[sort];
  return order.columns.map((column) => (order.direction === 'desc' ? desc(column) : asc(column)));
}

/** The rows after `rest` (a cursor's keys after the expert's rank, or placeholders for them) in the order's direction. */
export function keysetAfter(sort: ResultSort, rest: readonly unknown[]): SQL {
  const order = ORDERS[sort];
  const keys = sql.join(order.columns, sql`, `);
  const values = sql.join(
    rest.map((value) => sql`${value}`),
    sql`, `,
  );
  return order.direction === 'desc' ? sql`(${keys}) < (${values})` : sql`(${keys}) > (${values})`;
}

/** A cursor's keys: whether its last item was the expert's (read first), and the keys of the order's columns. */
export function splitKeys(sort: ResultSort, keys: number[]): { expert: boolean; rest: number[] } {
  return { expert: sort === 'price' ? keys[0] < 0 : keys[0] > 0, rest: keys.slice(1) };
}

/** The keys a cursor carries for a row: the expert's rank (negated for price, ascending), then the order's columns. */
/** What of a page's row its cursor reads (declared here: the repository's row type imports this file). */
type KeyedRow = { ad: { price: number }; result: { id: number; wishGroup: number; finalScore: number }; expertRank: number; likeCount: number };

export function pageKeys(sort: ResultSort, row: KeyedRow): number[] {
  const { result, ad, expertRank } = row;
  const group = result.wishGroup;
  const negated = 0 - group; // never -0
  if (sort === 'score') return [expertRank, negated, result.finalScore, result.id];
  if (sort === 'price') return [0 - expertRank, group, ad.price, result.id];
  if (sort === 'popular') return [expertRank, negated, row.likeCount, result.finalScore, result.id];
  return [expertRank, negated, result.id];
}
