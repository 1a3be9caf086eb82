import type { Executor } from '../../db/client.js';
import type { EnginePort } from '../engine/engine-port.js';
import { bindRoutes, type Module } from '../../http/module.js';
import type { AdResultReadModel } from '../results/ad-result.read-model.js';
import { AdsRepository } from './ads.repository.js';
import { adsRoutes } from './ads.routes.js';
import { AdsService } from './ads.service.js';

export function createAdsModule({
  db,
  ads,
  engine,
}: {
  db: Executor;
  ads: Pick<AdResultReadModel, 'throughBestResults' | 'pricingInputFor'>;
  engine: Pick<EnginePort, 'priceContext'>;
}): Module<AdsService> {
  const service = new AdsService(new AdsRepository(db), ads, engine);
  return { service, routes: bindRoutes(adsRoutes, { ads: service }) };
}
