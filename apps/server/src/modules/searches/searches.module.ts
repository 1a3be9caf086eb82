import type { Executor, Transact } from '../../db/client.js';
import type { EnginePort } from '../../engine/engine-port.js';
import { bindRoutes, type Module } from '../module.js';
import type { LimitsService } from '../subscriptions/limits.service.js';
import { SearchesRepository } from './searches.repository.js';
import { searchesRoutes } from './searches.routes.js';
import { SearchesService } from './searches.service.js';

export type SearchesModuleDeps = {
  db: Executor;
  transaction: Transact;
  limits: Pick<LimitsService, 'forUser' | 'assertCanKeepOneMore' | 'assertCanActivateOneMore' | 'assertFrequencyAllowed'>;
  engine: Pick<EnginePort, 'queueRun'>;
};

export function createSearchesModule({ db, transaction, limits, engine }: SearchesModuleDeps): Module<SearchesService> {
  const service = new SearchesService(new SearchesRepository(db), transaction, limits, engine);
  return { service, routes: bindRoutes(searchesRoutes, { searches: service }) };
}
