import { bindRoutes } from '../module.js';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../integrations/file-store.js';
import { ServicesRepository } from './services.repository.js';
import { servicesRoutes } from './services.routes.js';
import { ServicesService, type ServiceReader } from './services.service.js';

export type ServicesModuleDeps = { db: Db; files: FileStore; reader: ServiceReader };

export function createServicesModule({ db, files, reader }: ServicesModuleDeps) {
  const service = new ServicesService({ repository: new ServicesRepository(db), files, reader });
  return { service, routes: bindRoutes(servicesRoutes, { service }) };
}
