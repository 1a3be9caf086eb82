import { DepreciationData, fitConfidence, MIN_MODEL_ADS, type DepreciationFit } from './depreciation.js';
import { medianExcluding } from './median.js';
import { PreparedAd } from './prepared-ad.js';
import { containsPhrase, foldText, type KeywordPhrase } from './text.js';
import { homeTypeOf, modelKeyOf } from './title-keys.js';
import type { PriceReference, RawAd } from './types.js';
import { UNKNOWN, VehiclePool, type PoolItem } from './vehicle-pool.js';

export { homeTypeOf, medianExcluding, MIN_MODEL_ADS, modelKeyOf };

/** Below this many comparables the price is only indicative (low confidence). */
export const MIN_COMPARABLES = 5;
/** Each filter relaxed to find enough comparables lowers the confidence by this factor. */
export const RELAXED_LEVEL_FACTOR = 0.85;
const HOMES = 3;
const MAX_KM = 10_000_000;
/** Province keys of vehicles (homes always have a string, possibly empty). */
const NOT_A_HOME = '\u0000';

export interface MarketEntry extends PoolItem {
  /** The market the entry belongs to (a prepared ad may be indexed by more than one market). */
  market: Market;
  /** Absent for ads kept as comparables only (see Market.addComparable). */
  prepared: PreparedAd | undefined;
  title: string;
  /** Folded title, when already needed (see foldedTitleOf). */
  folded: string | undefined;
  /** km clamped to at least 1,000 (so nearly new vehicles compare with each other); UNKNOWN when absent. */
  km: number;
  /** The entry's comparable pool when the search has no title keywords (cached on first use). */
  pool: VehiclePool<MarketEntry> | undefined;
  /** UNKNOWN when the surface is unknown. */
  pricePerSqm: number;
  /** Vehicles: category + brand/model. Homes: province + city + home type. */
  groupKey: string;
  provinceTypeKey: string;
  provinceKey: string;
}

function countFactor(count: number): number {
  if (count >= 2 * MIN_COMPARABLES) return 1;
  return count >= MIN_COMPARABLES ? 0.75 : 0.35;
}

/** Where valuesFor collects the values a reference was judged against. */
interface ValueSink {
  values: number[];
}

/** Words for a reference's confidence: at least 0.8 high, at least 0.5 medium, else low. */
export function confidenceLevelOf(confidence: number): 'high' | 'medium' | 'low' {
  return confidence >= 0.8 ? 'high' : confidence >= 0.5 ? 'medium' : 'low';
}

/**
 * A reference the fraud sink may act on: like for like (not the widest level), enough comparables and at
 * least medium confidence. A 2011 car priced against the median of newer ones is not a scam.
 */
export function isTrustworthy(reference: PriceReference): boolean {
  return !reference.wide && reference.comparables >= MIN_COMPARABLES && reference.confidence >= 0.5;
}

const phraseKeys = new WeakMap<KeywordPhrase, string>();
function phraseKeyOf(phrases: readonly KeywordPhrase[]): string {
  let key = '';
  for (const phrase of phrases) {
    let own = phraseKeys.get(phrase);
    if (own === undefined) {
      own = phrase.stems.join(' ');
      phraseKeys.set(phrase, own);
    }
    key += `#${own}`;
  }
  return key;
}

function foldedTitleOf(entry: MarketEntry): string {
  if (entry.folded === undefined) entry.folded = entry.prepared ? entry.prepared.foldedTitle : foldText(entry.title);
  return entry.folded;
}

function withPhrases(entries: readonly MarketEntry[], phrases: readonly KeywordPhrase[]): MarketEntry[] {
  return entries.filter((e) => phrases.every((p) => containsPhrase(foldedTitleOf(e), p)));
}

function pushTo(map: Map<string, MarketEntry[]>, key: string, entry: MarketEntry): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

/**
 * Prices of comparable ads, indexed for one run. Vehicles are compared with the same brand + model
 * (from the title), same years ±2 and km ±30 %, relaxing km then year when there are too few; homes
 * with the same type in the same city, then province, then any type in the province, by price per m²
 * when the surface is known. Sorted prices are computed on first use and cached. The ad being priced is
 * always left out of its own comparables, so its own price never moves its reference.
 */
