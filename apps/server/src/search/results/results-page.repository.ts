import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ResultSort, ResultView } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import type { AdRow, ResultRow } from '../../db/rows.js';
import { ads, categories, likes, platforms, searchResults } from '../../db/schema/index.js';
import type { ExpertAdsReadModel } from '../../marketplace/index.js';
import { narrowingConditions, type ResultNarrowing } from './result-filters.sql.js';
import { keysetAfter, orderBy, splitKeys } from './results-order.js';
import { asBoolean } from '../../db/sql-boolean.js';

export type ResultsPageRequest = {
  sort: ResultSort;
  view: ResultView;
  limit: number;
  after: number[] | null;
  /** The filters asked, resolved; null: none. */
  narrowing: ResultNarrowing | null;
};

/** How many of the search's results (narrowed as asked) are still on their source and how many are gone. */
export type ViewCounts = { available: number; gone: number };

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
  // The database keeps the ad's like count on its results (migration 0041): the popular order's key, shown as is.
  likeCount: searchResults.likeCount,
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

/** A page's row as the database sends it: one JSON array (the card's ad, its result, the expert's rank and badge). */
type JsonCard = [Record<string, unknown>, Record<string, unknown>, number, boolean];

type ExpertRow = Pick<PageRow, 'ad' | 'result' | 'expertRank' | 'recommended'>;

const dateOf = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

/** `json_build_object('key', column, …)` of a card's fields: one value per row crosses from the database instead of 28. */
const jsonObjectOf = (fields: Record<string, unknown>) =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;
const adJson = jsonObjectOf(cardAd);
const resultJson = jsonObjectOf(cardResult);

function toExpertRow([ad, result, expertRank, recommended]: JsonCard): ExpertRow {
  return {
    ad: { ...(ad as CardAd), publishDate: dateOf(ad.publishDate), firstSeenAt: dateOf(ad.firstSeenAt)! },
    result: { ...(result as CardResult), foundAt: dateOf(result.foundAt)! },
    expertRank,
    recommended,
  };
}

/** A query built once with placeholders: `execute` fills them. */
type Prepared<T> = { execute(values: Record<string, unknown>): Promise<T[]> };
type FirstRow = { total: number; gone: number; manual: boolean; cards: string; liked: string };
/** Which rows a read asks: the engine's only (no hand-added result in the search), the expert's, or all but the expert's. */
type Part = 'engine' | 'expert' | 'others';

const search = sql.placeholder('search');
/** A keyset's values as the placeholders k0, k1… of the prepared queries. */
const keyValues = (keys: readonly number[] | null) => Object.fromEntries((keys ?? []).map((value, i) => [`k${i}`, value]));

/**
 * A page of a search's results (docs/architecture.md, "The results page without its cache"), in one statement when
 * the search has no hand-added result: the view's counts, the page's rows in an index's order, read only as far as
 * the page needs, as one JSON array of cards with their like counts, and which of their ads the viewer likes. Category and platform names come from the
 * reference tables read once per process. Every statement, join and column costs a round trip, planning or row
 * parsing on every request, which on PGlite is most of the page's time.
 */
export class ResultsPageReader {
  private names: { categories: Map<number, string>; platforms: Map<number, string> } | null = null;
  /** Each shape of the page's queries without filters, built once (named: PostgreSQL plans it once per connection). */
  private readonly prepared = new Map<string, Prepared<unknown>>();

  constructor(
    private readonly db: Executor,
    private readonly experts: Pick<ExpertAdsReadModel, 'openHireExpert' | 'hiredExpert'>,
  ) {}

  /**
   * One page in the view and order asked, keyset after `after`; one row more than `limit` when more follow; and the
   * view's counts. The open hire's expert's ads come first: they are read apart, and only when the search has
   * hand-added ads.
   */
  async page(searchId: number, viewerId: number, request: ResultsPageRequest): Promise<{ rows: PageRow[]; counts: ViewCounts }> {
    const { sort, view } = request;
    const narrowed = narrowingConditions(request.narrowing);
    const wanted = request.limit + 1;
    const after = request.after ? splitKeys(request.sort, request.after) : null;
    // The common case in one statement: the view's counts, the engine's rows and their likes. Each statement is a
    // round trip (and on PostgreSQL a socket write each way); a search with hand-added results reads again below.
    const values = { search: searchId, viewer: viewerId, limit: wanted, ...keyValues(after?.rest ?? null) };
    const key = narrowed.length ? null : `page_${sort}_${view}_${after ? 'after' : 'first'}`;
    const [first] = await this.run<FirstRow>(key, () => this.firstQuery(sort, view, narrowed, after?.rest.length ?? null), values);
    const counts = { available: first.total - first.gone, gone: first.gone };
    let rows: ExpertRow[];
    let liked: Set<number>;
    if (!first.manual) {
      rows = (JSON.parse(first.cards) as JsonCard[]).map(toExpertRow);
      liked = new Set(JSON.parse(first.liked) as number[]);
    } else {
      const read = (part: Part, keys: number[] | null, limit: number) => this.read(searchId, request, narrowed, part, keys, limit);
      if (after && !after.expert) rows = await read('others', after.rest, wanted);
      else {
        rows = await read('expert', after?.rest ?? null, wanted);
        if (rows.length < wanted) rows.push(...(await read('others', null, wanted - rows.length)));
      }
      liked = await this.likedOf(
        rows.map((row) => row.ad.id),
        viewerId,
      );
    }
    const names = await this.referenceNames(rows);
    return {
      counts,
      rows: rows.map((row) => ({
        ...row,
        categoryName: names.categories.get(row.ad.categoryId) ?? '',
        platformName: names.platforms.get(row.ad.platformId) ?? '',
        likeCount: row.result.likeCount,
        liked: liked.has(row.ad.id),
      })),
    };
  }

