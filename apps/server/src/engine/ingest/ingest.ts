import type { FastifyBaseLogger } from 'fastify';
import { FEED_SOURCE_NAME, redactLocation } from '../feed/feed-source.js';
import type { AdStoreRepository, IngestedAd, KnownAd } from './ad-store.repository.js';
import { adKeyOf } from './content-hash.js';
import type { ReadAd } from './feed-reader.js';
import { fingerprintsOf, matchReposts, REPOST_WINDOW_DAYS } from './repost.js';
import { errorDetailOf, errorKindOf, SourceReadError } from './read-error.js';
import type { PollLocation, SourcePollRow, SourcePollsRepository } from './source-polls.repository.js';

/** An unchanged ad's last_seen_at moves at most this often (the 30-day "Ya no disponibles" rule needs no more). */
const TOUCH_AFTER_MS = 24 * 60 * 60_000;
/** The longest one poll of one location may take. */
export const POLL_TIME_LIMIT_MS = 90_000;
/**
 * A poll holds its location for this long and renews it every POLL_HEARTBEAT_MS while it works: a worker that dies
 * mid-poll frees the location within this, well inside one poll interval (docs/sources.md).
 */
export const POLL_LEASE_SECONDS = 20;
export const POLL_HEARTBEAT_MS = 5_000;
/** How often a run waiting for another worker's first read of a location looks again. */
const FIRST_READ_CHECK_MS = 200;

export type PollReport = {
  location: string;
  status: 'unchanged' | 'read' | 'failed';
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
  polled(poll: { source: string; status: PollReport['status']; seconds: number; newAds: number; changedAds: number; goneAds: number }): void;
};

type LocationMemory = Map<string, { id: number; lastSeenMs: number }>;

/**
 * Ingest, once per source (decision 029): polls each due location of this process's sources, compares what it read
 * with the store by content hash, writes what is new or changed, has it percolated, then commits the hashes; a
 * complete read marks what went missing as gone. One location at a time per worker, leased in `source_polls`.
 */
export class Ingest {
  private readonly memory = new Map<string, LocationMemory>();

  constructor(
    private readonly deps: {
      polls: SourcePollsRepository;
      store: AdStoreRepository;
      pollers: { feed: Poller } & Record<string, Poller>;
      locations: () => Promise<PollLocation[]>;
      percolate: (ingested: IngestedAd[], now: Date) => Promise<unknown>;
      intervalSeconds: (location: PollLocation) => number;
      log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
      metrics?: PollMetrics;
      now?: () => Date;
      /** The lease and its heartbeat (POLL_LEASE_SECONDS, POLL_HEARTBEAT_MS unless told). */
      lease?: { seconds: number; heartbeatMs: number };
    },
  ) {}

  private get lease() {
    return this.deps.lease ?? { seconds: POLL_LEASE_SECONDS, heartbeatMs: POLL_HEARTBEAT_MS };
  }

  /** Claims and polls the due locations (answers their reports); `onlyNeverRead` limits it to first reads. */
  async pollDue(options: { onlyNeverRead?: boolean } = {}): Promise<PollReport[]> {
    const locations = await this.deps.locations();
    await this.deps.polls.ensure(locations);
    const byName = new Map(locations.map((l) => [l.location, l]));
    const reports: PollReport[] = [];
    for (;;) {
      const claimed = await this.deps.polls.claimDue([...byName.keys()], this.lease.seconds, 1, options.onlyNeverRead ?? false);
      if (claimed.length === 0) return reports;
      for (const row of claimed) {
        reports.push(await this.heldWhile(row.location, () => this.poll(row, byName.get(row.location)!)));
        byName.delete(row.location);
      }
    }
  }

  /**
   * Reads the locations never read yet, and waits for the first reads other workers have under way: a search's first
   * run must answer from a store that holds every source once, not from half a first read.
   */
  async firstReads(signal: AbortSignal): Promise<PollReport[]> {
    const reports = await this.pollDue({ onlyNeverRead: true });
    const locations = (await this.deps.locations()).map((l) => l.location);
    while ((await this.deps.polls.countNeverRead(locations)) > 0) {
      signal.throwIfAborted();
      await new Promise((resolve) => setTimeout(resolve, FIRST_READ_CHECK_MS));
      reports.push(...(await this.pollDue({ onlyNeverRead: true })));
    }
    return reports;
  }

