/** What a poll reads through (Poller), answers (PollReport) and tells the metrics (PollMetrics): ingest.ts's types. */
import type { ReadAd } from './feed-reader.js';
import type { SourcePollRow } from './source-polls.repository.js';

export type PollReport = {
  location: string;
  /** `stopped`: the worker stopped (shutdown) or lost the lease between two batches; the rest is the next poll's. */
  status: 'unchanged' | 'read' | 'failed' | 'stopped';
  read: number;
  bad: number;
  ingested: number;
  gone: number;
  error?: string;
};

/** What the feed's locations and the connectors' coarse queries have in common for a poll. */
export type Poller = {
  /** Reads one location: its ads, and whether the read was complete (only then do missing ads count as gone). */
  read(
    row: SourcePollRow,
    signal: AbortSignal,
  ): Promise<
    /** `complete`: the location holds exactly what it held at its last read (every ad of it is still offered). */
    | { status: 'unchanged'; complete?: boolean; validators?: Partial<SourcePollRow> }
    | {
        status: 'read';
        candidates: ReadAd[];
        present: Set<string> | null;
        bad: number;
        validators?: Partial<SourcePollRow>;
        remember?: () => void;
        /** A complete read far smaller than the last good one is taken as it is (docs/feed-format.md). */
        allowShrink?: boolean;
      }
  >;
};

/** What a poll tells the metrics (the composition root's recorder; nothing when not given). */
export type PollMetrics = {
  polled(poll: {
    source: string;
    status: Exclude<PollReport['status'], 'stopped'>;
    seconds: number;
    newAds: number;
    changedAds: number;
    goneAds: number;
  }): void;
};
