import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ResultSort, ResultView } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import type { AdRow, ResultRow, SearchParametersRow, SearchRow } from '../../db/rows.js';
import { adPriceHistory, ads, categories, likes, platforms, searches, searchParameters, searchResults } from '../../db/schema/index.js';
import type { ExpertAdsReadModel } from '../hires/expert-ads.read-model.js';
import type { SearchAccessReadModel } from '../hires/search-access.read-model.js';
import type { CurrentUser } from '../../http/auth.js';

export type NewAd = Omit<typeof ads.$inferInsert, 'id' | 'firstSeenAt' | 'lastSeenAt'>;

const asBoolean = (value: unknown) => value === true || value === 't' || value === 'true';

/** The ad's facts as every AdResult needs them, with its like count and whether `viewerId` liked it. */
function adFields(viewerId: number) {
  return {
    ad: ads,
    categoryName: categories.name,
    platformName: platforms.name,
    likeCount: sql<number>`(select count(*) from ${likes} where ${likes.adId} = ${ads.id})`.mapWith(Number),
    liked: sql<boolean>`exists (select 1 from ${likes} where ${likes.adId} = ${ads.id} and ${likes.userId} = ${viewerId})`.mapWith(asBoolean),
  };
}

export type AdFacts = { ad: AdRow; categoryName: string; platformName: string; likeCount: number; liked: boolean };
/** `expertRank` 1: added by hand by the expert of the search's open hire (listed first); `recommended`: by its hired expert. */
export type AdFactsWithResult = AdFacts & { result: ResultRow; expertRank: number; recommended: boolean };

export type ResultsPageRequest = { sort: ResultSort; view: ResultView; limit: number; after: number[] | null; goneBefore: Date };

const likeCount = sql<number>`(select count(*) from ${likes} where ${likes.adId} = ${ads.id})`;

/**
 * The wish group (issue 23: "Cumple todo lo que pides", "Casi", the rest, then a price that may be a scam) is every
 * order's first key, ascending; in
 * the desc orders it is negated, so the keyset stays one row comparison and reads the (search_id, (-wish_group), …)
 * indexes of migration 0020 backwards.
 */
const groupFirstDesc = sql`(-${searchResults.wishGroup})`;

/**
 * The columns each order sorts on, from the open hire's expert's ads (issue 25: they come first while the hire is
 * open) and the wish group to the result id (unique), and their direction.
 */
function orders(expertRank: SQL): Record<ResultSort, { columns: SQL[]; direction: 'asc' | 'desc' }> {
  return {
    score: { columns: [expertRank, groupFirstDesc, sql`${searchResults.finalScore}`, sql`${searchResults.id}`], direction: 'desc' },
    latest: { columns: [expertRank, groupFirstDesc, sql`${searchResults.id}`], direction: 'desc' },
    price: { columns: [sql`(0 - ${expertRank})`, sql`${searchResults.wishGroup}`, sql`${ads.price}`, sql`${searchResults.id}`], direction: 'asc' },
    popular: { columns: [expertRank, groupFirstDesc, likeCount, sql`${searchResults.finalScore}`, sql`${searchResults.id}`], direction: 'desc' },
  };
}

/** The keys a cursor carries for a row, in the order's columns. */
export function pageKeys(sort: ResultSort, row: AdFactsWithResult): number[] {
  const { result, ad, expertRank } = row;
  const group = result.wishGroup;
  const negated = 0 - group; // never -0
  if (sort === 'score') return [expertRank, negated, result.finalScore, result.id];
  if (sort === 'price') return [0 - expertRank, group, ad.price, result.id];
  if (sort === 'popular') return [expertRank, negated, row.likeCount, result.finalScore, result.id];
  return [expertRank, negated, result.id];
}

/**
 * Gone from its source: an ad the engine found that a complete poll no longer listed, or that no poll has seen since
 * `goneBefore` (hand-added ads never go).
 */
const goneCondition = (goneBefore: Date) => and(ne(searchResults.origin, 'manual'), or(isNotNull(ads.goneAt), lt(ads.lastSeenAt, goneBefore))) as SQL;

export class ResultsRepository {
  constructor(
    private readonly db: Executor,
    /** Who reads a search: the hires module's one rule, as a condition of the list queries. */
    private readonly access: Pick<SearchAccessReadModel, 'readableBy'>,
    /** Which expert is hired on a search: the hires module's conditions, inside the results' own query. */
    private readonly experts: Pick<ExpertAdsReadModel, 'openHireExpert' | 'hiredExpert'>,
  ) {}

