import { NEAR_MISS_BOUNDS, NEAR_MISS_LIMITS, PREFERENCE_MAX_KM, PRICE_RANGE, RADIUS_KM, type NearMissLimit, type NearMissSuggestion } from '@ojeador/shared';
import { breaksAStatedLimit, distanceFromCentre, keywordFound, withinRadius, type CompiledQuery } from './match.js';
import { AdFacts, checkPreferences, compilePreferences, type CompiledPreferences, type PreferenceOutcome } from './preferences.js';
import type { PreparedAd } from './prepared-ad.js';
import { parseKeywords } from './keywords.js';
import { foldText, type KeywordPhrase } from './text.js';

/**
 * Near misses (docs/scoring.md "Near misses"): among the ads of the search's category that did
 * not match, those that fail ONLY one criterion and by little — outside the radius but within 2×, above
 * the maximum price by up to 20 %, missing exactly one keyword, or (strictMatchOnly) breaking exactly one
 * stated limit. Each criterion yields one suggestion: how many such ads, and the change that lets them all in.
 */

/** Rounds up to a tidy step: 1 km up to 10, 5 up to 50, 10 up to 200, then 50. */
export function tidyKm(km: number): number {
  const step = km <= 10 ? 1 : km <= 50 ? 5 : km <= 200 ? 10 : 50;
  return Math.ceil(km / step) * step;
}

/** Rounds whole euros up to a tidy step: 10 € below 1.000, 100 € below 10.000, 500 € below 100.000, then 1.000 €. */
export function tidyEuros(price: number): number {
  const step = price < 1_000 ? 10 : price < 10_000 ? 100 : price < 100_000 ? 500 : 1_000;
  return Math.ceil(price / step) * step;
}

/** The keywords string without one keyword, keeping the customer's own spelling of the others. */
export function withoutKeyword(keywords: string, dropped: KeywordPhrase): string {
  const key = dropped.stems.join(' ');
  const kept: string[] = [];
  for (const segment of keywords.match(/"[^"]*"|[^\s,"]+/g) ?? []) {
    const phrases = parseKeywords(segment);
    if (!phrases.some((p) => p.stems.join(' ') === key)) kept.push(segment);
    else for (const other of phrases.filter((p) => p.stems.join(' ') !== key)) kept.push(other.stems.length > 1 ? `"${other.text}"` : other.text);
  }
  return kept.join(' ');
}

/** How many of the words a dropped keyword would bring are named ("otros Seat: Ibiza, Ateca"). */
const BRINGS_SHOWN = 3;
/** Distinct titles kept per keyword to name them from: a run over a whole country stays cheap (bench:engine). */
const BRINGS_TITLES = 500;

/**
 * The word of an ad's title where the dropped keyword would be: the first word after the kept keywords' words (for
 * "Seat Ibiza 1.0 TSI" and a search "seat leon" without "leon": "Ibiza"); null when the title has none.
 */
export function insteadOf(title: string, kept: readonly KeywordPhrase[]): string | null {
  const words = title.split(/\s+/).filter(Boolean);
  const keptWords = new Set(kept.flatMap((phrase) => foldText(phrase.text).split(/\s+/)));
  let after = -1;
  words.forEach((word, i) => {
    if (keptWords.has(foldText(word).replace(/[^a-z0-9]/g, ''))) after = i;
  });
  const candidate = words.slice(after + 1).find((word) => /^[\p{L}][\p{L}\p{N}-]*$/u.test(word));
  return candidate ?? null;
}

type Failure =
  { criterion: 'radius'; distanceKm: number } | { criterion: 'price' } | { criterion: 'keyword'; index: number } | { criterion: 'limit'; limit: NearMissLimit };

/** The one stated limit a single-key preference set checks, compiled once per run. */
type SingleLimit = { limit: NearMissLimit; compiled: CompiledPreferences };

const noOutcome: PreferenceOutcome = { good: [], bad: [], limitsMet: 0, wishesMet: 0, limitsBroken: 0, wishesBroken: 0 };

export class NearMissCounter {
  private readonly seen = new Set<string>();
  private readonly radius = { count: 0, farthestKm: 0 };
  private readonly price = { count: 0, highest: 0 };
  private readonly keywordCounts: number[];
  /** Per keyword, the titles of the near misses without it (at most BRINGS_TITLES distinct), with counts: read at the end. */
  private readonly keywordTitles: Map<string, number>[];
  private readonly limits: SingleLimit[] = [];
  /** strictMatchOnly: the soft wishes alone (they filter too, and no suggestion widens them). */
  private readonly softWishes: CompiledPreferences | null = null;
  private readonly limitHits = new Map<NearMissLimit, { count: number; values: number[] }>();
  private readonly facts = new AdFacts();
  private readonly radiusCapKm: number | null;
  private readonly priceCap: number | null;

