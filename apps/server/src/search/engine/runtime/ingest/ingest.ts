import type { FastifyBaseLogger } from 'fastify';
import { chunks } from '../../../../lib/chunks.js';
import { timeSlicer } from '../../../../lib/time-slice.js';
import { FEED_SOURCE_NAME, redactLocation } from '../feed/feed-source.js';
import type { AdStoreRepository, IngestedAd, KnownAd } from './ad-store.repository.js';
import { adKeyOf } from './content-hash.js';
import type { ReadAd } from './feed-reader.js';
import { fingerprintsOf, matchReposts, REPOST_WINDOW_DAYS } from './repost.js';
import { errorDetailOf, errorKindOf, SourceReadError } from './read-error.js';
import type { Poller, PollMetrics, PollReport } from './poll-types.js';
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
/**
 * A poll ingests, percolates and commits its new and changed ads this many at a time: what it holds in
 * memory (matches, scores) is bounded by the batch, not by the backlog, and a poll stopped between batches has
 * committed what it did.
 */
export const POLL_BATCH_ADS = 500;
/** How often a run waiting for another worker's first read of a location looks again. */
const FIRST_READ_CHECK_MS = 200;

export type { Poller, PollMetrics, PollReport } from './poll-types.js';

type LocationMemory = Map<string, { id: number; lastSeenMs: number }>;

