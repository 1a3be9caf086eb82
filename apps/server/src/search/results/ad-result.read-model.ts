import {
  RESULT_CARD_IMAGES,
  RESULT_EXCERPT_CHARS,
  WISH_GROUPS,
  categoryCode,
  wordPoint,
  type AdResult,
  type AdResultSummary,
  type Point,
} from '@ojeador/shared';
import type { AdRow, ResultRow, SearchParametersRow, SearchRow } from '../../db/rows.js';
import type { CurrentUser } from '../../http/auth.js';
import {
  pageKeys,
  type AdFacts,
  type CardAd,
  type CardResult,
  type ResultsPageRequest,
  type ResultsRepository,
  type ViewCounts,
} from './results.repository.js';

/**
 * Maps an ad and the search result it is shown through to the shared AdResult. Without a result (an ad
 * the caller reaches through no search, e.g. an old favourite) the score is 0 with no points.
 */
export function toAdResult(facts: Omit<AdFacts, 'ad'> & { ad: CardAd; recommended?: boolean }, result: CardResult | null): AdResult {
  const { ad } = facts;
  const { year, km, fuel, rooms, sqm } = ad.attributes ?? {};
  const attributes = Object.fromEntries(Object.entries({ year, km, fuel, rooms, sqm }).filter(([, value]) => value !== undefined && value !== null));
  return {
    id: ad.id,
    title: ad.title,
    description: ad.description,
    images: ad.images,
    price: ad.price,
    url: ad.url,
    category: ad.categoryId,
    categoryCode: categoryCode(ad.categoryId),
    categoryName: facts.categoryName,
    province: ad.province,
    city: ad.city,
    sellerType: ad.sellerType,
    publishDate: ad.publishDate ? ad.publishDate.toISOString() : null,
    highlighted: ad.highlighted,
    // Only when set: every other ad keeps the spec's shape exactly.
    ...(ad.reserved ? { reserved: true } : {}),
    isNew: result?.isNew ?? false,
    finalScore: result?.finalScore ?? 0,
    goodThings: thingsOf(result?.goodThings, result?.points?.good),
    badThings: thingsOf(result?.badThings, result?.points?.bad),
    goodPoints: result?.points?.good ?? null,
    badPoints: result?.points?.bad ?? null,
    latitude: ad.latitude,
    longitude: ad.longitude,
    attributes,
    platformId: ad.platformId,
    platformName: facts.platformName,
    foundAt: (result?.foundAt ?? ad.firstSeenAt).toISOString(),
    origin: result?.origin ?? 'auto',
    likeCount: facts.likeCount,
    liked: facts.liked,
    wishGroup: WISH_GROUPS[result?.wishGroup ?? 0] ?? 'rest',
    brokenWish: result?.wishGroup === 1 ? (result.brokenWish ?? null) : null,
    brokenPoint: result?.wishGroup === 1 && typeof result.points?.broken === 'number' ? (result.points.bad[result.points.broken] ?? null) : null,
    ...(facts.recommended === undefined ? {} : { recommendedByExpert: facts.recommended }),
  };
}

/**
 * A result's points in Spanish words: engine-found results store only the points (codes and values, decision 035),
 * worded here exactly as the engine words them; results stored before that, and hand-added ones, keep their words.
 */
function thingsOf(stored: string[] | undefined, points: Point[] | undefined): string[] {
  if (stored?.length || !points) return stored ?? [];
  return points.map((point) => wordPoint(point));
}

