import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { runSearchJob } from '../../jobs/run-search.job.js';
import { AlertPolicy, type AlertLatencyMetrics, type InstantAlertPlansPort } from './runtime/alert-policy.js';
import { AdCatalog } from './runtime/catalog.js';
import type { EnginePort, MatchAlertsPort, SourceHealth } from './engine-port.js';
import type { CategoryId } from './core/types.js';
import { FEED_SOURCE_NAME, parseFeedLocations, redactLocation, redactUrls } from './runtime/feed/feed-source.js';
import { freshDemoFeed } from './runtime/feed/fresh-demo-feed.js';
import { AdStoreRepository, type IngestedAd } from './runtime/ingest/ad-store.repository.js';
import { FeedReader } from './runtime/ingest/feed-reader.js';
import { feedPoller } from './runtime/ingest/feed-poller.js';
import { Ingest, type PollMetrics } from './runtime/ingest/ingest.js';
import { SourcePollsRepository, type PollLocation } from './runtime/ingest/source-polls.repository.js';
import { UnseenSweep } from './runtime/ingest/unseen-sweep.js';
import { PercolationStore } from './runtime/percolate/percolation-store.js';
import { Percolator } from './runtime/percolate/percolator.js';
import { SearchIndexCache } from './runtime/percolate/search-index.js';
import { PollLoop } from './runtime/poll-loop.js';
import { SearchRunner } from './runtime/run-search.js';
import { RunStore } from './runtime/run-store.js';
import { countDueSearches, Scheduler } from './runtime/scheduler.js';
import { CatalogMarkets } from './runtime/catalog-markets.js';
import { priceContextIn, priceContextOf } from './runtime/price-context.js';
import { scoreOneAd } from './runtime/score-one-ad.js';
import { CONNECTOR_NAMES, createWallapopPoller, parseConnectorNames } from './runtime/sources/connectors.js';
import { SourceStatusRepository } from './runtime/sources/source-status.repository.js';

export const DEMO_FEED_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/demo-feed.jsonl');
export const RUN_TIME_LIMIT_MS = 90_000;
export const SCHEDULER_INTERVAL_MS = 60_000;
/** How often a worker looks for due polls and held-back instant alerts. */
export const POLL_TICK_MS = 5_000;

/** FEED_FILES, or the shipped demo feed (dated to today) when unset, so a new install has ads to find. */
export const feedLocationsOf = (config: Pick<Config, 'FEED_FILES' | 'dataDir'>) => {
  const configured = parseFeedLocations(config.FEED_FILES);
  return configured.length ? configured : [freshDemoFeed(DEMO_FEED_PATH, config.dataDir)];
};

export type EngineDeps = {
  config: Config;
  db: Db;
  queue: JobQueue;
  alerts: MatchAlertsPort;
  plans: InstantAlertPlansPort;
  log: FastifyBaseLogger;
  fetchImpl?: typeof fetch;
  /** Polls, results per poll and alert latency, for /metrics. */
  metrics?: EngineMetrics;
};

export type EngineMetrics = PollMetrics & AlertLatencyMetrics & { percolated(newResults: number): void };

