import { nearMissBasis } from '@ojeador/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { RunTrigger } from '../jobs/run-search.job.js';
import type { MatchAlertsPort } from './engine-port.js';
import { evaluateWithNearMisses } from './pipeline.js';
import type { RunCounts, RunStore } from './run-store.js';
import { searchQueryOf } from './search-query.js';
import type { AdSource, RawAd, ScoredAd, SearchQuery } from './types.js';

export type { RunTrigger };
export type RunSummary = RunCounts & { runId: number; sources: string[] };

/** What a run reads: the sources for this run, and how many bad feed lines they skipped. */
export type SourceSet = { sources: AdSource[]; badLines: () => number };

export type RunnerOptions = {
  store: RunStore;
  alerts: MatchAlertsPort;
  sourcesForRun: () => SourceSet;
  log: FastifyBaseLogger;
  worker: string;
  timeLimitMs: number;
  now?: () => Date;
};

/** The same ad seen twice (two feed files, two pages) counts once: the last copy wins. */
function dedupe(scored: readonly ScoredAd[]): ScoredAd[] {
  const byKey = new Map<string, ScoredAd>();
  for (const item of scored) byKey.set(`${item.ad.platformId}:${item.ad.externalId}`, item);
  return [...byKey.values()];
}

async function collect(sources: AdSource[], query: SearchQuery, signal: AbortSignal, log: FastifyBaseLogger): Promise<{ ads: RawAd[]; used: string[] }> {
  const ads: RawAd[] = [];
  const used: string[] = [];
  for (const source of sources) {
    try {
      for await (const ad of source.search(query, signal)) ads.push(ad);
      used.push(source.name);
    } catch (error) {
      if (signal.aborted) throw signal.reason ?? error;
      // One failing source must not cost the customer the others' results.
      log.warn({ source: source.name, err: error }, 'source failed during a run');
    }
  }
  if (sources.length > 0 && used.length === 0) throw new Error('Ninguna fuente de anuncios respondió');
  return { ads, used };
}

/** One search run: read the sources, match and score, store, and alert on new results. Idempotent. */
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
    if (trigger === 'schedule' && !loaded.search.isActive) return null;
    const runId = await store.startRun(searchId, trigger, this.options.worker);
    const counts: RunCounts = { adsRead: 0, badLines: 0, matched: 0, newResults: 0, priceChanges: 0, excludedResults: 0, restoredResults: 0 };
    try {
      const query = searchQueryOf(loaded.search, loaded.parameters);
      const { sources, badLines } = this.options.sourcesForRun();
      const signal = AbortSignal.timeout(this.options.timeLimitMs);
      const { ads, used } = await collect(sources, query, signal, log);
      counts.adsRead = ads.length;
      counts.badLines = badLines();
      const now = this.now();
      const evaluated = evaluateWithNearMisses(query, ads, now);
      const scored = dedupe(evaluated.scored);
      counts.matched = scored.length;
      const stored = await store.storeMatches(searchId, scored, now);
      const fresh = stored.filter((s) => s.isNewResult).sort((a, b) => b.scored.finalScore - a.scored.finalScore);
      counts.newResults = fresh.length;
      counts.priceChanges = stored.filter((s) => s.priceChanged).length;
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
      const matches = fresh.map(({ adId, scored: s }) => ({
        adId,
        title: s.ad.title,
        price: s.ad.price,
        finalScore: s.finalScore,
        image: s.ad.images[0] ?? null,
      }));
      // Matches are stored batch by batch: an attempt that failed after some batches left new results unalerted.
      const owed = await store.owedAlerts(searchId, runId, new Set(matches.map((m) => m.adId)));
      const alert = [...matches, ...owed].sort((a, b) => b.finalScore - a.finalScore);
      if (alert.length > 0) {
        await this.options.alerts.notifyNewMatches({ userId: loaded.search.userId, searchId, searchTitle: loaded.search.title, matches: alert });
      }
      log.info({ searchId, trigger, ...counts, sources: used }, 'search run finished');
      return { ...counts, runId, sources: used };
    } catch (error) {
      await store.finishRun(runId, counts, (error as Error).message);
      throw error;
    }
  }
}
