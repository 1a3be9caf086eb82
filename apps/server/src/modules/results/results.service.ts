import { RESULT_MESSAGES, type AdResult, type ManualAd } from '@ojeador/shared';
import { buildMarket } from '../../engine/market.js';
import { compileQuery } from '../../engine/match.js';
import { scoreAd } from '../../engine/score.js';
import type { RawAd, SearchQuery } from '../../engine/types.js';
import { searchQueryOf, toRawAd } from '../../engine/search-query.js';
import { formatEuros } from '../../engine/format.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { conflict, forbidden } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { SearchRow } from '../searches/search-access.js';
import type { ResultsRepository } from './results.repository.js';

export type ManualAdScore = { finalScore: number; goodThings: string[]; badThings: string[] };

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
 * Scores a hand-added ad with the engine's scorer (engine/score.ts), exactly as a run would: the
 * search's query, and as market the search's other results of the same category.
 */
export function scoreManualAd(query: SearchQuery, ad: RawAd, market: RawAd[], now: Date): ManualAdScore {
  const scored = scoreAd(compileQuery(query), ad, buildMarket([...market, ad]), now);
  return { finalScore: scored.finalScore, goodThings: scored.goodThings, badThings: scored.badThings };
}

export class ResultsService {
  constructor(
    private readonly repository: ResultsRepository,
    private readonly notifications: NotificationsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The search's results for its owner, the admin or the hired expert; 404 for anyone else.
   * "New" means new since the owner last looked: the owner sees the flags once, then they clear.
   */
  async list(user: CurrentUser, searchId: number): Promise<AdResult[]> {
    const { relation } = await this.repository.requireAccessibleSearch(searchId, user);
    const results = await this.repository.listForSearch(searchId, user.id);
    const seen = results.filter((r) => r.isNew).map((r) => r.id);
    if (relation === 'owner' && seen.length) await this.repository.markSeen(searchId, seen);
    return results;
  }

  /**
   * Adds an ad by hand (admin, or the expert hired for the search; the owner gets 403). The ad is
   * stored once per platform and URL; adding the same URL to the same search again is a 409.
   */
  async addManualAd(user: CurrentUser, searchId: number, form: ManualAd): Promise<AdResult> {
    const { search, relation } = await this.repository.requireAccessibleSearch(searchId, user);
    if (user.appRole !== 'Admin' && relation !== 'expert') throw forbidden(RESULT_MESSAGES.manualAdForbidden);
    const externalId = externalIdFromUrl(form.url);
    const adId = await this.repository.transaction(async (repository) => {
      const known = await repository.findAdByExternalId(form.platformId, externalId);
      if (known && (await repository.isInResults(searchId, known.id))) throw conflict(RESULT_MESSAGES.manualAdDuplicate);
      const ad = await repository.upsertAd({
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
        ...(known ? {} : { latitude: null, longitude: null, publishDate: null, highlighted: false, attributes: {} }),
      });
      const query = searchQueryOf(search, await repository.searchParameters(searchId));
      const market = (await repository.marketAds(searchId, ad.categoryId, ad.id)).map(toRawAd);
      const score = scoreManualAd(query, toRawAd(ad), market, this.now());
      const added = await repository.insertResult({ searchId, adId: ad.id, ...score, isNew: true, foundAt: this.now(), origin: 'manual', addedBy: user.id });
      if (!added) throw conflict(RESULT_MESSAGES.manualAdDuplicate);
      return ad.id;
    });
    const result = await this.repository.findResult(searchId, adId, user.id);
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
