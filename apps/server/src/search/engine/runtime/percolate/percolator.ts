import type { FastifyBaseLogger } from 'fastify';
import { timeSlicer } from '../../../../lib/time-slice.js';
import type { AlertPolicy } from '../alert-policy.js';
import type { AdCatalog } from '../catalog.js';
import type { IngestedAd } from '../ingest/ad-store.repository.js';
import { Market } from '../../core/market.js';
import { matchesPrepared } from '../../core/match.js';
import { PreparedAd } from '../../core/prepared-ad.js';
import { scoreAd } from '../../core/score.js';
import type { CategoryId } from '../../core/types.js';
import type { PercolationStore } from './percolation-store.js';
import type { IndexedSearch, SearchIndexCache } from './search-index.js';

export type PercolationSummary = { ads: number; candidates: number; matches: number; searches: number; newResults: number };

/**
 * Matches the ads a poll brought (new, changed, back) against every stored search through the search index, scores
 * each match exactly as a run would (the market is every live ad of the category in the store), stores the results
 * in batches across searches, logs a `poll` run for each search that got new results, and hands them to the alert
 * policy.
 */
export class Percolator {
  constructor(
    private readonly deps: {
      catalog: AdCatalog;
      index: SearchIndexCache;
      store: PercolationStore;
      alerts: AlertPolicy;
      log: Pick<FastifyBaseLogger, 'info' | 'error'>;
      worker: string;
    },
  ) {}

  /**
   * Each poll under way, by the poll's key (Ingest's batches of one poll share it): its categories' markets, the ads
   * whose models' fits wait for the poll's end (`settle`), and the `poll` run row of each search it brought something.
   */
  private readonly polls = new WeakMap<object, { markets: Map<CategoryId, Market>; unfitted: Map<Market, PreparedAd[]>; runIds: Map<number, number> }>();

  /**
   * The end of a poll's batches: the fits its batches left for later are brought up to date, giving the event loop
   * back between models (lib/time-slice.ts: a first poll's thousands of models are seconds of work).
   */
  async settle(poll: object): Promise<void> {
    const session = this.polls.get(poll);
    this.polls.delete(poll);
    if (!session) return;
    const giveWay = timeSlicer();
    for (const [market, ads] of session.unfitted) for (const _ of market.refreshFits(ads)) await giveWay();
    session.unfitted.clear();
  }

  private refreshFits(unfitted: Map<Market, PreparedAd[]>): void {
    for (const [market, ads] of unfitted) for (const _ of market.refreshFits(ads));
    unfitted.clear();
  }

  /**
   * `poll`: the key of the poll these ads are a batch of. Its batches share the categories' markets, built from the
   * store at its first batch and joined by each batch's ads: a poll of 20,000 ads builds them once, not
   * once per batch. Without it, this call's own.
   */
  async percolate(ingested: readonly IngestedAd[], now: Date, poll?: object): Promise<PercolationSummary> {
    const summary: PercolationSummary = { ads: ingested.length, candidates: 0, matches: 0, searches: 0, newResults: 0 };
    if (ingested.length === 0) return summary;
    const { catalog } = this.deps;
    await catalog.refresh();
    const index = await this.deps.index.current();
    const bySearch = new Map<IndexedSearch, PreparedAd[]>();
    const priceChanged = new Set(ingested.filter((item) => item.priceChanged).map((item) => item.id));
    // The market of each category the poll touched: every live ad of the store, and the ads this poll brought.
    const session = (poll && this.polls.get(poll)) || {
      markets: new Map<CategoryId, Market>(),
      unfitted: new Map<Market, PreparedAd[]>(),
      runIds: new Map<number, number>(),
    };
    if (poll) this.polls.set(poll, session);
    const { markets } = session;
    const marketOf = (categoryId: CategoryId): Market => {
      let market = markets.get(categoryId);
      if (!market) {
        market = new Market();
        for (const prepared of catalog.prepared(categoryId)) market.add(prepared);
        markets.set(categoryId, market);
      }
      return market;
    };
    const brought = session.unfitted;
    for (const item of ingested) {
      const prepared = catalog.preparedById(item.ad.category, item.id) ?? new PreparedAd({ ...item.ad, storeId: item.id } as PreparedAd['ad']);
      // An ad the catalog does not hold (ingested and gone again meanwhile) is priced in the market all the same.
      const market = marketOf(item.ad.category);
      market.add(prepared);
      const ofMarket = brought.get(market);
      if (ofMarket) ofMarket.push(prepared);
      else brought.set(market, [prepared]);
      for (const search of index.candidates(prepared)) {
        summary.candidates++;
        if (search.startDate > now || !matchesPrepared(search.compiled, prepared)) continue;
        const list = bySearch.get(search);
        if (list) list.push(prepared);
        else bySearch.set(search, [prepared]);
      }
    }
    // The fair prices of the models these ads belong to are kept current whatever they matched (fit-book.ts): before
    // scoring, or, for a poll's batches that matched nothing (a first read, with no search yet), once at its end.
    if (bySearch.size === 0 && poll) return summary;
    this.refreshFits(session.unfitted);
    if (bySearch.size === 0) return summary;

    // Each search's matches are scored and handed to the writer, which writes them a statement's worth at a time:
    // a batch holds its candidates (references) and one statement's scored rows, whatever the number of matches.
    // Awaiting a write lets another evaluation of this process add these ads to its own market meanwhile; the
    // market then finds their entries by ad (Market.entryFor), so the scores are the same.
    const writer = await this.deps.store.begin(
      [...bySearch.keys()].map((search) => search.searchId),
      priceChanged,
      this.deps.worker,
      now,
      session.runIds,
    );
    // Each matched ad is scored for many searches: its description is folded once for all of them, then let go.
    const held = new Map<PreparedAd, () => void>();
    for (const list of bySearch.values()) for (const prepared of list) if (!held.has(prepared)) held.set(prepared, prepared.holdFoldedDescription());
    try {
      for (const [search, list] of bySearch) {
        const market = marketOf(search.compiled.categoryId);
        await writer.add(
          search.searchId,
          list.map((prepared) => scoreAd(search.compiled, prepared, market, now)),
        );
        summary.matches += list.length;
      }
    } finally {
      for (const release of held.values()) release();
    }
    const outcomes = await writer.finish();
    const alerted: number[] = [];
    for (const { searchId, counts } of outcomes) {
      summary.searches++;
      summary.newResults += counts.newResults;
      if (counts.newResults + counts.restoredResults > 0) alerted.push(searchId);
    }
    await this.deps.alerts.afterPoll(alerted);
    this.deps.log.info({ ...summary }, 'poll percolated');
    return summary;
  }
}
