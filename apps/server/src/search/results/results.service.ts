import {
  fuelOfAttribute,
  RESULT_FILTER_KEYS,
  RESULT_MESSAGES,
  RESULTS_PAGE_SIZE,
  type AdResult,
  type ManualAd,
  type ResultsPage,
  type ResultFilters,
  type ResultsPageQuery,
} from '@ojeador/shared';
import type { Transact } from '../../db/client.js';
import type { EnginePort } from '../engine/engine-port.js';
import { badRequest, conflict, forbidden } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import { formatEuros } from '../../lib/format.js';
import type { SearchesService } from '../searches/searches.service.js';
import type { AdResultReadModel } from './ad-result.read-model.js';
import type { NewAd, ResultsRepository } from './results.repository.js';
import type { AdAttributes } from '../../db/schema/ads.js';
import type { SearchParametersRow } from '../../db/rows.js';
import { decodeCursor, encodeCursor } from './result-cursor.js';
import type { ResultNarrowing } from './result-filters.sql.js';

/** How the results module reaches a search: the searches module's access rule. */
export type SearchAccess = Pick<SearchesService, 'access'>;

/** The in-app notice of a hand-added ad (messaging's notifications answer it; declared here so search needs no messaging). */
export type ManualAdNoticePort = {
  create(notice: { userId: number; type: 'info'; title: string; message: string; url: string; imageUrl: string | null; createdBy: number }): Promise<unknown>;
};

/**
 * The ad's external id when it is added by hand: its URL without the fragment, scheme and host in
 * lower case, without a trailing slash; so the same URL (as typed or copied) is the same ad.
 */
export function externalIdFromUrl(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  const path = parsed.pathname.replace(/\/+$/, '');
  return `url:${parsed.protocol}//${parsed.host.toLowerCase()}${path}${parsed.search}`;
}

/**
 * A hand-added ad is its own row, scoped to its search: it can never overwrite the title, price or images
 * of an ad the engine found (or another search's manual ad) for the same URL.
 */
export function manualExternalId(searchId: number, url: string): string {
  return `manual:${searchId}:${externalIdFromUrl(url)}`;
}

/**
 * The ad's facts from the form, as a run would store them: attributes, position and publish date. A fact left out
 * is stored as unknown (the form is the whole truth about a hand-added ad).
 */
export function manualAdFacts(
  form: ManualAd,
  parameters: Pick<SearchParametersRow, 'latitude' | 'longitude'> | null,
): Pick<NewAd, 'attributes' | 'latitude' | 'longitude' | 'publishDate'> {
  const attributes: AdAttributes = {};
  if (form.year !== undefined) attributes.year = form.year;
  if (form.km !== undefined) attributes.km = form.km;
  if (form.fuel !== undefined) attributes.fuel = form.fuel;
  if (form.rooms !== undefined) attributes.rooms = form.rooms;
  if (form.sqm !== undefined) attributes.sqm = form.sqm;
  const point = form.position === 'searchCentre' ? { latitude: parameters?.latitude ?? null, longitude: parameters?.longitude ?? null } : form.position;
  return {
    attributes,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    publishDate: form.publishDate ? new Date(`${form.publishDate}T12:00:00Z`) : null,
  };
}

