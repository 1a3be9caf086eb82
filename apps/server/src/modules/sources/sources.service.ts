import type { SourceStatus } from '@ojeador/shared';
import type { EnginePort, SourceHealth } from '../../engine/engine-port.js';

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

/** Every known source, on or off, with what `source_status` says about it (no row yet: ok, never called). */
export class SourcesService {
  constructor(private readonly engine: Pick<EnginePort, 'sourceHealth'>) {}

  async status(): Promise<SourceStatus[]> {
    return (await this.engine.sourceHealth()).map(statusOf);
  }
}
