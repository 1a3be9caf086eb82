import { nearMissBasis } from '@ojeador/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { RunTrigger } from '../../../jobs/run-search.job.js';
import type { AlertPolicy } from './alert-policy.js';
import type { PreparedAd } from '../core/prepared-ad.js';
import { evaluateWithNearMisses } from '../core/pipeline.js';
import { keptOfRun } from '../core/result-retention.js';
import type { RunCounts, RunStore } from './run-store.js';
import { searchQueryOf } from './search-query.js';
import type { RawAd, ScoredAd, SearchQuery } from '../core/types.js';

export type { RunTrigger };
export type RunSummary = RunCounts & { runId: number; sources: string[] };

/** What a run reads: the ads of the store (engine 2), which sources they come from, and bad lines a first read met. */
export type RunRead = { ads: Iterable<RawAd | PreparedAd>; sources: string[]; badLines: number };

export type RunnerOptions = {
  store: RunStore;
  /** Reads the store for a run (and, for "Buscar ahora", asks for an early poll): no source is fetched per search. */
  read: (query: SearchQuery, trigger: RunTrigger, signal: AbortSignal) => Promise<RunRead>;
  alerts: Pick<AlertPolicy, 'sendOwed'>;
  log: FastifyBaseLogger;
  worker: string;
  timeLimitMs: number;
  now?: () => Date;
};

/** The same ad seen twice counts once: the last copy wins. */
function dedupe(scored: readonly ScoredAd[]): ScoredAd[] {
  const byKey = new Map<string, ScoredAd>();
  for (const item of scored) byKey.set(`${item.ad.platformId}:${item.ad.externalId}`, item);
  return [...byKey.values()];
}

/**
 * One search run: read the store, match and score, store, and alert what the search owes. Idempotent. A scheduled
 * run of a search that ran before only sends its digest: polls already brought its new results (decision 029).
 */
export class SearchRunner {
  private readonly now: () => Date;
  constructor(private readonly options: RunnerOptions) {
    this.now = options.now ?? (() => new Date());
  }

  async run(searchId: number, trigger: RunTrigger): Promise<RunSummary | null> {
    const { store, log } = this.options;
    const loaded = await store.loadSearch(searchId);
    if (!loaded) return null;
    // A blocked (or deleted) owner's searches do not run, whoever queued the run.
    if (!loaded.ownerActive) return null;
    // Without parameters a search would take every ad it sees; it runs once they are saved (an 'edit' run).
    if (!loaded.parameters) {
      log.info({ searchId, trigger }, 'search without parameters; not run');
      return null;
    }
    if (trigger === 'schedule' && !loaded.search.isActive) return null;
    if (trigger === 'schedule' && loaded.search.lastExecution !== null) {
      await this.options.alerts.sendOwed(searchId);
      return null;
    }
    const runId = await store.startRun(searchId, trigger, this.options.worker);
    const counts: RunCounts = { adsRead: 0, badLines: 0, matched: 0, newResults: 0, priceChanges: 0, excludedResults: 0, restoredResults: 0 };
    try {
      const query = searchQueryOf(loaded.search, loaded.parameters);
      const signal = AbortSignal.timeout(this.options.timeLimitMs);
      const { ads, sources: used, badLines } = await this.options.read(query, trigger, signal);
      counts.badLines = badLines;
      const now = this.now();
      const evaluated = evaluateWithNearMisses(query, ads, now);
      counts.adsRead = evaluated.read;
      const scored = dedupe(evaluated.scored);
      counts.matched = scored.length;
      // Every match counts as matched; the search keeps those decision 035 says (result-retention.ts).
      const stored = await store.storeMatches(searchId, keptOfRun(scored), now);
      const fresh = stored.filter((s) => s.isNewResult).sort((a, b) => b.scored.finalScore - a.scored.finalScore);
      counts.newResults = fresh.length;
      counts.restoredResults = stored.filter((s) => s.restored).length;
      if (trigger === 'edit') {
        counts.excludedResults = await store.setAsideUnmatched(
          searchId,
          stored.map((s) => s.adId),
          now,
        );
      }
      const basis = nearMissBasis({ categoryId: loaded.search.categoryId, description: loaded.search.description, parameters: loaded.parameters });
      await store.finishRun(runId, counts, undefined, { basis, suggestions: evaluated.nearMisses });
      await this.options.alerts.sendOwed(searchId);
      log.info({ searchId, trigger, ...counts, sources: used }, 'search run finished');
      return { ...counts, runId, sources: used };
    } catch (error) {
      await store.finishRun(runId, counts, (error as Error).message);
      throw error;
    }
  }
}
