import type { Executor } from '../../db/client.js';
import type { HireFactsReadModel } from '../hires/hire-facts.read-model.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { CatalogRepository } from './catalog.repository.js';
import { catalogRoutes } from './catalog.routes.js';
import { CatalogService } from './catalog.service.js';

export function createCatalogModule({ db, hires }: { db: Executor; hires: Pick<HireFactsReadModel, 'completedByExpert'> }): Module<CatalogService> {
  const service = new CatalogService(new CatalogRepository(db), hires);
  return { service, routes: bindRoutes(catalogRoutes, { catalog: service }) };
}