  private expertRank(): SQL<number> {
    const open = this.experts.openHireExpert(searchResults.searchId, searchResults.addedBy);
    return sql<number>`(case when ${searchResults.origin} = 'manual' and ${open} then 1 else 0 end)`;
  }

  /** The result's columns with the expert's rank and badge. */
  private resultFields(viewerId: number) {
    const hired = this.experts.hiredExpert(searchResults.searchId, searchResults.addedBy);
    return {
      ...adFields(viewerId),
      result: searchResults,
      expertRank: this.expertRank().mapWith(Number),
      recommended: sql<boolean>`(${searchResults.origin} = 'manual' and ${hired})`.mapWith(asBoolean),
    };
  }

  /** A search's results by wish group (a doubtful price last), then best score first, then the most recently found. */
  listForSearch(searchId: number, viewerId: number): Promise<AdFactsWithResult[]> {
    return this.db
      .select(this.resultFields(viewerId))
      .from(searchResults)
      .innerJoin(ads, eq(ads.id, searchResults.adId))
      .innerJoin(categories, eq(categories.id, ads.categoryId))
      .innerJoin(platforms, eq(platforms.id, ads.platformId))
      .where(and(eq(searchResults.searchId, searchId), isNull(searchResults.excludedAt)))
      .orderBy(desc(this.expertRank()), asc(searchResults.wishGroup), desc(searchResults.finalScore), desc(searchResults.foundAt), desc(searchResults.id));
  }

  /** One page of a search's results in the view and order asked, keyset after `after`; one row more than `limit` when more follow. */
  pageForSearch(searchId: number, viewerId: number, request: ResultsPageRequest): Promise<AdFactsWithResult[]> {
    const order = orders(this.expertRank())[request.sort];
    const gone = goneCondition(request.goneBefore);
    // Results an edit set aside (excluded_at) are kept but listed in neither view.
    const conditions: SQL[] = [eq(searchResults.searchId, searchId), isNull(searchResults.excludedAt), request.view === 'gone' ? gone : sql`not (${gone})`];
    if (request.after) {
      const keys = sql.join(order.columns, sql`, `);
      const values = sql.join(
        request.after.map((value) => sql`${value}`),
        sql`, `,
      );
      conditions.push(order.direction === 'desc' ? sql`(${keys}) < (${values})` : sql`(${keys}) > (${values})`);
    }
    return this.db
      .select(this.resultFields(viewerId))
      .from(searchResults)
      .innerJoin(ads, eq(ads.id, searchResults.adId))
      .innerJoin(categories, eq(categories.id, ads.categoryId))
      .innerJoin(platforms, eq(platforms.id, ads.platformId))
      .where(and(...conditions))
      .orderBy(...order.columns.map((column) => (order.direction === 'desc' ? desc(column) : asc(column))))
      .limit(request.limit + 1);
  }

  /** How many of the search's results are still available and how many are gone. */
  async countByView(searchId: number, goneBefore: Date): Promise<{ available: number; gone: number }> {
    const gone = goneCondition(goneBefore);
    const [row] = await this.db
      .select({ total: count(), gone: sql<number>`count(*) filter (where ${gone})`.mapWith(Number) })
      .from(searchResults)
      .innerJoin(ads, eq(ads.id, searchResults.adId))
      .where(and(eq(searchResults.searchId, searchId), isNull(searchResults.excludedAt)));
    return { available: row.total - row.gone, gone: row.gone };
  }

  async findResult(searchId: number, adId: number, viewerId: number): Promise<AdFactsWithResult | null> {
    const [row] = await this.db
      .select(this.resultFields(viewerId))
      .from(searchResults)
      .innerJoin(ads, eq(ads.id, searchResults.adId))
      .innerJoin(categories, eq(categories.id, ads.categoryId))
      .innerJoin(platforms, eq(platforms.id, ads.platformId))
      .where(and(eq(searchResults.searchId, searchId), eq(searchResults.adId, adId)))
      .limit(1);
    return row ?? null;
  }

  /** The ads' facts (no result), keyed by ad id. */
  async adFacts(adIds: number[], viewerId: number): Promise<Map<number, AdFacts>> {
    if (!adIds.length) return new Map();
    const rows = await this.db
      .select(adFields(viewerId))
      .from(ads)
      .innerJoin(categories, eq(categories.id, ads.categoryId))
      .innerJoin(platforms, eq(platforms.id, ads.platformId))
      .where(inArray(ads.id, adIds));
    return new Map(rows.map((row) => [row.ad.id, row]));
  }