  constructor(private readonly compiled: CompiledQuery) {
    this.keywordCounts = compiled.keywords.map(() => 0);
    this.keywordTitles = compiled.keywords.map(() => new Map<string, number>());
    const { radiusKm, maxPrice } = compiled;
    this.radiusCapKm = radiusKm === null ? null : Math.min(radiusKm * NEAR_MISS_BOUNDS.radiusFactor, RADIUS_KM.max);
    this.priceCap = maxPrice === null ? null : Math.min(Math.floor(maxPrice * (1 + NEAR_MISS_BOUNDS.priceRatio)), PRICE_RANGE.max);
    if (compiled.strictMatchOnly && compiled.preferences.hasLimits) {
      const values = compiled.preferences.values;
      for (const limit of NEAR_MISS_LIMITS) {
        if (values[limit] === undefined) continue;
        const single = compilePreferences({ [limit]: values[limit] }, compiled.categoryId, compiled.maxPrice, compiled.preferences.referenceYear);
        if (single.hasLimits) this.limits.push({ limit, compiled: single });
      }
    }
    if (compiled.strictMatchOnly && compiled.preferences.any) {
      const { lowKm, abs, features } = compiled.preferences.values;
      const soft = compilePreferences({ lowKm, abs, features }, compiled.categoryId, compiled.maxPrice, compiled.preferences.referenceYear);
      if (soft.any) this.softWishes = soft;
    }
  }

