import type { FastifyBaseLogger } from 'fastify';
import { redactLocation } from '../feed/feed-source.js';
import type { FeedReader } from './feed-reader.js';
import type { Poller } from './poll-types.js';

/**
 * A feed location's poller over a FeedReader: an unchanged file is a complete read with nothing new; skipped lines are
 * counted as bad and logged once per read.
 */
export function feedPoller(reader: FeedReader, log: Pick<FastifyBaseLogger, 'warn'>): Poller {
  return {
    async read(row, signal) {
      const read = await reader.read(row, signal);
      if (read.status === 'unchanged') return { ...read, complete: true };
      if (read.stats.bad > 0) log.warn({ location: redactLocation(row.location), bad: read.stats.bad, first: read.stats.errors }, 'feed lines skipped');
      return { ...read, bad: read.stats.bad };
    },
  };
}
