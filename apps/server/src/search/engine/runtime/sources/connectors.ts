import type { Config } from '../../../../config.js';
import { FEED_SOURCE_NAME } from '../feed/feed-source.js';
import type { Executor } from '../../../../db/client.js';
import type { AdStoreRepository } from '../ingest/ad-store.repository.js';
import type { SourceStatusRepository } from './source-status.repository.js';
import { createWallapopSource, WALLAPOP_SOURCE_NAME, type SourceLog } from './wallapop.js';
import { wallapopPoller } from './wallapop-poller.js';

/** Platform connectors SOURCES may turn on (all off by default). */
export const CONNECTOR_NAMES = [WALLAPOP_SOURCE_NAME] as const;
export type ConnectorName = (typeof CONNECTOR_NAMES)[number];

const isConnectorName = (name: string): name is ConnectorName => (CONNECTOR_NAMES as readonly string[]).includes(name);

/**
 * SOURCES, comma-separated and case-insensitive. 'feed' is accepted and ignored (it is always on);
 * any other unknown name stops the start-up, so a typo never silently disables a connector.
 */
export function parseConnectorNames(value: string): ConnectorName[] {
  const names = [
    ...new Set(
      value
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const unknown = names.filter((name) => name !== FEED_SOURCE_NAME && !isConnectorName(name));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown source${unknown.length > 1 ? 's' : ''} in SOURCES: ${unknown.map((n) => `"${n}"`).join(', ')}. Known sources: ${CONNECTOR_NAMES.join(', ')} (the feed is always on).`,
    );
  }
  return names.filter(isConnectorName);
}

type ConnectorDeps = {
  config: Pick<Config, 'SOURCES' | 'WALLAPOP_API_BASE' | 'WALLAPOP_MIN_INTERVAL_MS' | 'WALLAPOP_BACKOFF_BASE_MS'>;
  statusRepository: SourceStatusRepository;
  log: SourceLog;
};

/**
 * The Wallapop connector of this process, polled by coarse queries (wallapop-poller.ts): built once, so its rate
 * limiter is shared by every poll of the process.
 */
export function createWallapopPoller({
  config,
  db,
  statusRepository,
  store,
  log,
  fetchImpl,
}: ConnectorDeps & { db: Executor; store: AdStoreRepository; fetchImpl?: typeof fetch }) {
  const source = createWallapopSource({
    apiBase: config.WALLAPOP_API_BASE,
    statusRepository,
    log,
    minIntervalMs: config.WALLAPOP_MIN_INTERVAL_MS,
    retry: { backoffBaseMs: config.WALLAPOP_BACKOFF_BASE_MS },
    ...(fetchImpl ? { fetchImpl } : {}),
  });
  return wallapopPoller({ db, source, store });
}
