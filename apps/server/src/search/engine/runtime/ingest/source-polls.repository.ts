import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { SourceErrorKind } from '@ojeador/shared';
import type { Executor } from '../../../../db/client.js';
import { sourcePolls } from '../../../../db/schema/index.js';

export type SourcePollRow = typeof sourcePolls.$inferSelect;
export type PollLocation = { location: string; source: string; query?: Record<string, unknown> | null };
/** What a finished poll leaves for the next one (conditional-request validators, file signature). */
export type PollValidators = Partial<Pick<SourcePollRow, 'etag' | 'lastModified' | 'fileSize' | 'fileMtimeMs' | 'bodyHash'>>;
export type SourceFreshness = { source: string; lastReadAt: Date | null; nextReadAt: Date | null; errorKind: SourceErrorKind | null };

export type SourcePollHealth = Pick<
  SourcePollRow,
  'source' | 'location' | 'lastGoodAt' | 'lastPolledAt' | 'lastError' | 'lastErrorKind' | 'lastReadCount' | 'lastBadCount' | 'nextPollAt'
>;

/** How long "Buscar ahora" waits between two early polls of one location. */
export const EARLY_POLL_COOLDOWN_SECONDS = 60;

/**
 * The `source_polls` table (decision 029): one row per poll location. A worker claims a due location by moving its
 * lease forward in one UPDATE, so exactly one worker polls it at a time; a worker that dies holding a lease loses it
 * when the lease runs out, and the next claim after that is another worker's.
 */
export class SourcePollsRepository {
  constructor(private readonly db: Executor) {}

  /** Adds the locations not known yet (due at once); answers nothing. */
  async ensure(locations: readonly PollLocation[]): Promise<void> {
    if (locations.length === 0) return;
    await this.db
      .insert(sourcePolls)
      .values(locations.map((l) => ({ location: l.location, source: l.source, query: l.query ?? null })))
      .onConflictDoNothing();
  }

  /** Drops the coarse queries no active search needs any more (feed locations are never dropped this way). */
  async retire(source: string, keep: readonly string[]): Promise<void> {
    const rows = await this.db.select({ location: sourcePolls.location }).from(sourcePolls).where(eq(sourcePolls.source, source));
    const gone = rows.map((r) => r.location).filter((l) => !keep.includes(l));
    if (gone.length) await this.db.delete(sourcePolls).where(inArray(sourcePolls.location, gone));
  }

