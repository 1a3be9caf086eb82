import type { Executor } from '../../db/client.js';
import { bindRoutes, type Module } from '../module.js';
import type { AdResultReadModel } from '../results/ad-result.read-model.js';
import { AdsRepository } from './ads.repository.js';
import { adsRoutes } from './ads.routes.js';
import { AdsService } from './ads.service.js';

export function createAdsModule({ db, ads }: { db: Executor; ads: Pick<AdResultReadModel, 'throughBestResults'> }): Module<AdsService> {
  const service = new AdsService(new AdsRepository(db), ads);
  return { service, routes: bindRoutes(adsRoutes, { ads: service }) };
}
