import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Executor, Transact } from '../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { createAdsModule } from './ads/ads.module.js';
import { createEngine, type EngineDeps } from './engine/engine.js';
import { createFilteredModule } from './filtered/filtered.module.js';
import { createLikesModule } from './likes/likes.module.js';
import { createResultsModule, type ResultsModuleDeps } from './results/results.module.js';
import { SearchAccessReadModel } from './searches/search-access.read-model.js';
import { SearchQuota } from './searches/search-quota.service.js';
import { SearchRowsReadModel } from './searches/search-rows.read-model.js';
import { createSearchesModule, type SearchesModuleDeps } from './searches/searches.module.js';

/** What the search area needs of the marketplace, built after it (decision 041): the hires' read models. */
export type SearchLater = {
  hireSummaries: Pick<SearchesModuleDeps['hires'], 'forSearch'>;
  hireFacts: Pick<SearchesModuleDeps['hires'], 'searchHasLiveHire'> & ConstructorParameters<typeof SearchAccessReadModel>[1];
  expertAds: ResultsModuleDeps['experts'];
};

export type SearchAreaDeps = {
  db: Executor;
  transaction: Transact;
  queue: JobQueue;
  config: Config;
  log: FastifyBaseLogger;
  /** New matches told to their searches' owners, and the in-app notice of a manual ad. */
  matchAlerts: EngineDeps['alerts'];
  notifications: ResultsModuleDeps['notifications'];
  /** Who gets instant alerts (the instant-alert plans flow). */
  plans: EngineDeps['plans'];
  limits: SearchesModuleDeps['limits'];
  metrics: EngineDeps['metrics'];
  later: SearchLater;
};

/** The search area (docs/architecture.md, "Areas"): searches and their parameters, results, ads, likes, the filtered list, the engine. */
export function createSearchArea({ db, transaction, queue, config, log, matchAlerts, notifications, plans, limits, metrics, later }: SearchAreaDeps) {
  const engine = createEngine({ config, db, queue, alerts: matchAlerts, plans, log, metrics });
  const access = new SearchAccessReadModel(db, later.hireFacts);
  const hires = {
    forSearch: (searchId: number, viewerId: number) => later.hireSummaries.forSearch(searchId, viewerId),
    searchHasLiveHire: (searchId: number) => later.hireFacts.searchHasLiveHire(searchId),
  };
  const searches = createSearchesModule({ db, transaction, limits, engine: engine.port, hires, access });
  const results = createResultsModule({
    db,
    transaction,
    searches: searches.service,
    notifications,
    engine: engine.port,
    access,
    experts: later.expertAds,
  });
  const ads = createAdsModule({ db, ads: results.readModel, engine: engine.port });
  const likes = createLikesModule({ db, ads: results.readModel });
  const filtered = createFilteredModule({ db, ads: results.readModel });
  return {
    routes: [searches.routes, results.routes, ads.routes, likes.routes, filtered.routes],
    engine,
    searches: searches.service,
    /** What other areas read of results, searches and ads. */
    adResults: results.readModel,
    rows: new SearchRowsReadModel(db),
    quota: new SearchQuota(db),
    accountErasure: searches.accountErasure,
    services: { searches: searches.service, results: results.service },
  };
}
