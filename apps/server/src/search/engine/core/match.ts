import { parsePreferencesDetailed, priceCeiling, type SearchPreferences } from '@ojeador/shared';
import { boundingBox, haversineKm, insideBox, type BoundingBox, type GeoPoint } from './geo.js';
import { AdFacts, checkPreferences, compilePreferences, type CompiledPreferences, type PreferenceOutcome } from './preferences.js';
import { PreparedAd } from './prepared-ad.js';
import { parseDescriptionTerms, parseKeywords } from './keywords.js';
import { containsPhrase, type KeywordPhrase } from './text.js';
import type { CategoryId, RawAd, SearchQuery } from './types.js';

/** A search turned into the form matching and scoring need; build it once per run. */
export interface CompiledQuery {
  readonly query: SearchQuery;
  readonly categoryId: CategoryId;
  readonly keywords: readonly KeywordPhrase[];
  /** Significant words of the customer's free description (scoring only). */
  readonly descriptionTerms: readonly KeywordPhrase[];
  readonly centre: GeoPoint | null;
  /** null: no distance limit. */
  readonly radiusKm: number | null;
  readonly box: BoundingBox | null;
  readonly minPrice: number | null;
  /** The range's maximum, else the description's price (priceCeiling in packages/shared). */
  readonly maxPrice: number | null;
  readonly strictMatchOnly: boolean;
  /** The customer's preferences (stored, or read from keywords + userSearch). */
  readonly preferences: CompiledPreferences;
}

/**
 * The description's price is the range's maximum or overruled by the range, never also a wish: met by
 * every ad the range lets in, it would only add the same points to all of them.
 */
function withoutPrice(preferences: SearchPreferences): SearchPreferences {
  if (preferences.maxPrice === undefined) return preferences;
  const rest = { ...preferences };
  delete rest.maxPrice;
  return rest;
}

const finiteOrNull = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * `now` gives the year "menos de 5 años" counts from when the preferences are read here (a stored
 * search has them already); without it, the clock's year.
 */
export function compileQuery(query: SearchQuery, now?: Date): CompiledQuery {
  // The free description's words that became preferences are not matched again as words.
  const read = parsePreferencesDetailed(
    { category: query.categoryId, keywords: query.keywords, userSearch: query.userSearch },
    { referenceYear: now?.getUTCFullYear() },
  );
  const preferences = query.preferences ?? read.preferences;
  const minPrice = finiteOrNull(query.minPrice);
  const { maxPrice } = priceCeiling({ minPrice, maxPrice: finiteOrNull(query.maxPrice) }, preferences, query.categoryId);
  const latitude = finiteOrNull(query.latitude);
  const longitude = finiteOrNull(query.longitude);
  const centre = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const radius = finiteOrNull(query.radiusKm);
  const radiusKm = centre && radius !== null && radius >= 0 ? radius : null;
  return {
    query,
    categoryId: query.categoryId,
    keywords: parseKeywords(query.keywords ?? ''),
    descriptionTerms: parseDescriptionTerms(read.leftoverUserSearch),
    centre,
    radiusKm,
    box: centre && radiusKm !== null ? boundingBox(centre, radiusKm) : null,
    minPrice,
    maxPrice,
    strictMatchOnly: Boolean(query.strictMatchOnly),
    preferences: compilePreferences(withoutPrice(preferences), query.categoryId, maxPrice, now?.getUTCFullYear()),
  };
}

/** Distance from the search centre, or null when the search or the ad has no position. */
export function distanceFromCentre(compiled: CompiledQuery, ad: RawAd): number | null {
  const { centre } = compiled;
  if (!centre || ad.latitude === null || ad.longitude === null) return null;
  return haversineKm(centre.latitude, centre.longitude, ad.latitude, ad.longitude);
}

export function withinRadius(compiled: CompiledQuery, ad: RawAd): boolean {
  if (compiled.radiusKm === null || !compiled.box) return true;
  if (ad.latitude === null || ad.longitude === null) return false;
  if (!insideBox(compiled.box, ad.latitude, ad.longitude)) return false;
  return (distanceFromCentre(compiled, ad) as number) <= compiled.radiusKm;
}

/** One keyword in the title, or in the description unless strictMatchOnly. */
export function keywordFound(compiled: CompiledQuery, prepared: PreparedAd, keyword: KeywordPhrase): boolean {
  if (prepared.titleMayContain(keyword) && containsPhrase(prepared.foldedTitle, keyword)) return true;
  if (compiled.strictMatchOnly) return false;
  return prepared.descriptionMayContain(keyword) && containsPhrase(prepared.foldedDescription, keyword);
}

/** Keyword rule: every keyword found (see keywordFound). */
export function keywordsMatch(compiled: CompiledQuery, prepared: PreparedAd): boolean {
  for (const keyword of compiled.keywords) if (!keywordFound(compiled, prepared, keyword)) return false;
  return true;
}

const filterFacts = new AdFacts();
const unusedOutcome: PreferenceOutcome = { good: [], bad: [], limitsMet: 0, wishesMet: 0, limitsBroken: 0, wishesBroken: 0 };

/** strictMatchOnly: true when the ad says something that breaks a stated limit (an ad that says nothing does not). */
export function breaksAStatedLimit(compiled: CompiledQuery, prepared: PreparedAd): boolean {
  return checkPreferences(compiled.preferences, compiled.categoryId, filterFacts.reset(prepared), prepared.ad, unusedOutcome, true);
}

/**
 * strictMatchOnly: true when the ad says something that breaks a stated limit or a soft wish, i.e. it would
 * not be in the wish group 0 (docs/scoring.md "Grouping"); an ad that says nothing breaks nothing.
 */
export function breaksAWish(compiled: CompiledQuery, prepared: PreparedAd): boolean {
  return checkPreferences(compiled.preferences, compiled.categoryId, filterFacts.reset(prepared), prepared.ad, unusedOutcome, true, true);
}

/** All match rules, cheapest first. */
export function matchesPrepared(compiled: CompiledQuery, prepared: PreparedAd): boolean {
  const { ad } = prepared;
  if (ad.category !== compiled.categoryId) return false;
  if (compiled.minPrice !== null && ad.price < compiled.minPrice) return false;
  if (compiled.maxPrice !== null && ad.price > compiled.maxPrice) return false;
  if (!withinRadius(compiled, ad)) return false;
  if (!keywordsMatch(compiled, prepared)) return false;
  return !(compiled.strictMatchOnly && compiled.preferences.any && breaksAWish(compiled, prepared));
}

export function matches(compiled: CompiledQuery, ad: RawAd): boolean {
  return matchesPrepared(compiled, new PreparedAd(ad));
}
