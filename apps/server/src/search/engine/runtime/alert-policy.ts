import { and, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { inIds } from '../../../db/json-rows.js';
import { ads, searchResults, searches } from '../../../db/schema/index.js';
import type { MatchAlertsPort, NewMatches } from '../engine-port.js';
import { openAccountAt } from '../../../accounts/index.js';

/** A new result scoring this much or more is worth an instant alert (Plus and Pro). */
export const INSTANT_ALERT_MIN_SCORE = 70;
/** At most one instant alert per search in this window; later results are grouped into the next one. */
export const INSTANT_ALERT_WINDOW_SECONDS = 10 * 60;

/** Who may have instant alerts (the composition root answers from the plans: Plus, Pro, or an administrator). */
export type InstantAlertPlansPort = { instantAlertsAllowed(userIds: readonly number[]): Promise<Set<number>> };

/** What alerting tells the metrics: for each ad an alert told about, the seconds since its ingest (last change). */
export type AlertLatencyMetrics = { alerted(kind: 'instant' | 'digest', ingestAgesSeconds: readonly number[]): void };

/** A reserved ad is never alerted as new: its result stays owed and is told about if the seller frees it. */
const notReserved = sql`not exists (select 1 from ${ads} where ${ads.id} = ${searchResults.adId} and ${ads.reserved})`;

type Claimed = (NewMatches['matches'][number] & { changedAt: Date })[];

/**
 * When the owner of a search hears about its new results (decision 029). Each result carries `alerted_at`: an alert
 * first claims the results it tells about (one UPDATE … WHERE alerted_at IS NULL), then sends, and gives them back if
 * sending failed, so a retried poll or run never alerts one result twice.
 * - a run (first, edit, "Buscar ahora"): everything still owed, at once;
 * - a poll: Plus and Pro searches with "Alertas al momento" on get the results of 70+ at once, one message per 10
 *   minutes at most; the sweep sends the ones a closed window held back;
 * - the search's schedule (its frequency): the digest of everything still owed.
 */
export class AlertPolicy {
  constructor(
    private readonly db: Executor,
    private readonly alerts: MatchAlertsPort,
    private readonly plans: InstantAlertPlansPort,
    private readonly metrics?: AlertLatencyMetrics,
  ) {}

  /** Everything the search still owes its owner, in one digest (runs and the scheduled digest). Answers how many. */
  async sendOwed(searchId: number): Promise<number> {
    const search = await this.searchOf(searchId);
    if (!search) return 0;
    return this.send(search, await this.claim(searchId, null), 'digest');
  }

  /** After a poll added results to these searches: instant alerts where the plan and the switch allow them. */
  async afterPoll(searchIds: readonly number[]): Promise<void> {
    if (searchIds.length === 0) return;
    const rows = await this.db
      .select({ id: searches.id, userId: searches.userId })
      .from(searches)
      .where(and(inIds(sql`${searches.id}`, searchIds), eq(searches.instantAlerts, true), openAccountAt(searches.userId)));
    await this.instant(rows);
  }

  /** Instant alerts a closed window held back, now due (called every few seconds by the poll loop). */
  async sweep(): Promise<void> {
    const rows = await this.db
      .selectDistinct({ id: searches.id, userId: searches.userId })
      .from(searchResults)
      .innerJoin(searches, eq(searches.id, searchResults.searchId))
      .where(
        and(
          openAccountAt(searches.userId),
          isNull(searchResults.alertedAt),
          gte(searchResults.finalScore, INSTANT_ALERT_MIN_SCORE),
          eq(searchResults.origin, 'auto'),
          isNull(searchResults.excludedAt),
          notReserved,
          eq(searches.instantAlerts, true),
          this.windowOpen(),
        ),
      );
    await this.instant(rows);
  }

  private async instant(rows: readonly { id: number; userId: number }[]): Promise<void> {
    if (rows.length === 0) return;
    const allowed = await this.plans.instantAlertsAllowed([...new Set(rows.map((r) => r.userId))]);
    for (const row of rows) {
      if (!allowed.has(row.userId)) continue;
      // The window is taken first (one UPDATE): two workers never both send for one search.
      const [opened] = await this.db
        .update(searches)
        .set({ lastInstantAlertAt: sql`now()` })
        .where(and(eq(searches.id, row.id), this.windowOpen()))
        .returning({ id: searches.id, userId: searches.userId, title: searches.title });
      if (!opened) continue;
      const sent = await this.send(opened, await this.claim(row.id, INSTANT_ALERT_MIN_SCORE), 'instant');
      if (sent === 0) await this.db.update(searches).set({ lastInstantAlertAt: null }).where(eq(searches.id, row.id));
    }
  }

  private windowOpen() {
    return or(isNull(searches.lastInstantAlertAt), lte(searches.lastInstantAlertAt, sql`now() - make_interval(secs => ${INSTANT_ALERT_WINDOW_SECONDS})`));
  }

  private async searchOf(searchId: number) {
    const [row] = await this.db
      .select({ id: searches.id, userId: searches.userId, title: searches.title })
      .from(searches)
      .where(and(eq(searches.id, searchId), openAccountAt(searches.userId)));
    return row ?? null;
  }

  /** Marks the owed results (of `minScore` or more) alerted; answers them best first. */
  private async claim(searchId: number, minScore: number | null): Promise<Claimed> {
    const claimed = await this.db
      .update(searchResults)
      .set({ alertedAt: sql`now()` })
      .where(
        and(
          eq(searchResults.searchId, searchId),
          isNull(searchResults.alertedAt),
          // Results the customer has already seen are owed nothing.
          eq(searchResults.isNew, true),
          eq(searchResults.origin, 'auto'),
          isNull(searchResults.excludedAt),
          notReserved,
          minScore === null ? undefined : gte(searchResults.finalScore, minScore),
        ),
      )
      .returning({ adId: searchResults.adId, finalScore: searchResults.finalScore, points: searchResults.points });
    if (claimed.length === 0) return [];
    const scores = new Map(claimed.map((row) => [row.adId, row]));
    const rows = await this.db
      .select({ adId: ads.id, title: ads.title, price: ads.price, images: ads.images, changedAt: ads.changedAt })
      .from(ads)
      .where(inArray(ads.id, [...scores.keys()]))
      .orderBy(desc(ads.id));
    return rows
      .map((row) => ({
        adId: row.adId,
        title: row.title,
        price: row.price,
        finalScore: scores.get(row.adId)!.finalScore,
        image: row.images[0] ?? null,
        points: scores.get(row.adId)!.points ?? null,
        changedAt: row.changedAt,
      }))
      .sort((a, b) => b.finalScore - a.finalScore || a.price - b.price);
  }

  private async send(search: { id: number; userId: number; title: string }, claimed: Claimed, kind: 'instant' | 'digest'): Promise<number> {
    if (claimed.length === 0) return 0;
    const matches = claimed.map(({ changedAt: _changedAt, ...match }) => match);
    try {
      await this.alerts.notifyNewMatches({ userId: search.userId, searchId: search.id, searchTitle: search.title, matches });
    } catch (error) {
      // Not sent: owed again, so the next alert of the search carries them.
      await this.db
        .update(searchResults)
        .set({ alertedAt: null })
        .where(
          and(
            eq(searchResults.searchId, search.id),
            inArray(
              searchResults.adId,
              matches.map((m) => m.adId),
            ),
          ),
        );
      throw error;
    }
    const now = Date.now();
    this.metrics?.alerted(
      kind,
      claimed.map((match) => (now - match.changedAt.getTime()) / 1000),
    );
    return matches.length;
  }
}
