import type { Executor } from '../../db/client.js';
import { bindRoutes, type Module } from '../../http/module.js';
import type { AdResultReadModel } from '../results/ad-result.read-model.js';
import { FilteredRepository } from './filtered.repository.js';
import { filteredRoutes } from './filtered.routes.js';
import { FilteredService } from './filtered.service.js';

export function createFilteredModule({ db, ads }: { db: Executor; ads: Pick<AdResultReadModel, 'inSearch'> }): Module<FilteredService> {
  const service = new FilteredService(new FilteredRepository(db), ads);
  return { service, routes: bindRoutes(filteredRoutes, { filtered: service }) };
}
