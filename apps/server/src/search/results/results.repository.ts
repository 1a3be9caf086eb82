import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AdRow, ResultRow, SearchParametersRow, SearchRow } from '../../db/rows.js';
import { adPriceHistory, ads, categories, likes, platforms, searches, searchParameters, searchResults } from '../../db/schema/index.js';
import type { ExpertAdsReadModel } from '../../marketplace/index.js';
import type { SearchAccessReadModel } from '../searches/search-access.read-model.js';
import type { CurrentUser } from '../../http/auth.js';
import { ResultsPageReader, type PageRow, type ResultsPageRequest, type ViewCounts } from './results-page.repository.js';
import { asBoolean } from '../../db/sql-boolean.js';

export type { CardAd, CardResult, PageRow, ResultsPageRequest, ViewCounts } from './results-page.repository.js';

export { pageKeys } from './results-order.js';

export type NewAd = Omit<typeof ads.$inferInsert, 'id' | 'firstSeenAt' | 'lastSeenAt'>;

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

export class ResultsRepository {
  constructor(
    private readonly db: Executor,
    /** Who reads a search: the hires module's one rule, as a condition of the list queries. */
    private readonly access: Pick<SearchAccessReadModel, 'readableBy'>,
    /** Which expert is hired on a search: the hires module's conditions, inside the results' own query. */
    private readonly experts: Pick<ExpertAdsReadModel, 'openHireExpert' | 'hiredExpert'>,
  ) {
    this.pages = new ResultsPageReader(db, experts);
  }

  private readonly pages: ResultsPageReader;

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

  /** One page of a search's results and the view's counts (results-page.repository.ts). */
  pageForSearch(searchId: number, viewerId: number, request: ResultsPageRequest): Promise<{ rows: PageRow[]; counts: ViewCounts }> {
    return this.pages.page(searchId, viewerId, request);
  }

  /** The distinct fuel attributes of the search's listed results, as the ads word them. */
  async fuelAttributes(searchId: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ fuel: sql<string>`${ads.attributes} ->> 'fuel'` })
      .from(searchResults)
      .innerJoin(ads, eq(ads.id, searchResults.adId))
      .where(and(eq(searchResults.searchId, searchId), isNull(searchResults.excludedAt), sql`${ads.attributes} ? 'fuel'`));
    return rows.map((row) => row.fuel).filter((fuel): fuel is string => typeof fuel === 'string');
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
  async insertResult(values: Omit<typeof searchResults.$inferInsert, 'id' | 'price' | 'likeCount'>, tx: Executor = this.db): Promise<boolean> {
    // The ad's price and likes travel with the result: the price and popular orders read them (migration 0041).
    const price = sql<number>`(select ${ads.price} from ${ads} where ${ads.id} = ${values.adId})`;
    const likeCount = sql<number>`(select count(*) from ${likes} where ${likes.adId} = ${values.adId})`;
    const rows = await tx
      .insert(searchResults)
      .values({ ...values, price, likeCount })
      .onConflictDoNothing()
      .returning({ id: searchResults.id });
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