export class ResultsService {
  constructor(
    private readonly repository: ResultsRepository,
    private readonly ads: Pick<AdResultReadModel, 'listForSearch' | 'pageForSearch' | 'findInSearch'>,
    private readonly transaction: Transact,
    private readonly searches: SearchAccess,
    private readonly notifications: ManualAdNoticePort,
    private readonly engine: Pick<EnginePort, 'scoreAd'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The search's results for its owner, the admin or the hired expert; 404 for anyone else.
   * "New" means new since the owner last looked: the owner sees the flags once, then they clear.
   */
  async list(user: CurrentUser, searchId: number): Promise<AdResult[]> {
    const { relation } = await this.searches.access(user, searchId);
    const results = await this.ads.listForSearch(searchId, user.id);
    const seen = results.filter((r) => r.isNew).map((r) => r.id);
    if (relation === 'owner' && seen.length) await this.repository.markSeen(searchId, seen);
    return results;
  }

  /**
   * One page of the results as card summaries, sorted by the server; `total` counts the view (still available
   * or "Ya no disponibles"), `goneTotal` the ads gone from their source. The owner's "new" flags clear as
   * each page is seen.
   */
  async page(user: CurrentUser, searchId: number, query: ResultsPageQuery): Promise<ResultsPage> {
    const { relation } = await this.searches.access(user, searchId);
    const sort = query.sort ?? 'score';
    const limit = query.limit ?? RESULTS_PAGE_SIZE;
    const after = query.cursor === undefined ? null : decodeCursor(query.cursor, sort);
    if (query.cursor !== undefined && after === null) throw badRequest(RESULT_MESSAGES.badCursor);
    const view = query.view ?? 'available';
    const narrowing = await this.narrowing(searchId, query);
    const { rows, counts } = await this.ads.pageForSearch(searchId, user.id, { sort, view, limit, after, narrowing });
    const page = rows.slice(0, limit);
    const seen = page.filter((row) => row.item.isNew).map((row) => row.item.id);
    if (relation === 'owner' && seen.length) await this.repository.markSeen(searchId, seen);
    const last = page.at(-1);
    return {
      items: page.map((row) => row.item),
      nextCursor: rows.length > limit && last ? encodeCursor(sort, last.keys) : null,
      total: view === 'gone' ? counts.gone : counts.available,
      goneTotal: counts.gone,
    };
  }

  /** The filters of a page resolved against the search: its centre, and the ads' fuel words for the fuel asked. */
  private async narrowing(searchId: number, query: ResultsPageQuery): Promise<ResultNarrowing | null> {
    const filters: ResultFilters = Object.fromEntries(RESULT_FILTER_KEYS.filter((key) => query[key] !== undefined).map((key) => [key, query[key]]));
    if (Object.keys(filters).length === 0) return null;
    let centre: ResultNarrowing['centre'] = null;
    if (filters.maxDistanceKm !== undefined) {
      const parameters = await this.repository.searchParameters(searchId);
      if (parameters?.latitude == null || parameters.longitude == null) throw badRequest(RESULT_MESSAGES.filterNoCentre);
      centre = { latitude: parameters.latitude, longitude: parameters.longitude };
    }
    const fuelValues =
      filters.fuel === undefined ? null : (await this.repository.fuelAttributes(searchId)).filter((value) => fuelOfAttribute(value) === filters.fuel);
    return { filters, centre, fuelValues };
  }

  /**
   * Adds an ad by hand (admin, or the expert of an open hire; the owner and a former expert get 403). The ad
   * is stored once per search and URL (manualExternalId); adding the same URL to the same search again is a 409.
   */
  async addManualAd(user: CurrentUser, searchId: number, form: ManualAd): Promise<AdResult> {
    const { search, relation } = await this.searches.access(user, searchId);
    if (user.appRole !== 'Admin' && relation !== 'expert') throw forbidden(RESULT_MESSAGES.manualAdForbidden);
    const externalId = manualExternalId(searchId, form.url);
    const { repository } = this;
    const adId = await this.transaction(async (tx) => {
      const known = await repository.findAdByExternalId(form.platformId, externalId, tx);
      if (known && (await repository.isInResults(searchId, known.id, tx))) throw conflict(RESULT_MESSAGES.manualAdDuplicate);
      const parameters = await repository.searchParameters(searchId, tx);
      if (form.position === 'searchCentre' && (parameters?.latitude == null || parameters.longitude == null)) {
        throw badRequest(RESULT_MESSAGES.manualAdNoCentre);
      }
      const ad = await repository.upsertAd(
        {
          platformId: form.platformId,
          externalId,
          title: form.title,
          description: form.description,
          price: Math.round(form.price),
          url: form.url,
          images: form.images,
          categoryId: form.category,
          province: form.province,
          city: form.city,
          sellerType: form.sellerType,
          ...(known ? {} : { highlighted: false }),
          ...manualAdFacts(form, parameters),
        },
        tx,
      );
      const market = await repository.marketAds(searchId, ad.categoryId, ad.id, tx);
      const score = this.engine.scoreAd(search, parameters, ad, market, this.now());
      const added = await repository.insertResult(
        { searchId, adId: ad.id, ...score, isNew: true, foundAt: this.now(), origin: 'manual', addedBy: user.id },
        tx,
      );
      if (!added) throw conflict(RESULT_MESSAGES.manualAdDuplicate);
      return ad.id;
    });
    const result = await this.ads.findInSearch(searchId, adId, user.id);
    if (!result) throw new Error(`manual ad ${adId} vanished from search ${searchId}`);
    await this.notifications.create({
      userId: search.userId,
      type: 'info',
      title: `Nuevo anuncio en «${search.title}»`,
      message: `${user.appRole === 'Admin' ? 'El equipo de Ojeador' : 'Tu experto'} ha añadido «${result.title}» (${formatEuros(result.price)}, ${result.finalScore}/100).`,
      url: `/busquedas/${searchId}`,
      imageUrl: result.images[0] ?? null,
      createdBy: user.id,
    });
    return result;
  }
}