  /** A query by its shape's key, built once; with no key (filters: their values are in the SQL), built for this call. */
  private run<T>(key: string | null, build: () => { prepare(name: string): unknown }, values: Record<string, unknown>): Promise<T[]> {
    const name = key && `results_page_${key}`;
    let query = name ? (this.prepared.get(name) as Prepared<T> | undefined) : undefined;
    if (!query) {
      // A name only for the cached shapes: PostgreSQL keeps a named statement per connection, and one name must keep one text.
      query = build().prepare(name ?? '') as Prepared<T>;
      if (name) this.prepared.set(name, query);
    }
    return query.execute(values);
  }

  /**
   * The view's counts (narrowed as asked: those conditions read the ads), whether any result was added by hand, and
   * the engine's rows of the page (`page`, a CTE ranked by the order) and which of their ads the viewer likes, as JSON
   * texts (one value to parse each).
   */
  private firstQuery(sort: ResultSort, view: ResultView, narrowed: SQL[], keys: number | null) {
    const page = this.db.$with('page').as(this.rowsQuery(sort, view, narrowed, 'engine', keys));
    const manual = sql`exists (select 1 from ${searchResults} where ${searchResults.searchId} = ${search} and ${searchResults.origin} = 'manual')`;
    const query = this.db
      .with(page)
      .select({
        total: count(),
        gone: sql<number>`count(*) filter (where ${searchResults.gone})`.mapWith(Number),
        manual: sql<boolean>`${manual}`.mapWith(asBoolean),
        cards: sql<string>`(select coalesce(json_agg(p.card order by p.ord), '[]')::text from ${page} p)`,
        liked: sql<string>`(select coalesce(json_agg(l.ad_id), '[]')::text from ${likes} l
           where l.user_id = ${sql.placeholder('viewer')} and l.ad_id in (select p.ad_id from ${page} p))`,
      })
      .from(searchResults);
    const where = and(eq(searchResults.searchId, search), isNull(searchResults.excludedAt), ...narrowed);
    return narrowed.length ? query.innerJoin(ads, eq(ads.id, searchResults.adId)).where(where) : query.where(where);
  }

  private expert(): SQL {
    return sql`(${searchResults.origin} = 'manual' and ${this.experts.openHireExpert(searchResults.searchId, searchResults.addedBy)})`;
  }

  /**
   * The rows of a part of the page when the search has hand-added ads, each one JSON value (a fraction of the cost of
   * 28 columns through the driver's type parsers).
   */
  private async read(searchId: number, request: ResultsPageRequest, narrowed: SQL[], part: Part, after: number[] | null, limit: number): Promise<ExpertRow[]> {
    const { sort, view } = request;
    const key = narrowed.length ? null : `rows_${sort}_${view}_${part}_${after ? 'after' : 'first'}`;
    const values = { search: searchId, limit, ...keyValues(after) };
    const rows = await this.run<{ card: JsonCard }>(key, () => this.rowsQuery(sort, view, narrowed, part, after?.length ?? null), values);
    return rows.map((row) => toExpertRow(row.card));
  }

  /** The rows of a part in the order asked, after `keys` placeholders (k0…) when given: each its card, ad and rank in the order. */
  private rowsQuery(sort: ResultSort, view: ResultView, narrowed: SQL[], part: Part, keys: number | null) {
    const rank = part === 'expert' ? sql`1` : sql`0`;
    const badge =
      part === 'engine' ? sql`false` : sql`(${searchResults.origin} = 'manual' and ${this.experts.hiredExpert(searchResults.searchId, searchResults.addedBy)})`;
    // Results an edit set aside (excluded_at) are kept but listed in neither view.
    const conditions: SQL[] = [eq(searchResults.searchId, search), isNull(searchResults.excludedAt), eq(searchResults.gone, view === 'gone'), ...narrowed];
    if (part === 'expert') conditions.push(this.expert());
    if (part === 'others') conditions.push(sql`not ${this.expert()}`);
    if (keys !== null)
      conditions.push(
        keysetAfter(
          sort,
          Array.from({ length: keys }, (_, i) => sql.placeholder(`k${i}`)),
        ),
      );
    return this.db
      .select({
        card: sql<JsonCard>`json_build_array(${adJson}, ${resultJson}, ${rank}, ${badge})`.as('card'),
        adId: sql<number>`${ads.id}`.as('ad_id'),
        ord: sql<number>`row_number() over (order by ${sql.join(orderBy(sort), sql`, `)})`.as('ord'),
      })
      .from(searchResults)
      .innerJoin(ads, eq(ads.id, searchResults.adId))
      .where(and(...conditions))
      .orderBy(...orderBy(sort))
      .limit(sql.placeholder('limit'));
  }

  /** Which of the ads the viewer likes (their counts are on the results). */
  private async likedOf(adIds: number[], viewerId: number): Promise<Set<number>> {
    if (!adIds.length) return new Set();
    const build = () =>
      this.db
        .select({ adId: likes.adId })
        .from(likes)
        .where(and(eq(likes.userId, sql.placeholder('viewer')), sql`${likes.adId} = any(${sql.placeholder('ads')})`));
    const rows = await this.run<{ adId: number }>('liked', build, { ads: adIds, viewer: viewerId });
    return new Set(rows.map((row) => row.adId));
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