/** What a result card shows: an excerpt instead of the description, the first images only. */
export function toAdResultSummary(facts: Omit<AdFacts, 'ad'> & { ad: CardAd; recommended?: boolean }, result: CardResult | null): AdResultSummary {
  const { description, ...card } = toAdResult(facts, result);
  return { ...card, images: card.images.slice(0, RESULT_CARD_IMAGES), excerpt: excerptOf(description) };
}

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= RESULT_EXCERPT_CHARS) return flat;
  const cut = flat.slice(0, RESULT_EXCERPT_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > RESULT_EXCERPT_CHARS / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

type ReadRepository = Pick<
  ResultsRepository,
  'listForSearch' | 'pageForSearch' | 'findResult' | 'adFacts' | 'bestResults' | 'resultsIn' | 'isAdVisible' | 'searchRow' | 'searchParameters' | 'marketAds'
>;

/** What pricing an ad needs: the ad, the search it is shown through (null: none) and that search's other ads of its category. */
export type PricingInput = { ad: AdRow; search: SearchRow | null; parameters: SearchParametersRow | null; market: AdRow[] };

/**
 * The one place that builds the AdResult shape. The results, ads, likes and filtered services read ads
 * through it; their repositories return rows (ad ids, entries), never AdResults.
 */
export class AdResultReadModel {
  constructor(private readonly repository: ReadRepository) {}

  /**
   * The ad with the search of its best result among those the user reaches, and the market it is priced
   * against there: the other ads of that search's results in its category (as a manual ad is scored). An ad
   * reached through no search (the admin's) has no search and an empty market. Null for an unknown ad.
   */
  async pricingInputFor(adId: number, user: CurrentUser): Promise<PricingInput | null> {
    const [facts, best] = await Promise.all([this.repository.adFacts([adId], user.id), this.repository.bestResults([adId], user)]);
    const ad = facts.get(adId)?.ad;
    if (!ad) return null;
    const searchId = best.get(adId)?.searchId;
    if (searchId === undefined) return { ad, search: null, parameters: null, market: [] };
    const [search, parameters, market] = await Promise.all([
      this.repository.searchRow(searchId),
      this.repository.searchParameters(searchId),
      this.repository.marketAds(searchId, ad.categoryId, adId),
    ]);
    return { ad, search, parameters, market };
  }

  /** A search's results, best score first, then the most recently found. */
  async listForSearch(searchId: number, viewerId: number): Promise<AdResult[]> {
    return (await this.repository.listForSearch(searchId, viewerId)).map((row) => toAdResult(row, row.result));
  }

  /** One page of card summaries, with the keys of each item for the next page's cursor. */
  async pageForSearch(
    searchId: number,
    viewerId: number,
    request: ResultsPageRequest,
  ): Promise<{ rows: { item: AdResultSummary; keys: number[] }[]; counts: ViewCounts }> {
    const { rows, counts } = await this.repository.pageForSearch(searchId, viewerId, request);
    return { rows: rows.map((row) => ({ item: toAdResultSummary(row, row.result), keys: pageKeys(request.sort, row) })), counts };
  }

  async findInSearch(searchId: number, adId: number, viewerId: number): Promise<AdResult | null> {
    const row = await this.repository.findResult(searchId, adId, viewerId);
    return row ? toAdResult(row, row.result) : null;
  }

  /**
   * The ads in the order given, each through its best result among the searches the user reaches.
   * `reachedOnly` drops the ads the user reaches through no search (the admin keeps them, score 0);
   * without it such an ad keeps score 0 (a favourite outlives its search). Unknown ads are dropped.
   */
  async throughBestResults(adIds: number[], user: CurrentUser, options: { reachedOnly?: boolean } = {}): Promise<AdResult[]> {
    return this.bestOf(adIds, user, options, toAdResult);
  }

  /** The same as card summaries (favourites: a list of cards that never shows the description). */
  async summariesThroughBestResults(adIds: number[], user: CurrentUser): Promise<AdResultSummary[]> {
    return this.bestOf(adIds, user, {}, toAdResultSummary);
  }

  private async bestOf<T>(
    adIds: number[],
    user: CurrentUser,
    options: { reachedOnly?: boolean },
    map: (facts: AdFacts, result: ResultRow | null) => T,
  ): Promise<T[]> {
    const [facts, best] = await Promise.all([this.repository.adFacts(adIds, user.id), this.repository.bestResults(adIds, user)]);
    const out: T[] = [];
    for (const adId of adIds) {
      const ad = facts.get(adId);
      const result = best.get(adId) ?? null;
      if (!ad || (options.reachedOnly && !result && user.appRole !== 'Admin')) continue;
      out.push(map(ad, result));
    }
    return out;
  }

  /**
   * The ads as results of one search (score 0 for an ad no longer among its results), keyed by ad id, as card
   * summaries (the administrator's filtered list, whose entries the client matches to cards by ad id).
   */
  async inSearch(searchId: number, adIds: number[], viewerId: number): Promise<Map<number, AdResultSummary>> {
    const [facts, results] = await Promise.all([this.repository.adFacts(adIds, viewerId), this.repository.resultsIn(searchId, adIds)]);
    const out = new Map<number, AdResultSummary>();
    for (const adId of adIds) {
      const ad = facts.get(adId);
      if (ad) out.set(adId, toAdResultSummary(ad, results.get(adId) ?? null));
    }
    return out;
  }

  /** Which of these ads are among the search's listed results (not set aside by an edit). */
  async resultAdIds(searchId: number, adIds: readonly number[]): Promise<Set<number>> {
    const results = await this.repository.resultsIn(searchId, [...adIds]);
    return new Set([...results.values()].filter((result) => result.excludedAt === null).map((result) => result.adId));
  }

  /** Whether the user reaches the ad: the admin any ad, others through a result of a search they reach. */
  isVisible(adId: number, user: CurrentUser): Promise<boolean> {
    return this.repository.isAdVisible(adId, user);
  }
}