  /** Renews the location's lease every heartbeat while `work` runs. */
  private async heldWhile<T>(location: string, work: () => Promise<T>): Promise<T> {
    const { seconds, heartbeatMs } = this.lease;
    const heartbeat = setInterval(() => {
      this.deps.polls
        .renew(location, seconds)
        .catch((error: unknown) => this.deps.log.warn({ location: redactLocation(location), err: error }, 'poll lease not renewed'));
    }, heartbeatMs);
    try {
      return await work();
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async poll(row: SourcePollRow, location: PollLocation): Promise<PollReport> {
    const report: PollReport = { location: row.location, status: 'read', read: 0, bad: 0, ingested: 0, gone: 0 };
    const poller = this.deps.pollers[location.source] ?? this.deps.pollers[FEED_SOURCE_NAME];
    const signal = AbortSignal.timeout(POLL_TIME_LIMIT_MS);
    const started = performance.now();
    let newAds = 0;
    let changed = false;
    let validators: Partial<SourcePollRow> | undefined;
    /** How many ads a complete read listed (changed or not). */
    let listed: number | undefined;
    try {
      const read = await poller.read(row, signal);
      validators = read.validators;
      if (read.status === 'unchanged') {
        report.status = 'unchanged';
        // A feed nobody rewrites still offers its ads: they must not age into "Ya no disponibles" (an index range
        // that is empty on all but one poll a day).
        const now = this.now();
        if (read.complete) await this.deps.store.touchLocation(row.location, now, new Date(now.getTime() - TOUCH_AFTER_MS));
      } else {
        // Live pages repeat items (a new ad shifts the next page): one ad is one candidate, its last copy.
        const candidates = [...new Map(read.candidates.map((c) => [adKeyOf(c.ad), c])).values()];
        report.read = candidates.length;
        listed = read.present?.size;
        report.bad = read.bad;
        changed = true;
        const now = this.now();
        const memory = this.memory.get(row.location) ?? (await this.loadMemory(row.location));
        // A complete read holding under half of what the last good one held is a bad read, not half the ads gone.
        if (read.present && !read.allowShrink && read.present.size * 2 < memory.size) {
          throw new SourceReadError('invalid', `${read.present.size} ads where the last good read had ${memory.size}`);
        }
        const known = await this.deps.store.knownByKey(candidates.map((c) => c.ad));
        const keys = new Set(candidates.map((c) => adKeyOf(c.ad)));
        const reposts = await this.repostsAmong(
          candidates.filter((c) => !known.has(adKeyOf(c.ad))),
          (key) => keys.has(key) || (read.present?.has(key) ?? false),
          now,
        );
        // The earlier copy lives on under the repost's key: its old key missing from this read is not the ad gone.
        for (const earlier of reposts.values()) memory.delete(earlier.key);
        const fresh = candidates.filter(({ ad, hash }) => {
          const before = known.get(adKeyOf(ad));
          return !before || before.contentHash !== hash || before.goneAt !== null;
        });
        const ingested = await this.deps.store.upsert(
          row.location,
          fresh,
          known,
          now,
          (ad, error) => {
            report.bad += 1;
            this.deps.log.warn(
              { source: location.source, location: redactLocation(row.location), externalId: ad.externalId, err: error },
              'source item not stored',
            );
          },
          reposts,
        );
        await this.deps.percolate(ingested, now);
        await this.deps.store.commitHashes(ingested);
        report.ingested = ingested.length;
        newAds = ingested.filter((item) => item.isNew).length;
        for (const item of ingested) memory.set(adKeyOf(item.ad), { id: item.id, lastSeenMs: now.getTime() });
        if (read.present) {
          const missing: { id: number; key: string }[] = [];
          const stale: number[] = [];
          for (const [key, entry] of memory) {
            if (!read.present.has(key)) {
              missing.push({ id: entry.id, key });
              memory.delete(key);
            } else if (now.getTime() - entry.lastSeenMs > TOUCH_AFTER_MS) {
              stale.push(entry.id);
              entry.lastSeenMs = now.getTime();
            }
          }
          await this.deps.store.markGone(missing, now);
          await this.deps.store.touchSeen(stale, now);
          report.gone = missing.length;
        }
        this.memory.set(row.location, memory);
        read.remember?.();
      }
      await this.deps.polls.finish(
        row.location,
        { changed, error: null, validators, ...(changed ? { read: listed ?? report.read, bad: report.bad } : {}) },
        this.deps.intervalSeconds(location),
      );
    } catch (error) {
      report.status = 'failed';
      report.error = errorDetailOf(error);
      const kind = errorKindOf(error);
      this.deps.log.warn({ source: location.source, location: redactLocation(row.location), kind, err: error }, 'source poll failed');
      await this.deps.polls.finish(row.location, { changed: false, error: { kind, detail: report.error } }, this.deps.intervalSeconds(location));
    }
    if (report.status !== 'unchanged') this.deps.log.info({ ...report, location: redactLocation(row.location) }, 'source polled');
    this.deps.metrics?.polled({
      source: location.source,
      status: report.status,
      seconds: (performance.now() - started) / 1000,
      newAds,
      changedAds: report.ingested - newAds,
      goneAds: report.gone,
    });
    return report;
  }

  /** The stored ads these new ads repost (engine/ingest/repost.ts), by the new ad's key. */
  private async repostsAmong(fresh: readonly { ad: ReadAd['ad'] }[], listed: (key: string) => boolean, now: Date): Promise<Map<string, KnownAd>> {
    if (fresh.length === 0) return new Map();
    const ads = fresh.map((c) => c.ad);
    const prints = [...new Set(ads.flatMap(fingerprintsOf))];
    const stored = await this.deps.store.sharingFingerprints(prints, new Date(now.getTime() - REPOST_WINDOW_DAYS * 86_400_000));
    return matchReposts(ads, stored, listed);
  }

  /** A location this process has not polled yet: its live ads in the store (what a complete read must list again). */
  private async loadMemory(location: string): Promise<LocationMemory> {
    const memory: LocationMemory = new Map();
    for (const ad of await this.deps.store.liveOfLocation(location)) memory.set(ad.key, { id: ad.id, lastSeenMs: ad.lastSeenAt.getTime() });
    return memory;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}