  /**
   * Claims up to `limit` due locations among `locations` for `leaseSeconds`; answers the claimed rows, whose
   * `leaseOwner` is this claim's token (what renew, release and finish ask for).
   */
  async claimDue(locations: readonly string[], leaseSeconds: number, limit = 10, onlyNeverRead = false): Promise<SourcePollRow[]> {
    if (locations.length === 0) return [];
    return this.db
      .update(sourcePolls)
      .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`, leaseOwner: randomUUID() })
      .where(
        and(
          inArray(
            sourcePolls.location,
            this.db
              .select({ location: sourcePolls.location })
              .from(sourcePolls)
              .where(
                and(
                  inArray(sourcePolls.location, [...locations]),
                  lte(sourcePolls.nextPollAt, sql`now()`),
                  onlyNeverRead ? isNull(sourcePolls.lastPolledAt) : undefined,
                  or(isNull(sourcePolls.leaseUntil), lte(sourcePolls.leaseUntil, sql`now()`)),
                ),
              )
              .orderBy(asc(sourcePolls.nextPollAt))
              .limit(limit),
          ),
          or(isNull(sourcePolls.leaseUntil), lte(sourcePolls.leaseUntil, sql`now()`)),
        ),
      )
      .returning();
  }

  /**
   * A poll still working keeps its location a while longer, only while its claim (`owner`) still holds it: a worker
   * whose lease ran out and was claimed by another never extends the other's. Answers whether it still holds it.
   */
  async renew(location: string, leaseSeconds: number, owner: string | null): Promise<boolean> {
    const rows = await this.db
      .update(sourcePolls)
      .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(and(this.heldBy(location, owner), gt(sourcePolls.leaseUntil, sql`now()`)))
      .returning({ location: sourcePolls.location });
    return rows.length > 0;
  }

  /** A poll stopped between batches (its worker is stopping): the location is free at once, still due. */
  async release(location: string, owner: string | null): Promise<void> {
    await this.db.update(sourcePolls).set({ leaseUntil: null, leaseOwner: null }).where(this.heldBy(location, owner));
  }

  private heldBy(location: string, owner: string | null) {
    return and(eq(sourcePolls.location, location), owner === null ? isNull(sourcePolls.leaseOwner) : eq(sourcePolls.leaseOwner, owner));
  }

  /**
   * The poll ended (read, unchanged, or failed): lease released, next poll due `intervalSeconds` from now. Only by
   * the claim that holds it (`owner`): a poll whose lease another worker took leaves the row to that worker.
   */
  async finish(
    location: string,
    outcome: { changed: boolean; error: { kind: SourceErrorKind; detail: string } | null; validators?: PollValidators; read?: number; bad?: number },
    intervalSeconds: number,
    owner: string | null,
  ) {
    await this.db
      .update(sourcePolls)
      .set({
        leaseUntil: null,
        leaseOwner: null,
        lastPolledAt: sql`now()`,
        nextPollAt: sql`now() + make_interval(secs => ${intervalSeconds})`,
        lastError: outcome.error?.detail ?? null,
        lastErrorKind: outcome.error?.kind ?? null,
        ...(outcome.error ? {} : { lastGoodAt: sql`now()` }),
        ...(outcome.read === undefined ? {} : { lastReadCount: outcome.read, lastBadCount: outcome.bad ?? 0 }),
        ...(outcome.changed ? { lastChangedAt: sql`now()` } : {}),
        ...(outcome.validators ?? {}),
      })
      .where(this.heldBy(location, owner));
  }

  /** "Buscar ahora": every location of the sources is due now, at most once per cooldown each. Answers how many. */
  async requestEarly(): Promise<number> {
    const rows = await this.db
      .update(sourcePolls)
      .set({ nextPollAt: sql`now()`, earlyRequestedAt: sql`now()` })
      .where(
        and(
          gt(sourcePolls.nextPollAt, sql`now()`),
          or(isNull(sourcePolls.earlyRequestedAt), lte(sourcePolls.earlyRequestedAt, sql`now() - make_interval(secs => ${EARLY_POLL_COOLDOWN_SECONDS})`)),
        ),
      )
      .returning({ location: sourcePolls.location });
    return rows.length;
  }

  /** The sources whose every location was read and whose last read of each worked (what a run's answer stands on). */
  async answeringSources(): Promise<string[]> {
    const rows = await this.db
      .select({ source: sourcePolls.source })
      .from(sourcePolls)
      .groupBy(sourcePolls.source)
      .having(sql`bool_and(${sourcePolls.lastPolledAt} is not null and ${sourcePolls.lastError} is null)`)
      .orderBy(asc(sourcePolls.source));
    return rows.map((row) => row.source);
  }

  /** How many of these locations were never read to the end yet (a first read may be under way elsewhere). */
  async countNeverRead(locations: readonly string[]): Promise<number> {
    if (locations.length === 0) return 0;
    const rows = await this.db
      .select({ location: sourcePolls.location })
      .from(sourcePolls)
      .where(and(inArray(sourcePolls.location, [...locations]), isNull(sourcePolls.lastPolledAt)));
    return rows.length;
  }

  find(location: string): Promise<SourcePollRow | undefined> {
    return this.db
      .select()
      .from(sourcePolls)
      .where(eq(sourcePolls.location, location))
      .then((rows) => rows[0]);
  }

  /** Every location with its health, by source then location (the administrator's sources page). */
  health(): Promise<SourcePollHealth[]> {
    return this.db
      .select({
        source: sourcePolls.source,
        location: sourcePolls.location,
        lastGoodAt: sourcePolls.lastGoodAt,
        lastPolledAt: sourcePolls.lastPolledAt,
        lastError: sourcePolls.lastError,
        lastErrorKind: sourcePolls.lastErrorKind,
        lastReadCount: sourcePolls.lastReadCount,
        lastBadCount: sourcePolls.lastBadCount,
        nextPollAt: sourcePolls.nextPollAt,
      })
      .from(sourcePolls)
      .orderBy(asc(sourcePolls.source), asc(sourcePolls.location));
  }

  /** Per source: the oldest last read among its locations (what is as fresh as everything), and the next read due. */
  async freshness(): Promise<SourceFreshness[]> {
    const rows = await this.db
      .select({
        source: sourcePolls.source,
        // Any location never read makes the source "not read yet".
        lastReadAt: sql<Date | null>`case when bool_or(${sourcePolls.lastPolledAt} is null) then null else min(${sourcePolls.lastPolledAt}) end`.mapWith(
          (v: unknown) => (v === null ? null : new Date(v as string)),
        ),
        nextReadAt: sql<Date | null>`min(${sourcePolls.nextPollAt})`.mapWith((v: unknown) => (v === null ? null : new Date(v as string))),
        // The kind only: the detail (a URL, a database message) is for the administrator.
        errorKind: sql<SourceErrorKind | null>`max(coalesce(${sourcePolls.lastErrorKind}, case when ${sourcePolls.lastError} is not null then 'internal' end))`,
      })
      .from(sourcePolls)
      .groupBy(sourcePolls.source)
      .orderBy(asc(sourcePolls.source));
    return rows;
  }
}
