import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { queueDepths, queueRunning, type JobQueue } from '../jobs/job-queue.js';
import type { EnginePort } from '../search/index.js';
import { createHealthModule } from './health/health.module.js';
import { createMetrics } from './metrics/metrics.js';
import { createSiteModule } from './site/site.module.js';
import { createSourcesModule } from './sources/sources.module.js';

/** What the platform needs of the search area, built after it (decision 041): the engine's sources and its due searches. */
export type PlatformLater = {
  sources: Pick<EnginePort, 'sourceHealth' | 'sourceFreshness' | 'sourcePolls'>;
  schedule: { dueSearches(): Promise<number> };
};

/** The platform (docs/architecture.md, "Areas"): health, metrics, robots and sitemap, the sources' operator view. */
export function createPlatformArea({ database, queue, config, later }: { database: Database; queue: JobQueue; config: Config; later: PlatformLater }) {
  const metrics = createMetrics({
    role: config.ROLE,
    processMetrics: Boolean(config.METRICS_TOKEN || config.METRICS_PORT),
    probes: { queueDepths: () => queueDepths(queue), dueSearches: () => later.schedule.dueSearches() },
  });
  // Only worker roles need the queue running to be ready (an API process only sends to it).
  const health = createHealthModule({ database, queue: config.ROLE === 'api' ? null : { running: () => queueRunning(queue) } });
  const site = createSiteModule({ publicUrl: config.publicUrl });
  const sources = createSourcesModule({ engine: later.sources });
  return { metrics, routes: [health.routes, site.routes, sources.routes], services: { readiness: health.service, sources: sources.service } };
}
