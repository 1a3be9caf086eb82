import type { SourceStatus } from '@ojeador/shared';
import { FEED_SOURCE_NAME } from '../../engine/feed/feed-source.js';
import { CONNECTOR_NAMES } from '../../engine/sources/connectors.js';
import type { SourceStatusRepository, SourceStatusRow } from '../../engine/sources/source-status.repository.js';

export type SourcesSetup = {
  /** How many files or URLs the feed reads. */
  feedLocations: number;
  /** The connectors SOURCES turned on. */
  enabledConnectors: readonly string[];
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function statusOf(source: string, enabled: boolean, row: SourceStatusRow | undefined): SourceStatus {
  return {
    source,
    enabled,
    state: row?.state ?? 'ok',
    lastOkAt: iso(row?.lastOkAt ?? null),
    lastError: row?.lastError ?? null,
    pausedUntil: iso(row?.pausedUntil ?? null),
    consecutiveFailures: row?.consecutiveFailures ?? 0,
  };
}

/** Every known source, on or off, with what `source_status` says about it (no row yet: ok, never called). */
export class SourcesService {
  constructor(
    private readonly repository: SourceStatusRepository,
    private readonly setup: SourcesSetup,
  ) {}

  async status(): Promise<SourceStatus[]> {
    const rows = new Map((await this.repository.list()).map((row) => [row.source, row]));
    return [
      { ...statusOf(FEED_SOURCE_NAME, true, rows.get(FEED_SOURCE_NAME)), feedLocations: this.setup.feedLocations },
      ...CONNECTOR_NAMES.map((name) => statusOf(name, this.setup.enabledConnectors.includes(name), rows.get(name))),
    ];
  }
}
