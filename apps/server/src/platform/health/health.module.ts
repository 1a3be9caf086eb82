import { bindRoutes, type Module } from '../../http/module.js';
import { healthRoutes } from './health.routes.js';
import { HealthService, type HealthDeps } from './health.service.js';

export function createHealthModule(deps: HealthDeps): Module<HealthService> {
  const service = new HealthService(deps);
  return { service, routes: bindRoutes(healthRoutes, { health: service }) };
}
