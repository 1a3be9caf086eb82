import { SOURCE_ERROR_TEXT, type SourcePollsResponse, type SourcesFreshnessResponse, type SourceStatus } from '@ojeador/shared';
import type { EnginePort, SourceHealth } from '../../search/index.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function statusOf({ source, enabled, feedLocations, status }: SourceHealth): SourceStatus {
  return {
    source,
    enabled,
    state: status?.state ?? 'ok',
    lastOkAt: iso(status?.lastOkAt ?? null),
    lastError: status?.lastError ?? null,
    pausedUntil: iso(status?.pausedUntil ?? null),
    consecutiveFailures: status?.consecutiveFailures ?? 0,
    ...(feedLocations === undefined ? {} : { feedLocations }),
  };
}

/**
 * Every known source, on or off, with what `source_status` says about it (no row yet: ok, never called); and, for
 * every signed-in user, how fresh each polled source is (`source_polls`).
 */
export class SourcesService {
  constructor(private readonly engine: Pick<EnginePort, 'sourceHealth' | 'sourceFreshness' | 'sourcePolls'>) {}

  async status(): Promise<SourceStatus[]> {
    return (await this.engine.sourceHealth()).map(statusOf);
  }

  /** When each source was last read in full and when it is read next ("Feed: leído hace 2 min · próxima lectura en 1 min"). */
  async freshness(): Promise<SourcesFreshnessResponse> {
    const rows = await this.engine.sourceFreshness();
    return {
      sources: rows.map(({ source, lastReadAt, nextReadAt, errorKind }) => ({
        source,
        lastReadAt: iso(lastReadAt),
        nextReadAt: iso(nextReadAt),
        // Customers get the kind in a few words; the detail may name a URL with its key or a database message.
        lastError: errorKind ? SOURCE_ERROR_TEXT[errorKind] : null,
        errorKind,
      })),
    };
  }

  /** The administrator's sources page: every poll location's health, query strings redacted (docs/sources.md). */
  async polls(): Promise<SourcePollsResponse> {
    const rows = await this.engine.sourcePolls();
    return {
      polls: rows.map((row) => ({
        source: row.source,
        location: row.location,
        lastGoodAt: iso(row.lastGoodAt),
        lastPolledAt: iso(row.lastPolledAt),
        lastError: row.lastError,
        errorKind: row.lastError === null ? null : (row.lastErrorKind ?? 'internal'),
        adsRead: row.lastReadCount,
        badLines: row.lastBadCount,
        nextReadAt: iso(row.nextPollAt),
      })),
    };
  }
}
