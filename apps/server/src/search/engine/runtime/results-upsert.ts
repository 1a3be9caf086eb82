import { sql } from 'drizzle-orm';
import { executeRows, type Executor } from '../../../db/client.js';
import { jsonRows } from '../../../db/json-rows.js';
import { storedPointsOf } from '../core/score.js';
import type { ScoredAd } from '../core/types.js';

/** One engine-found result to store: the search, the stored ad, and how it scored. */
export type ResultWrite = {
  searchId: number;
  adId: number;
  scored: Pick<ScoredAd, 'finalScore' | 'goodPoints' | 'badPoints' | 'brokenPoint' | 'wishGroup' | 'brokenWish'>;
};

/** The id of an ad of the store carried by a scored ad (runs and polls only score ads of the store, decision 029). */
export function storeIdOf(item: ScoredAd): number {
  const id = (item.ad as { storeId?: number }).storeId;
  if (id === undefined) throw new Error('results are stored for ads of the store only');
  return id;
}

/**
 * The one upsert of engine-found results, for runs (run-store.ts) and polls (percolation-store.ts): a result is kept
 * once per (search, ad), its score, points and wish group refreshed when it is found again, and a result an earlier edit set aside
 * comes back when it matches again. The rows travel as one JSON parameter whatever their number, and each (search, ad)
 * must appear once. The points are stored as codes and values only (`points`, decision 031): their Spanish words,
 * `good_things` and `bad_things`, are worded from them when read (results/ad-result.read-model.ts), not stored once
 * per search (decision 035). The ad's price and likes travel with the result, for the price and popular orders
(migration 0041 keeps them after). Answers the pairs this statement inserted (new results) as `searchId:adId`; xmax is 0 only on a
 * row the statement inserted.
 */
export async function upsertResults(db: Executor, rows: readonly ResultWrite[], now: Date): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const payload = jsonRows(
    rows.map(({ searchId, adId, scored }) => ({
      s: searchId,
      a: adId,
      f: scored.finalScore,
      w: scored.wishGroup ?? 0,
      k: scored.brokenWish ?? null,
      p: storedPointsOf(scored),
    })),
  );
  const inserted = await executeRows<{ search_id: number; ad_id: number }>(
    db,
    sql`with written as (
          insert into search_results (search_id, ad_id, final_score, good_things, bad_things, points, is_new, found_at, origin, wish_group, broken_wish, price, like_count)
          select r.s, r.a, r.f, '{}'::text[], '{}'::text[], r.p,
                 true, ${now.toISOString()}::timestamptz, 'auto', r.w, r.k, a.price, (select count(*) from likes l where l.ad_id = r.a)
          from jsonb_to_recordset(${payload}) as r(s int, a int, f int, w smallint, k text, p jsonb)
          join ads a on a.id = r.a
          on conflict (search_id, ad_id) do update set final_score = excluded.final_score, good_things = excluded.good_things,
            bad_things = excluded.bad_things, points = excluded.points, wish_group = excluded.wish_group, broken_wish = excluded.broken_wish, excluded_at = null,
            price = excluded.price
          returning search_id, ad_id, (xmax = 0) as inserted)
        select search_id, ad_id from written where inserted`,
  );
  return new Set(inserted.map((row) => `${row.search_id}:${row.ad_id}`));
}
