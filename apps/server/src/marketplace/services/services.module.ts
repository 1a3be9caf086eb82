import { bindRoutes } from '../../http/module.js';
import type { Db } from '../../db/client.js';
import type { ImageUploads } from '../../http/image-upload.js';
import { ServicesRepository } from './services.repository.js';
import { servicesRoutes } from './services.routes.js';
import { ServicesService, type ServiceReader } from './services.service.js';

export type ServicesModuleDeps = { db: Db; images: ImageUploads; reader: ServiceReader };

export function createServicesModule({ db, images, reader }: ServicesModuleDeps) {
  const service = new ServicesService({ repository: new ServicesRepository(db), images, reader });
  return { service, routes: bindRoutes(servicesRoutes, { service }) };
}