/** The search engine of one process: ingest and percolation, the runner, the scheduler tick, and the port modules use. */
export function createEngine({ config, db, queue, alerts, plans, log, fetchImpl, metrics }: EngineDeps) {
  const sourceStatus = new SourceStatusRepository(db);
  const sourcePolls = new SourcePollsRepository(db);
  const worker = `${hostname()}:${process.pid}`;
  const runStore = new RunStore(db);
  const catalog = new AdCatalog(db);
  const markets = new CatalogMarkets(catalog);
  const alertPolicy = new AlertPolicy(db, alerts, plans, metrics);
  const percolator = new Percolator({ catalog, index: new SearchIndexCache(db), store: new PercolationStore(db), alerts: alertPolicy, log, worker });
  const adStore = new AdStoreRepository(db);
  const unseen = new UnseenSweep(adStore);
  const feedReader = new FeedReader(fetchImpl, { maxBytes: config.FEED_MAX_BYTES, maxLineChars: config.FEED_MAX_LINE_CHARS });
  const wallapop = parseConnectorNames(config.SOURCES).includes('wallapop')
    ? createWallapopPoller({ config, db, statusRepository: sourceStatus, store: adStore, log, fetchImpl })
    : null;
  const locations = async (): Promise<PollLocation[]> => [
    ...feedLocationsOf(config).map((location) => ({ location, source: FEED_SOURCE_NAME })),
    ...(wallapop ? await wallapop.locations() : []),
  ];
  /** What this process percolated since it started (benchmarks read it). */
  const percolated = { ads: 0, candidates: 0, matches: 0 };
  const percolate = async (ingested: readonly IngestedAd[], now: Date, poll?: object) => {
    const summary = await percolator.percolate(ingested, now, poll);
    percolated.ads += summary.ads;
    percolated.candidates += summary.candidates;
    percolated.matches += summary.matches;
    metrics?.percolated(summary.newResults);
  };
  const ingest = new Ingest({
    polls: sourcePolls,
    store: adStore,
    pollers: { feed: feedPoller(feedReader, log), ...(wallapop ? { wallapop: wallapop.poller } : {}) },
    locations,
    percolate,
    settle: (poll) => percolator.settle(poll),
    intervalSeconds: () => config.SOURCE_POLL_SECONDS,
    log,
    metrics,
  });

  const runner = new SearchRunner({
    store: runStore,
    alerts: alertPolicy,
    async read(query, trigger, signal) {
      // A location never read (a new install, a new FEED_FILES entry, a new Wallapop area) is read now, here.
      const first = await ingest.firstReads(signal);
      if (trigger === 'manual') await sourcePolls.requestEarly();
      await catalog.refresh();
      return { ads: catalog.prepared(query.categoryId), sources: await sourcePolls.answeringSources(), badLines: first.reduce((sum, r) => sum + r.bad, 0) };
    },
    log,
    worker,
    timeLimitMs: RUN_TIME_LIMIT_MS,
  });
  const scheduler = new Scheduler(db, queue, (error) => log.error({ err: error }, 'scheduler tick failed'));
  // Stopping the worker ends a long poll between two batches (the location is handed back, due at once).
  let stopping = new AbortController();
  const pollLoop = new PollLoop(
    async () => {
      await ingest.pollDue({ signal: stopping.signal });
      await alertPolicy.sweep();
      await unseen.due();
    },
    (error) => log.error({ err: error }, 'poll tick failed'),
  );

  const port: EnginePort = {
    sourceFreshness: () => sourcePolls.freshness(),
    async sourcePolls() {
      // Query strings may carry keys: the administrator sees them redacted too (docs/sources.md).
      return (await sourcePolls.health()).map((row) => ({
        ...row,
        location: redactLocation(row.location),
        lastError: row.lastError && redactUrls(row.lastError),
      }));
    },
    scoreAd: scoreOneAd,
    async priceContext(ad, searchResults) {
      // An ad the catalog holds was scored in the catalog's market (polls, runs): its chart is read there too. One
      // added by hand, or gone, was scored among its search's results (score-one-ad.ts).
      await catalog.refresh();
      const prepared = catalog.preparedById(ad.categoryId as CategoryId, ad.id);
      const market = prepared && markets.of(prepared.ad.category);
      return prepared && market?.has(prepared) ? priceContextIn(prepared, market) : priceContextOf(ad, searchResults);
    },
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
    ingest,
    catalog,
    alertPolicy,
    percolated,
    /** Percolates ads a poll wrote, as this process's polls do (tests building their own Ingest use it). */
    percolate,
    feedLocations: () => feedLocationsOf(config),
    /** Searches due and not claimed yet (read when /metrics is scraped). */
    dueSearches: () => countDueSearches(db),
    /** Polls every due location now (tests and benchmarks; workers do it on their poll tick). */
    pollNow: () => ingest.pollDue(),
    /** Writes the 30-day rule now (workers do it on their poll tick, every UNSEEN_SWEEP_MS). */
    sweepUnseen: () => unseen.run(),
    /** Starts the run-search workers (WORKER_CONCURRENCY of them), the minute tick and the poll tick. */
    async startWorker(options: { schedulerIntervalMs?: number; pollTickMs?: number } = {}) {
      for (let i = 0; i < config.WORKER_CONCURRENCY; i += 1) {
        await runSearchJob.work(queue, ({ searchId, trigger }) => runner.run(searchId, trigger));
      }
      stopping = new AbortController();
      scheduler.start(options.schedulerIntervalMs ?? SCHEDULER_INTERVAL_MS);
      pollLoop.start(options.pollTickMs ?? POLL_TICK_MS);
    },
    stop: async () => {
      stopping.abort();
      await Promise.all([scheduler.stop(), pollLoop.stop()]);
    },
  };
}

export type Engine = ReturnType<typeof createEngine>;