  /** For each ad, its best result (score, then newest) among the searches the user can reach. */
  async bestResults(adIds: number[], user: CurrentUser): Promise<Map<number, ResultRow>> {
    if (!adIds.length) return new Map();
    const rows = await this.db
      .selectDistinctOn([searchResults.adId], { result: searchResults })
      .from(searchResults)
      .innerJoin(searches, eq(searches.id, searchResults.searchId))
      .where(and(inArray(searchResults.adId, adIds), this.access.readableBy(user)))
      .orderBy(searchResults.adId, desc(searchResults.finalScore), desc(searchResults.foundAt), desc(searchResults.id));
    return new Map(rows.map(({ result }) => [result.adId, result]));
  }

  /** The search's results for these ads, keyed by ad id. */
  async resultsIn(searchId: number, adIds: number[]): Promise<Map<number, ResultRow>> {
    if (!adIds.length) return new Map();
    const rows = await this.db
      .select()
      .from(searchResults)
      .where(and(eq(searchResults.searchId, searchId), inArray(searchResults.adId, adIds)));
    return new Map(rows.map((row) => [row.adId, row]));
  }

  /** Whether the user reaches the ad: the admin any ad, others through a result of a search they reach. */
  async isAdVisible(adId: number, user: CurrentUser): Promise<boolean> {
    if (user.appRole === 'Admin') {
      const [ad] = await this.db.select({ id: ads.id }).from(ads).where(eq(ads.id, adId)).limit(1);
      return Boolean(ad);
    }
    const [row] = await this.db
      .select({ id: searchResults.id })
      .from(searchResults)
      .innerJoin(searches, eq(searches.id, searchResults.searchId))
      .where(and(eq(searchResults.adId, adId), this.access.readableBy(user)))
      .limit(1);
    return Boolean(row);
  }

  async findAdByExternalId(platformId: number, externalId: string, tx: Executor = this.db): Promise<AdRow | null> {
    const [row] = await tx
      .select()
      .from(ads)
      .where(and(eq(ads.platformId, platformId), eq(ads.externalId, externalId)))
      .limit(1);
    return row ?? null;
  }

  async isInResults(searchId: number, adId: number, tx: Executor = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: searchResults.id })
      .from(searchResults)
      .where(and(eq(searchResults.searchId, searchId), eq(searchResults.adId, adId)))
      .limit(1);
    return Boolean(row);
  }

  /**
   * Stores the ad once per (platform, external id): a new ad, or the known one refreshed with the
   * facts given. A new ad or a changed price adds a price-history entry.
   */
  async upsertAd(values: NewAd, tx: Executor = this.db): Promise<AdRow> {
    const [previous] = await tx
      .select({ price: ads.price })
      .from(ads)
      .where(and(eq(ads.platformId, values.platformId), eq(ads.externalId, values.externalId)))
      .limit(1);
    const now = new Date();
    const { platformId: _platformId, externalId: _externalId, ...facts } = values;
    const [row] = await tx
      .insert(ads)
      .values({ ...values, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({ target: [ads.platformId, ads.externalId], set: { ...facts, lastSeenAt: now } })
      .returning();
    if (!previous || previous.price !== row.price) await tx.insert(adPriceHistory).values({ adId: row.id, price: row.price, seenAt: now });
    return row;
  }

  /** The owner has seen these results: they are no longer new. */
  async markSeen(searchId: number, adIds: number[]): Promise<void> {
    await this.db
      .update(searchResults)
      .set({ isNew: false })
      .where(and(eq(searchResults.searchId, searchId), inArray(searchResults.adId, adIds)));
  }

  /** Adds the ad to the search's results; false when it is already there. */
  async insertResult(values: Omit<typeof searchResults.$inferInsert, 'id'>, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx.insert(searchResults).values(values).onConflictDoNothing().returning({ id: searchResults.id });
    return rows.length === 1;
  }

  async searchParameters(searchId: number, tx: Executor = this.db): Promise<SearchParametersRow | null> {
    const [row] = await tx.select().from(searchParameters).where(eq(searchParameters.searchId, searchId)).limit(1);
    return row ?? null;
  }

  async searchRow(searchId: number): Promise<SearchRow | null> {
    const [row] = await this.db.select().from(searches).where(eq(searches.id, searchId)).limit(1);
    return row ?? null;
  }

  /** The other ads of a search's results in one category: the market a manual ad is priced against. */
  async marketAds(searchId: number, categoryId: number, exceptAdId: number, tx: Executor = this.db): Promise<AdRow[]> {
    const rows = await tx
      .select({ ad: ads })
      .from(searchResults)
      .innerJoin(ads, eq(ads.id, searchResults.adId))
      .where(and(eq(searchResults.searchId, searchId), eq(ads.categoryId, categoryId), ne(ads.id, exceptAdId)));
    return rows.map((row) => row.ad);
  }
}
