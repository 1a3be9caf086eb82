import type { EnginePort } from '../../search/index.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { sourcesRoutes } from './sources.routes.js';
import { SourcesService } from './sources.service.js';

export function createSourcesModule({ engine }: { engine: Pick<EnginePort, 'sourceHealth' | 'sourceFreshness' | 'sourcePolls'> }): Module<SourcesService> {
  const service = new SourcesService(engine);
  return { service, routes: bindRoutes(sourcesRoutes, { sources: service }) };
}
