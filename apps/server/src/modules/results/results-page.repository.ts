import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ResultSort, ResultView } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import type { AdRow, ResultRow } from '../../db/rows.js';
import { ads, categories, likes, platforms, searchResults } from '../../db/schema/index.js';
import type { ExpertAdsReadModel } from '../hires/expert-ads.read-model.js';
import { narrowingConditions, type ResultNarrowing } from './result-filters.sql.js';
import { goneCondition, keysetAfter, orderBy, splitKeys } from './results-order.js';

export type ResultsPageRequest = {
  sort: ResultSort;
  view: ResultView;
  limit: number;
  after: number[] | null;
  goneBefore: Date;
  /** The filters asked, resolved; null: none. */
  narrowing: ResultNarrowing | null;
};

/** What a result card reads of an ad (toAdResultSummary): no fingerprints, hashes or the description past its excerpt. */
const cardAd = {
  id: ads.id,
  title: ads.title,
  // The card's excerpt is the description's first RESULT_EXCERPT_CHARS (whitespace folded): its first 1,000 hold them.
  description: sql<string>`left(${ads.description}, 1000)`,
  images: ads.images,
  price: ads.price,
  url: ads.url,
  categoryId: ads.categoryId,
  province: ads.province,
  city: ads.city,
  sellerType: ads.sellerType,
  publishDate: ads.publishDate,
  highlighted: ads.highlighted,
  reserved: ads.reserved,
  latitude: ads.latitude,
  longitude: ads.longitude,
  attributes: ads.attributes,
  platformId: ads.platformId,
  firstSeenAt: ads.firstSeenAt,
};
const cardResult = {
  id: searchResults.id,
  isNew: searchResults.isNew,
  finalScore: searchResults.finalScore,
  goodThings: searchResults.goodThings,
  badThings: searchResults.badThings,
  points: searchResults.points,
  foundAt: searchResults.foundAt,
  origin: searchResults.origin,
  wishGroup: searchResults.wishGroup,
  brokenWish: searchResults.brokenWish,
};
export type CardAd = Pick<AdRow, keyof typeof cardAd>;
export type CardResult = Pick<ResultRow, keyof typeof cardResult>;
/** A results page's row: the card's fields of the ad and of its result, its like count and the expert's rank and badge. */
export type PageRow = {
  ad: CardAd;
  result: CardResult;
  categoryName: string;
  platformName: string;
  likeCount: number;
  liked: boolean;
  expertRank: number;
  recommended: boolean;
};

type ExpertRow = Pick<PageRow, 'ad' | 'result' | 'expertRank' | 'recommended'>;

const asBoolean = (value: unknown) => value === true || value === 't' || value === 'true';

/**
 * A page of a search's results (docs/architecture.md, "The results page"): the rows of the page in an index's order,
 * read as far as the page needs, with the card's columns only; like counts for the page's ads in one grouped query;
 * category and platform names from the reference tables read once per process. Every join or sub-select left in the
 * page's SQL costs planning on every request, which on PGlite is most of the page's time.
 */
export class ResultsPageReader {
  private names: { categories: Map<number, string>; platforms: Map<number, string> } | null = null;

  constructor(
    private readonly db: Executor,
    private readonly experts: Pick<ExpertAdsReadModel, 'openHireExpert' | 'hiredExpert'>,
  ) {}

  /**
   * One page in the view and order asked, keyset after `after`; one row more than `limit` when more follow. The open
   * hire's expert's ads come first: they are read apart, and only when the search has hand-added ads.
   */
  async page(searchId: number, viewerId: number, request: ResultsPageRequest): Promise<PageRow[]> {
    const gone = goneCondition(request.goneBefore);
    // Results an edit set aside (excluded_at) are kept but listed in neither view.
    const base: SQL[] = [
      eq(searchResults.searchId, searchId),
      isNull(searchResults.excludedAt),
      request.view === 'gone' ? gone : sql`not (${gone})`,
      ...narrowingConditions(request.narrowing),
    ];
    const wanted = request.limit + 1;
    const after = request.after ? splitKeys(request.sort, request.after) : null;
    let rows: ExpertRow[];
    if (!(await this.hasManualResults(searchId))) rows = await this.readEngine(base, request.sort, after?.rest ?? null, wanted);
    else if (after && !after.expert) rows = await this.read([...base, sql`not ${this.expert()}`], request.sort, after.rest, wanted);
    else {
      rows = await this.read([...base, this.expert()], request.sort, after?.rest ?? null, wanted);
      if (rows.length < wanted) rows.push(...(await this.read([...base, sql`not ${this.expert()}`], request.sort, null, wanted - rows.length)));
    }
    const [names, liking] = await Promise.all([
      this.referenceNames(rows),
      this.likesOf(
        rows.map((row) => row.ad.id),
        viewerId,
      ),
    ]);
    return rows.map((row) => ({
      ...row,
      categoryName: names.categories.get(row.ad.categoryId) ?? '',
      platformName: names.platforms.get(row.ad.platformId) ?? '',
      likeCount: liking.get(row.ad.id)?.count ?? 0,
      liked: liking.get(row.ad.id)?.liked ?? false,
    }));
  }

