import type { Executor, Transact } from '../../db/client.js';
import type { EnginePort } from '../engine/engine-port.js';
import type { HireFactsReadModel, HireSummaryReadModel } from '../../marketplace/index.js';
import type { SearchAccessReadModel } from './search-access.read-model.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { instantAlertsRoutes } from './instant-alerts.routes.js';
import { InstantAlertsService } from './instant-alerts.service.js';
import type { LimitsService } from '../../money/index.js';
import { nearMissesRoutes } from './near-misses.routes.js';
import { NearMissesRepository } from './near-misses.repository.js';
import { NearMissesService } from './near-misses.service.js';
import { SearchAccountErasure } from './account-erasure.js';
import { SearchesRepository } from './searches.repository.js';
import { searchesRoutes } from './searches.routes.js';
import { SearchesService } from './searches.service.js';

export type SearchesModuleDeps = {
  db: Executor;
  transaction: Transact;
  limits: Pick<LimitsService, 'forUser' | 'planCodeOf' | 'assertCanKeepOneMore' | 'assertCanActivateOneMore' | 'assertFrequencyAllowed'>;
  engine: Pick<EnginePort, 'queueRun'>;
  hires: Pick<HireSummaryReadModel, 'forSearch'> & Pick<HireFactsReadModel, 'searchHasLiveHire'>;
  /** Who reads a search: the one rule (search-access.read-model.ts). */
  access: Pick<SearchAccessReadModel, 'find'>;
};

export function createSearchesModule({ db, transaction, limits, engine, hires, access }: SearchesModuleDeps): Module<SearchesService> & {
  accountErasure: SearchAccountErasure;
} {
  const repository = new SearchesRepository(db, access);
  const service = new SearchesService(repository, transaction, limits, engine, hires);
  const nearMisses = new NearMissesService(new NearMissesRepository(db), repository, transaction, engine);
  const routes = bindRoutes(searchesRoutes, { searches: service });
  const nearMissRoutes = bindRoutes(nearMissesRoutes, { nearMisses });
  const instantAlertRoutes = bindRoutes(instantAlertsRoutes, { instantAlerts: new InstantAlertsService(repository, limits) });
  return {
    service,
    accountErasure: new SearchAccountErasure(),
    routes: async (app) => {
      await app.register(routes);
      await app.register(nearMissRoutes);
      await app.register(instantAlertRoutes);
    },
  };
}