  /** An ad of the search's category that did not match. */
  consider(prepared: PreparedAd): void {
    const failure = this.onlyFailure(prepared);
    if (!failure) return;
    const key = `${prepared.ad.platformId}:${prepared.ad.externalId}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    switch (failure.criterion) {
      case 'radius':
        this.radius.count++;
        this.radius.farthestKm = Math.max(this.radius.farthestKm, failure.distanceKm);
        break;
      case 'price':
        this.price.count++;
        this.price.highest = Math.max(this.price.highest, prepared.ad.price);
        break;
      case 'keyword': {
        this.keywordCounts[failure.index]++;
        const titles = this.keywordTitles[failure.index];
        const seen = titles.get(prepared.ad.title);
        if (seen !== undefined) titles.set(prepared.ad.title, seen + 1);
        else if (titles.size < BRINGS_TITLES) titles.set(prepared.ad.title, 1);
        break;
      }
      case 'limit': {
        const hit = this.limitHits.get(failure.limit) ?? { count: 0, values: [] };
        hit.count++;
        const value = this.limitValueOf(failure.limit, prepared);
        if (value !== null) hit.values.push(value);
        this.limitHits.set(failure.limit, hit);
        break;
      }
    }
  }

  /** The single criterion the ad fails, if it fails exactly one and by little; null otherwise. */
  private onlyFailure(prepared: PreparedAd): Failure | null {
    const { compiled } = this;
    const { ad } = prepared;
    let failure: Failure | null = null;
    if (compiled.minPrice !== null && ad.price < compiled.minPrice) return null;
    if (compiled.maxPrice !== null && ad.price > compiled.maxPrice) {
      if (this.priceCap === null || ad.price > this.priceCap) return null;
      failure = { criterion: 'price' };
    }
    if (!withinRadius(compiled, ad)) {
      const distanceKm = distanceFromCentre(compiled, ad);
      if (failure || distanceKm === null || this.radiusCapKm === null || distanceKm > this.radiusCapKm) return null;
      failure = { criterion: 'radius', distanceKm };
    }
    for (let index = 0; index < compiled.keywords.length; index++) {
      if (keywordFound(compiled, prepared, compiled.keywords[index])) continue;
      if (failure) return null;
      failure = { criterion: 'keyword', index };
    }
    if (this.limits.length && breaksAStatedLimit(compiled, prepared)) {
      if (failure) return null;
      const broken = this.limits.filter(({ compiled: single }) =>
        checkPreferences(single, compiled.categoryId, this.facts.reset(prepared), ad, noOutcome, true),
      );
      if (broken.length !== 1) return null;
      failure = { criterion: 'limit', limit: broken[0].limit };
    }
    // An ad that also breaks a soft wish stays out whatever the suggestion widens.
    if (failure && this.softWishes && checkPreferences(this.softWishes, compiled.categoryId, this.facts.reset(prepared), ad, noOutcome, true, true))
      return null;
    return failure;
  }

  /** What the ad says for a numeric limit (km, year, price, rooms, m²); null for the others. */
  private limitValueOf(limit: NearMissLimit, prepared: PreparedAd): number | null {
    const facts = this.facts.reset(prepared);
    if (limit === 'maxKm') return facts.km();
    if (limit === 'minYear' || limit === 'maxYear') return facts.year();
    if (limit === 'maxPrice') return prepared.ad.price;
    if (limit === 'minRooms') return facts.rooms();
    if (limit === 'minSqm') return facts.sqm();
    return null;
  }

  /**
   * One suggestion per criterion that has near misses, in NEAR_MISS_CRITERIA order (radius, price, keyword, limit):
   * the mildest change first, whatever the counts; dropping a keyword (often the model) comes after.
   */
  suggestions(): NearMissSuggestion[] {
    const { compiled } = this;
    const out: NearMissSuggestion[] = [];
    if (this.radius.count && compiled.radiusKm !== null && this.radiusCapKm !== null) {
      const exact = Math.ceil(this.radius.farthestKm);
      const toKm = Math.min(tidyKm(exact), Math.max(exact, Math.floor(this.radiusCapKm)), RADIUS_KM.max);
      out.push({ criterion: 'radius', count: this.radius.count, fromKm: compiled.radiusKm, toKm });
    }
    if (this.price.count && compiled.maxPrice !== null && this.priceCap !== null) {
      const toPrice = Math.min(tidyEuros(this.price.highest), Math.max(this.price.highest, this.priceCap));
      out.push({ criterion: 'price', count: this.price.count, fromPrice: compiled.maxPrice, toPrice });
    }
    const limitSuggestion = this.bestLimit();
    if (limitSuggestion) out.push(limitSuggestion);
    // Dropping a keyword (often the model: "Quitar «leon»" brings other Seats) only when nothing milder helps.
    if (out.length) return out;
    const best = this.keywordCounts.reduce((bestIndex, n, i) => (n > (this.keywordCounts[bestIndex] ?? 0) ? i : bestIndex), 0);
    if (this.keywordCounts[best]) {
      const keyword = compiled.keywords[best];
      const kept = compiled.keywords.filter((_, i) => i !== best);
      const words = new Map<string, number>();
      for (const [title, count] of this.keywordTitles[best]) {
        const instead = insteadOf(title, kept);
        if (instead) words.set(instead, (words.get(instead) ?? 0) + count);
      }
      const brings = [...words]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, BRINGS_SHOWN)
        .map(([word]) => word);
      out.push({
        criterion: 'keyword',
        count: this.keywordCounts[best],
        keyword: keyword.text,
        keywords: withoutKeyword(compiled.query.keywords, keyword),
        ...(brings.length ? { brings } : {}),
      });
    }
    return out;
  }

  private bestLimit(): NearMissSuggestion | null {
    let best: [NearMissLimit, { count: number; values: number[] }] | null = null;
    for (const entry of this.limitHits) if (!best || entry[1].count > best[1].count) best = entry;
    if (!best) return null;
    const [limit, { count, values }] = best;
    const preferences = this.compiled.preferences;
    const from = limit === 'maxPrice' ? preferences.maxPrice : preferences.values[limit];
    if (from === undefined || from === null) return null;
    return { criterion: 'limit', count, limit, from, to: relaxedTo(limit, values) };
  }
}

/** The value of a numeric limit that lets every near miss in; null (remove the limit) for the others. */
function relaxedTo(limit: NearMissLimit, values: number[]): number | null {
  if (!values.length) return null;
  switch (limit) {
    case 'maxKm':
      return Math.min(Math.ceil(Math.max(...values) / 1_000) * 1_000, PREFERENCE_MAX_KM);
    case 'maxPrice':
      return Math.min(tidyEuros(Math.max(...values)), PRICE_RANGE.max);
    case 'maxYear':
      return Math.max(...values);
    case 'minYear':
    case 'minRooms':
      return Math.min(...values);
    case 'minSqm':
      return Math.max(1, Math.floor(Math.min(...values)));
    default:
      return null;
  }
}