  private expert(): SQL {
    return sql`(${searchResults.origin} = 'manual' and ${this.experts.openHireExpert(searchResults.searchId, searchResults.addedBy)})`;
  }

  /** The page's rows, each with its expert's rank and badge. */
  private read(conditions: SQL[], sort: ResultSort, after: number[] | null, limit: number): Promise<ExpertRow[]> {
    const hired = this.experts.hiredExpert(searchResults.searchId, searchResults.addedBy);
    return this.select(
      {
        ad: cardAd,
        result: cardResult,
        expertRank: sql<number>`(case when ${this.expert()} then 1 else 0 end)`.mapWith(Number),
        recommended: sql<boolean>`(${searchResults.origin} = 'manual' and ${hired})`.mapWith(asBoolean),
      },
      conditions,
      sort,
      after,
      limit,
    );
  }

  /** The page's rows when the search has no hand-added ads: no expert's rank or badge to compute. */
  private async readEngine(conditions: SQL[], sort: ResultSort, after: number[] | null, limit: number): Promise<ExpertRow[]> {
    const rows = await this.select({ ad: cardAd, result: cardResult }, conditions, sort, after, limit);
    return rows.map((row) => ({ ...row, expertRank: 0, recommended: false }));
  }

  private select<T extends Record<string, unknown>>(fields: T, conditions: SQL[], sort: ResultSort, after: number[] | null, limit: number) {
    return this.db
      .select(fields as never)
      .from(searchResults)
      .innerJoin(ads, eq(ads.id, searchResults.adId))
      .where(and(...conditions, ...(after ? [keysetAfter(sort, after)] : [])))
      .orderBy(...orderBy(sort))
      .limit(limit) as unknown as Promise<T extends { expertRank: unknown } ? ExpertRow[] : { ad: CardAd; result: CardResult }[]>;
  }

  /** Whether any of the search's results was added by hand (only those may be the open hire's expert's). */
  private async hasManualResults(searchId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: searchResults.id })
      .from(searchResults)
      .where(and(eq(searchResults.searchId, searchId), eq(searchResults.origin, 'manual')))
      .limit(1);
    return Boolean(row);
  }

  /** How many like each ad, and whether the viewer does. */
  private async likesOf(adIds: number[], viewerId: number): Promise<Map<number, { count: number; liked: boolean }>> {
    if (!adIds.length) return new Map();
    const rows = await this.db
      .select({ adId: likes.adId, count: count(), liked: sql<boolean>`bool_or(${likes.userId} = ${viewerId})`.mapWith(asBoolean) })
      .from(likes)
      .where(inArray(likes.adId, adIds))
      .groupBy(likes.adId);
    return new Map(rows.map((row) => [row.adId, row]));
  }

  /** The reference tables' names (seeded at start, never edited while running); read again if a row names an unknown one. */
  private async referenceNames(rows: readonly { ad: CardAd }[]) {
    const known = this.names;
    if (known && rows.every((row) => known.categories.has(row.ad.categoryId) && known.platforms.has(row.ad.platformId))) return known;
    const [categoryRows, platformRows] = await Promise.all([
      this.db.select({ id: categories.id, name: categories.name }).from(categories),
      this.db.select({ id: platforms.id, name: platforms.name }).from(platforms),
    ]);
    this.names = { categories: new Map(categoryRows.map((r) => [r.id, r.name])), platforms: new Map(platformRows.map((r) => [r.id, r.name])) };
    return this.names;
  }
}
