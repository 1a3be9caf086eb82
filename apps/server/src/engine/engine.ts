import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { runSearchJob } from '../jobs/run-search.job.js';
import type { EnginePort, MatchAlertsPort, SourceHealth } from './engine-port.js';
import { createFeedSource, FEED_SOURCE_NAME, parseFeedLocations } from './feed/feed-source.js';
import { freshDemoFeed } from './feed/fresh-demo-feed.js';
import { SearchRunner, type SourceSet } from './run-search.js';
import { RunStore } from './run-store.js';
import { Scheduler } from './scheduler.js';
import { priceContextOf } from './price-context.js';
import { scoreOneAd } from './score-one-ad.js';
import { CONNECTOR_NAMES, createConnectors, parseConnectorNames } from './sources/connectors.js';
import { SourceStatusRepository } from './sources/source-status.repository.js';
import { SourcePollsRepository } from './ingest/source-polls.repository.js';

export const DEMO_FEED_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/demo-feed.jsonl');
export const RUN_TIME_LIMIT_MS = 90_000;
export const SCHEDULER_INTERVAL_MS = 60_000;

/** FEED_FILES, or the shipped demo feed (dated to today) when unset, so a new install has ads to find. */
export const feedLocationsOf = (config: Pick<Config, 'FEED_FILES' | 'dataDir'>) => {
  const configured = parseFeedLocations(config.FEED_FILES);
  return configured.length ? configured : [freshDemoFeed(DEMO_FEED_PATH, config.dataDir)];
};

type EngineDeps = { config: Config; db: Db; queue: JobQueue; alerts: MatchAlertsPort; log: FastifyBaseLogger };

/** The search engine of one process: its runner, the scheduler tick, the run-search workers, and the port modules use. */
export function createEngine({ config, db, queue, alerts, log }: EngineDeps) {
  const sourceStatus = new SourceStatusRepository(db);
  const connectors = createConnectors({ config, statusRepository: sourceStatus, log });
  const sourcesForRun = (): SourceSet => {
    let badLines = 0;
    const feed = createFeedSource({
      locations: feedLocationsOf(config),
      onLocationDone: (report) => {
        badLines += report.stats.bad;
        if (report.stats.bad > 0) log.warn({ location: report.location, bad: report.stats.bad, first: report.stats.errors }, 'feed lines skipped');
        if (report.error) log.warn({ location: report.location, error: report.error }, 'feed location failed');
      },
    });
    return { sources: [feed, ...connectors], badLines: () => badLines };
  };
  const runner = new SearchRunner({
    store: new RunStore(db),
    alerts,
    sourcesForRun,
    log,
    worker: `${hostname()}:${process.pid}`,
    timeLimitMs: RUN_TIME_LIMIT_MS,
  });
  const scheduler = new Scheduler(db, queue, (error) => log.error({ err: error }, 'scheduler tick failed'));

  const sourcePolls = new SourcePollsRepository(db);
  const port: EnginePort = {
    sourceFreshness: () => sourcePolls.freshness(),
    scoreAd: scoreOneAd,
    priceContext: priceContextOf,
    queueRun: (searchId, trigger) => runSearchJob.send(queue, { searchId, trigger }),
    async sourceHealth(): Promise<SourceHealth[]> {
      const rows = new Map((await sourceStatus.list()).map((row) => [row.source, row]));
      const enabled = parseConnectorNames(config.SOURCES);
      return [
        {
          source: FEED_SOURCE_NAME,
          enabled: true,
          feedLocations: parseFeedLocations(config.FEED_FILES).length || 1,
          status: rows.get(FEED_SOURCE_NAME) ?? null,
        },
        ...CONNECTOR_NAMES.map((name) => ({ source: name, enabled: enabled.includes(name), status: rows.get(name) ?? null })),
      ];
    },
  };

  return {
    port,
    runner,
    scheduler,
    feedLocations: () => feedLocationsOf(config),
    /** Starts the run-search workers (WORKER_CONCURRENCY of them) and the minute tick. */
    async startWorker(options: { schedulerIntervalMs?: number } = {}) {
      for (let i = 0; i < config.WORKER_CONCURRENCY; i += 1) {
        await runSearchJob.work(queue, ({ searchId, trigger }) => runner.run(searchId, trigger));
      }
      scheduler.start(options.schedulerIntervalMs ?? SCHEDULER_INTERVAL_MS);
    },
    stop: () => scheduler.stop(),
  };
}

export type Engine = ReturnType<typeof createEngine>;
