import type { Executor } from '../../db/client.js';
import { bindRoutes, type Module } from '../module.js';
import { CatalogRepository } from './catalog.repository.js';
import { catalogRoutes } from './catalog.routes.js';
import { CatalogService } from './catalog.service.js';

export function createCatalogModule({ db }: { db: Executor }): Module<CatalogService> {
  const service = new CatalogService(new CatalogRepository(db));
  return { service, routes: bindRoutes(catalogRoutes, { catalog: service }) };
}
