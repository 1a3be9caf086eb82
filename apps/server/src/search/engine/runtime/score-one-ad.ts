import type { AdRow, SearchParametersRow, SearchRow } from '../../../db/rows.js';
import type { AdScore } from '../engine-port.js';
import { buildMarket } from '../core/market.js';
import { compileQuery } from '../core/match.js';
import { scoreAd, storedPointsOf } from '../core/score.js';
import { searchQueryOf, toRawAd } from './search-query.js';

/** Scores one stored ad (e.g. one added by hand) as a run would: the search's query, `market` as the comparable ads. */
export function scoreOneAd(search: SearchRow, parameters: SearchParametersRow | null, ad: AdRow, market: AdRow[], now: Date): AdScore {
  const raw = toRawAd(ad);
  const scored = scoreAd(compileQuery(searchQueryOf(search, parameters), now), raw, buildMarket([...market.map(toRawAd), raw]), now);
  return {
    finalScore: scored.finalScore,
    goodThings: scored.goodThings,
    badThings: scored.badThings,
    points: storedPointsOf(scored),
    wishGroup: scored.wishGroup ?? 0,
    brokenWish: scored.brokenWish ?? null,
  };
}
