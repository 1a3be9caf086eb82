import type { Database } from '../../db/client.js';
import { bindRoutes, type Module } from '../module.js';
import { healthRoutes } from './health.routes.js';
import { HealthService } from './health.service.js';

export function createHealthModule({ database }: { database: Pick<Database, 'db' | 'kind'> }): Module<HealthService> {
  const service = new HealthService(database);
  return { service, routes: bindRoutes(healthRoutes, { health: service }) };
}