export class Market {
  private readonly all: MarketEntry[] = [];
  /** RawAd -> entry, built on first lookup by RawAd (the pipeline passes prepared ads instead). */
  private byAd: Map<RawAd, MarketEntry> | undefined;
  private readonly groups = new Map<string, MarketEntry[]>();
  private readonly homesByProvinceType = new Map<string, MarketEntry[]>();
  private readonly homesByProvince = new Map<string, MarketEntry[]>();
  private readonly vehiclePools = new Map<string, VehiclePool<MarketEntry>>();
  private readonly homeValues = new Map<string, Float64Array>();
  private readonly modelKeys = new Map<string, string>();
  private readonly homeTypes = new Map<string, string>();
  /** Depreciation fits of vehicle pools, for ads that are not in the pool themselves. */
  private readonly fits = new Map<VehiclePool<MarketEntry>, DepreciationFit | null>();
  private readonly models = new Map<VehiclePool<MarketEntry>, DepreciationData>();
  /** References already resolved, per ad of the market and title phrases: percolation prices one ad for many searches. */
  private readonly references = new Map<MarketEntry, Map<string, PriceReference | null>>();

  constructor(ads: Iterable<RawAd | PreparedAd> = []) {
    for (const item of ads) this.add(item);
  }

  /** Indexes an ad that may be priced later (it is left out of its own comparables). */
  add(item: RawAd | PreparedAd): void {
    const prepared = item instanceof PreparedAd ? item : new PreparedAd(item);
    if (prepared.marketEntry?.market === this) return;
    const entry = this.createEntry(prepared.ad, prepared);
    prepared.marketEntry = entry;
    this.index(entry);
  }

  /**
   * Indexes an ad only as a comparable for others: the entry keeps the few numbers pricing needs, not
   * the ad, so in a run the ads that did not match can be collected early.
   */
  addComparable(item: RawAd | PreparedAd): void {
    this.index(this.createEntry(item instanceof PreparedAd ? item.ad : item, undefined));
  }

  private index(entry: MarketEntry): void {
    if (this.references.size) this.references.clear();
    this.all.push(entry);
    pushTo(this.groups, entry.groupKey, entry);
    if (entry.provinceKey !== NOT_A_HOME) {
      pushTo(this.homesByProvinceType, entry.provinceTypeKey, entry);
      pushTo(this.homesByProvince, entry.provinceKey, entry);
    }
  }

  get size(): number {
    return this.all.length;
  }

  private entryFor(ad: RawAd | PreparedAd): MarketEntry | undefined {
    if (ad instanceof PreparedAd) return ad.marketEntry?.market === this ? ad.marketEntry : this.entryFor(ad.ad);
    if (!this.byAd) {
      this.byAd = new Map();
      for (const entry of this.all) if (entry.prepared) this.byAd.set(entry.prepared.ad, entry);
    }
    return this.byAd.get(ad);
  }

  has(ad: RawAd | PreparedAd): boolean {
    return this.entryFor(ad) !== undefined;
  }

  /** The market's prepared copy of an ad (its folded text is reused), or a new one. */
  preparedFor(ad: RawAd | PreparedAd): PreparedAd {
    if (ad instanceof PreparedAd) return ad;
    return this.entryFor(ad)?.prepared ?? new PreparedAd(ad);
  }

  /**
   * Reference price for an ad. `titlePhrases` are the search keywords found in the ad's title:
   * comparables must have them in their titles too ("golf gti" is compared with other GTIs).
   */
  referenceFor(ad: RawAd | PreparedAd, titlePhrases: readonly KeywordPhrase[] = []): PriceReference | null {
    const known = this.entryFor(ad);
    if (!known) return this.resolve(ad, titlePhrases, null);
    const key = titlePhrases.length ? phraseKeyOf(titlePhrases) : '';
    let memo = this.references.get(known);
    const cached = memo?.get(key);
    if (cached !== undefined) return cached;
    const reference = this.resolve(ad, titlePhrases, null);
    if (!memo) this.references.set(known, (memo = new Map<string, PriceReference | null>()));
    memo.set(key, reference);
    return reference;
  }

  /**
   * The reference and the values it was judged against (ascending, the ad itself left out): the comparables'
   * prices or €/m², or for the depreciation model each fitted ad's price adjusted to this ad's year and km.
   */
  valuesFor(ad: RawAd | PreparedAd, titlePhrases: readonly KeywordPhrase[] = []): { reference: PriceReference | null; values: number[] } {
    const sink: ValueSink = { values: [] };
    const reference = this.resolve(ad, titlePhrases, sink);
    return { reference, values: reference ? sink.values.sort((a, b) => a - b) : [] };
  }

