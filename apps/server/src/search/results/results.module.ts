import type { Executor, Transact } from '../../db/client.js';
import type { EnginePort } from '../engine/engine-port.js';
import type { ExpertAdsReadModel } from '../../marketplace/index.js';
import type { SearchAccessReadModel } from '../searches/search-access.read-model.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { AdResultReadModel } from './ad-result.read-model.js';
import { ResultsRepository } from './results.repository.js';
import { resultsRoutes } from './results.routes.js';
import { ResultsService, type ManualAdNoticePort, type SearchAccess } from './results.service.js';

export type ResultsModuleDeps = {
  db: Executor;
  transaction: Transact;
  searches: SearchAccess;
  notifications: ManualAdNoticePort;
  engine: Pick<EnginePort, 'scoreAd'>;
  access: Pick<SearchAccessReadModel, 'readableBy'>;
  experts: Pick<ExpertAdsReadModel, 'openHireExpert' | 'hiredExpert'>;
};

/** Search results and manual ads; also the ad-result read model the ads, likes and filtered modules read through. */
export function createResultsModule({
  db,
  transaction,
  searches,
  notifications,
  engine,
  access,
  experts,
}: ResultsModuleDeps): Module<ResultsService> & { readModel: AdResultReadModel } {
  const repository = new ResultsRepository(db, access, experts);
  const readModel = new AdResultReadModel(repository);
  const service = new ResultsService(repository, readModel, transaction, searches, notifications, engine);
  return { service, readModel, routes: bindRoutes(resultsRoutes, { results: service }) };
}
