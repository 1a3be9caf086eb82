import type { Executor, Transact } from '../../db/client.js';
import type { EnginePort } from '../../engine/engine-port.js';
import type { HireSummaryReadModel } from '../hires/hire-summary.read-model.js';
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
  hires: Pick<HireSummaryReadModel, 'forSearch'>;
};

export function createSearchesModule({ db, transaction, limits, engine, hires }: SearchesModuleDeps): Module<SearchesService> {
  const service = new SearchesService(new SearchesRepository(db), transaction, limits, engine, hires);
  return { service, routes: bindRoutes(searchesRoutes, { searches: service }) };
}