  private resolve(ad: RawAd | PreparedAd, titlePhrases: readonly KeywordPhrase[], sink: ValueSink | null): PriceReference | null {
    const known = this.entryFor(ad);
    const prepared = this.preparedFor(ad);
    const self = known ?? this.createEntry(prepared.ad, prepared);
    let selfIncluded = known !== undefined;
    for (const phrase of titlePhrases) selfIncluded = selfIncluded && containsPhrase(foldedTitleOf(self), phrase);
    const phraseKey = titlePhrases.length ? phraseKeyOf(titlePhrases) : '';
    if (prepared.ad.category === HOMES) return this.homeReference(self, prepared.ad, selfIncluded, titlePhrases, phraseKey, sink);

    let pool = phraseKey === '' ? self.pool : undefined;
    if (!pool) {
      const poolKey = phraseKey === '' ? self.groupKey : self.groupKey + phraseKey;
      pool = this.vehiclePools.get(poolKey);
      if (!pool) {
        const group = this.groups.get(self.groupKey) ?? [];
        const filtered = titlePhrases.length ? withPhrases(group, titlePhrases) : group;
        // Phrases every title of the group has (a model's own name) leave the same ads: the group's pool answers.
        pool = filtered.length === group.length ? this.ownPool(self.groupKey, group) : new VehiclePool(filtered);
        this.vehiclePools.set(poolKey, pool);
      }
      if (phraseKey === '') self.pool = pool;
    }
    const own = selfIncluded ? self.price : null;
    let level = 0;
    if (self.year !== UNKNOWN) {
      if (self.km !== UNKNOWN) {
        const found = selfIncluded ? pool.yearsAndKmOf(self) : pool.yearsAndKm(self.year, self.km, null);
        if (found && found.count >= MIN_COMPARABLES) {
          if (sink) sink.values = pool.closeValues(self.year, self.km, own);
          return referenceOf(found.median, found.count, level, 'price', 1);
        }
        const modelled = this.modelReference(pool, self, selfIncluded, sink);
        if (modelled) return modelled;
        level++;
      }
      const found = reference(pool.sameYears(self.year), own, level++, false, 'price', 1, sink);
      if (found) return found;
    }
    return reference(pool.everything(), own, level, true, 'price', 1, sink);
  }

  /** The pool a group's own ads belong to (their slots are in it), built once. */
  private ownPool(groupKey: string, group: readonly MarketEntry[]): VehiclePool<MarketEntry> {
    let pool = this.vehiclePools.get(groupKey);
    if (!pool) this.vehiclePools.set(groupKey, (pool = new VehiclePool(group, true)));
    return pool;
  }

  /** The depreciation model's prediction for a vehicle with year and km, or null when the model is refused. */
  private modelReference(pool: VehiclePool<MarketEntry>, self: MarketEntry, selfIncluded: boolean, sink: ValueSink | null): PriceReference | null {
    if (pool.size < MIN_MODEL_ADS) return null;
    let data = this.models.get(pool);
    if (!data) {
      data = new DepreciationData(pool.dated);
      this.models.set(pool, data);
    }
    if (data.size < MIN_MODEL_ADS) return null;
    let fit: DepreciationFit | null;
    if (selfIncluded) fit = data.fit(self);
    else {
      const cached = this.fits.get(pool);
      fit = cached === undefined ? data.fit(null) : cached;
      if (cached === undefined) this.fits.set(pool, fit);
    }
    if (!fit) return null;
    const expectedPrice = fit.predict(self.year, self.km);
    if (!(expectedPrice >= 1)) return null;
    if (sink) sink.values = fit.kept().map((item) => Math.round((item.price * expectedPrice) / fit.predict(item.year, item.km)));
    return {
      basis: 'price',
      method: 'model',
      median: expectedPrice,
      expectedPrice,
      comparables: fit.count,
      confidence: fitConfidence(fit, self.year, self.km),
      wide: false,
    };
  }