/** A poll that must not go on: the worker is stopping, or another worker holds the location now. */
class PollStopped extends Error {
  constructor(readonly leaseLost: boolean) {
    super(leaseLost ? 'poll lease lost' : 'worker stopping');
  }
}

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
      /** `poll`: one key per poll, the same for all its batches (they may share what they build). */
      percolate: (ingested: IngestedAd[], now: Date, poll: object) => Promise<unknown>;
      /** After the last batch of a poll (not one stopped midway). */
      settle?: (poll: object) => Promise<void> | void;
      intervalSeconds: (location: PollLocation) => number;
      log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
      metrics?: PollMetrics;
      now?: () => Date;
      /** The lease and its heartbeat (POLL_LEASE_SECONDS, POLL_HEARTBEAT_MS unless told). */
      lease?: { seconds: number; heartbeatMs: number };
      /** Ads per batch (POLL_BATCH_ADS unless told). */
      batchAds?: number;
    },
  ) {}

  private get lease() {
    return this.deps.lease ?? { seconds: POLL_LEASE_SECONDS, heartbeatMs: POLL_HEARTBEAT_MS };
  }

  /**
   * Claims and polls the due locations (answers their reports); `onlyNeverRead` limits it to first reads. `signal`
   * (the worker stopping) ends a poll between two batches and hands its location back, due at once.
   */
  async pollDue(options: { onlyNeverRead?: boolean; signal?: AbortSignal } = {}): Promise<PollReport[]> {
    const locations = await this.deps.locations();
    await this.deps.polls.ensure(locations);
    const byName = new Map(locations.map((l) => [l.location, l]));
    const reports: PollReport[] = [];
    for (;;) {
      const claimed = await this.deps.polls.claimDue([...byName.keys()], this.lease.seconds, 1, options.onlyNeverRead ?? false);
      if (claimed.length === 0) return reports;
      for (const row of claimed) {
        reports.push(await this.heldWhile(row, () => this.poll(row, byName.get(row.location)!, options.signal)));
        byName.delete(row.location);
      }
      if (options.signal?.aborted) return reports;
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
  private async heldWhile<T>(row: SourcePollRow, work: () => Promise<T>): Promise<T> {
    const { seconds, heartbeatMs } = this.lease;
    const heartbeat = setInterval(() => {
      this.deps.polls
        .renew(row.location, seconds, row.leaseOwner)
        .catch((error: unknown) => this.deps.log.warn({ location: redactLocation(row.location), err: error }, 'poll lease not renewed'));
    }, heartbeatMs);
    try {
      return await work();
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Before each batch: the worker is not stopping and still holds the location (renewed now, whatever the heartbeat
   * did while the event loop was busy). Otherwise the poll ends here: what the batches before wrote is committed.
   */
  private async goOn(row: SourcePollRow, stop: AbortSignal | undefined): Promise<void> {
    if (stop?.aborted) throw new PollStopped(false);
    if (!(await this.deps.polls.renew(row.location, this.lease.seconds, row.leaseOwner))) throw new PollStopped(true);
  }

  private async poll(row: SourcePollRow, location: PollLocation, stop?: AbortSignal): Promise<PollReport> {
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
        const { reposts, printsOf } = await this.repostsAmong(
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
        const unstorable = (ad: ReadAd['ad'], error: unknown) => {
          report.bad += 1;
          this.deps.log.warn(
            { source: location.source, location: redactLocation(row.location), externalId: ad.externalId, err: error },
            'source item not stored',
          );
        };
        // Batch by batch: written, percolated, then committed (its hashes). A poll stopped or killed between two
        // batches has committed the ones before; the next poll finds the rest changed and does them, once.
        const pollKey = {};
        for (const batch of chunks(fresh, this.deps.batchAds ?? POLL_BATCH_ADS)) {
          await this.goOn(row, stop);
          const items = batch.map((c) => ({ ...c, fingerprints: printsOf.get(c.ad) }));
          const ingested = await this.deps.store.upsert(row.location, items, known, now, unstorable, reposts);
          await this.deps.percolate(ingested, now, pollKey);
          await this.deps.store.commitHashes(ingested);
          report.ingested += ingested.length;
          newAds += ingested.filter((item) => item.isNew).length;
          for (const item of ingested) memory.set(adKeyOf(item.ad), { id: item.id, lastSeenMs: now.getTime() });
        }
        await this.deps.settle?.(pollKey);
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
        row.leaseOwner,
      );
    } catch (error) {
      if (error instanceof PollStopped) return this.stopped(report, row, error);
      report.status = 'failed';
      report.error = errorDetailOf(error);
      const kind = errorKindOf(error);
      this.deps.log.warn({ source: location.source, location: redactLocation(row.location), kind, err: error }, 'source poll failed');
      await this.deps.polls.finish(
        row.location,
        { changed: false, error: { kind, detail: report.error } },
        this.deps.intervalSeconds(location),
        row.leaseOwner,
      );
    }
    if (report.status !== 'unchanged') this.deps.log.info({ ...report, location: redactLocation(row.location) }, 'source polled');
    if (report.status === 'stopped') return report;
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

  /** A poll that ended between batches: a stopping worker hands the location back (due at once); a lost one is left. */
  private async stopped(report: PollReport, row: SourcePollRow, stop: PollStopped): Promise<PollReport> {
    if (!stop.leaseLost) await this.deps.polls.release(row.location, row.leaseOwner);
    this.deps.log.warn({ ...report, location: redactLocation(row.location), reason: stop.message }, 'source poll stopped between batches');
    return { ...report, status: 'stopped' };
  }

  /** The stored ads these new ads repost (engine/ingest/repost.ts), by the new ad's key; and their fingerprints, for the write. */
  private async repostsAmong(
    fresh: readonly { ad: ReadAd['ad'] }[],
    listed: (key: string) => boolean,
    now: Date,
  ): Promise<{ reposts: Map<string, KnownAd>; printsOf: Map<ReadAd['ad'], string[]> }> {
    const printsOf = new Map<ReadAd['ad'], string[]>();
    if (fresh.length === 0) return { reposts: new Map(), printsOf };
    const giveWay = timeSlicer();
    for (const { ad } of fresh) {
      printsOf.set(ad, fingerprintsOf(ad));
      await giveWay();
    }
    const prints = [...new Set([...printsOf.values()].flat())];
    const stored = await this.deps.store.sharingFingerprints(prints, new Date(now.getTime() - REPOST_WINDOW_DAYS * 86_400_000));
    return { reposts: matchReposts([...printsOf.keys()], stored, listed, (ad) => printsOf.get(ad) ?? fingerprintsOf(ad)), printsOf };
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
