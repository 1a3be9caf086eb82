import type { PriceContext } from '@ojeador/shared';
import type { AdRow, SearchParametersRow, SearchRow } from '../../db/rows.js';
import type { RunTrigger } from '../../jobs/run-search.job.js';
import type { SourceFreshness, SourcePollHealth } from './runtime/ingest/source-polls.repository.js';
import type { SourceStatusRow } from './runtime/sources/source-status.repository.js';

import type { StoredPoints } from './core/types.js';

export type { SourceFreshness, StoredPoints };

/** An ad's score for a search, and its wish group (0 breaks no wish, 1 one: `brokenWish`, 2 more; docs/scoring.md "Grouping"). */
export type AdScore = {
  finalScore: number;
  goodThings: string[];
  badThings: string[];
  /** The points as codes and values, for clients that word them in their reader's language (decision 031). */
  points: StoredPoints;
  wishGroup: number;
  brokenWish: string | null;
};

/** A source the engine knows, whether SOURCES turned it on, and what `source_status` says (null: never called). */
export type SourceHealth = { source: string; enabled: boolean; feedLocations?: number; status: SourceStatusRow | null };

/**
 * How modules reach the engine: the only engine type a module imports. Each module takes the
 * `Pick<EnginePort, ...>` it needs from the composition root.
 */
export type EnginePort = {
  /** Scores one ad against a search exactly as a run would, with `market` as the comparable ads. */
  scoreAd(search: SearchRow, parameters: SearchParametersRow | null, ad: AdRow, market: AdRow[], now: Date): AdScore;
  /**
   * Where the ad's price sits (the ad page's chart), from the same market and reference as the score's price point:
   * the category's live ads for an ad the engine polled, `searchResults` for one added by hand. Null when the ad has
   * no price.
   */
  priceContext(ad: AdRow, searchResults: AdRow[]): Promise<PriceContext | null>;
  /** Queues one run of the search for the engine's workers. */
  queueRun(searchId: number, trigger: RunTrigger): Promise<void>;
  /** Every ad source, on or off, with its health. */
  sourceHealth(): Promise<SourceHealth[]>;
  /** Per polled source: when it was last read in full and when its next read is due (decision 029). */
  sourceFreshness(): Promise<SourceFreshness[]>;
  /** Every poll location with its health (the administrator's sources page); URL query strings redacted. */
  sourcePolls(): Promise<SourcePollHealth[]>;
};

/** A run's new matches, best first, each with its points (null on results stored before them): the alert words why from them. */
export type NewMatches = {
  userId: number;
  searchId: number;
  searchTitle: string;
  matches: { adId: number; title: string; price: number; finalScore: number; image: string | null; points: StoredPoints | null }[];
};

/** What the engine tells the rest of the app after a run with new matches (the notifications module implements it). */
export type MatchAlertsPort = { notifyNewMatches(newMatches: NewMatches): Promise<void> };