  private homeReference(
    self: MarketEntry,
    ad: RawAd,
    selfIncluded: boolean,
    phrases: readonly KeywordPhrase[],
    phraseKey: string,
    sink: ValueSink | null,
  ): PriceReference | null {
    const perSqm = self.pricePerSqm !== UNKNOWN;
    const own = selfIncluded ? (perSqm ? self.pricePerSqm : self.price) : null;
    const basis = perSqm ? 'pricePerSqm' : 'price';
    const sqm = perSqm ? (ad.attributes.sqm as number) : 1;
    const levels: [Map<string, MarketEntry[]>, string][] = [
      [this.groups, self.groupKey],
      [this.homesByProvinceType, self.provinceTypeKey],
      [this.homesByProvince, self.provinceKey],
    ];
    for (let level = 0; level < levels.length; level++) {
      const [index, key] = levels[level];
      const cacheKey = `${basis}|${level}|${key}${phraseKey}`;
      let values = this.homeValues.get(cacheKey);
      if (!values) {
        const entries = index.get(key) ?? [];
        const found: number[] = [];
        for (const e of phrases.length ? withPhrases(entries, phrases) : entries) {
          const value = perSqm ? e.pricePerSqm : e.price;
          if (value !== UNKNOWN) found.push(value);
        }
        values = Float64Array.from(found).sort();
        this.homeValues.set(cacheKey, values);
      }
      const result = reference(values, own, level, level === levels.length - 1, basis, sqm, sink);
      if (result) return result;
    }
    return null;
  }
  /** Brand + model (vehicles) or home type from a title, computed once per distinct title. */
  private titleKey(ad: RawAd, prepared: PreparedAd | undefined): string {
    const memo = ad.category === HOMES ? this.homeTypes : this.modelKeys;
    let key = memo.get(ad.title);
    if (key === undefined) {
      const folded = prepared ? prepared.foldedTitle : foldText(ad.title);
      key = ad.category === HOMES ? homeTypeOf(folded) : `${ad.category}|${modelKeyOf(folded)}`;
      memo.set(ad.title, key);
    }
    return key;
  }

  private createEntry(ad: RawAd, prepared: PreparedAd | undefined): MarketEntry {
    const { year, km, sqm } = ad.attributes;
    const key = this.titleKey(ad, prepared);
    if (ad.category !== HOMES) {
      const clampedKm = km === undefined ? UNKNOWN : Math.min(Math.max(km, 1000), MAX_KM);
      return {
        market: this,
        prepared,
        title: ad.title,
        folded: undefined,
        price: ad.price,
        year: year ?? UNKNOWN,
        km: clampedKm,
        poolSlot: -1,
        pool: undefined,
        pricePerSqm: UNKNOWN,
        groupKey: key,
        provinceTypeKey: NOT_A_HOME,
        provinceKey: NOT_A_HOME,
      };
    }
    const province = foldText(ad.province).trim();
    return {
      market: this,
      prepared,
      title: ad.title,
      folded: undefined,
      price: ad.price,
      year: UNKNOWN,
      km: UNKNOWN,
      poolSlot: -1,
      pool: undefined,
      pricePerSqm: sqm !== undefined && sqm > 0 ? ad.price / sqm : UNKNOWN,
      groupKey: `${province}|${foldText(ad.city).trim()}|${key}`,
      provinceTypeKey: `${province}|${key}`,
      provinceKey: province,
    };
  }
}

/** The reference from one level's sorted values, or null when the level has too few comparables. */
function reference(
  values: Float64Array,
  own: number | null,
  level: number,
  isLast: boolean,
  basis: PriceReference['basis'],
  multiplier: number,
  sink: ValueSink | null,
): PriceReference | null {
  const count = own !== null && values.length > 0 ? values.length - 1 : values.length;
  if (count < MIN_COMPARABLES && !(isLast && count > 0)) return null;
  if (sink) sink.values = withoutOne(values, own);
  return referenceOf(medianExcluding(values, own), count, level, basis, multiplier, isLast);
}

/** The values with one occurrence of `own` left out (when given and present). */
function withoutOne(values: ArrayLike<number>, own: number | null): number[] {
  const out = Array.from(values);
  if (own !== null) {
    const at = out.indexOf(own);
    if (at >= 0) out.splice(at, 1);
  }
  return out;
}

/** `wide`: the widest level (the whole model, any home type in the province): not like for like. */
function referenceOf(median: number, count: number, level: number, basis: PriceReference['basis'], multiplier: number, wide = false): PriceReference | null {
  const expectedPrice = Math.round(median * multiplier);
  if (!(expectedPrice >= 1)) return null;
  return {
    basis,
    method: 'comparables',
    median: Math.round(median),
    expectedPrice,
    comparables: count,
    confidence: countFactor(count) * RELAXED_LEVEL_FACTOR ** level,
    wide,
  };
}

/** Indexes ads (typically every ad of the search's category seen in the run) for price references. */
export function buildMarket(ads: Iterable<RawAd | PreparedAd>): Market {
  return new Market(ads);
}
