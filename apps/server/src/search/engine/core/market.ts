import { FitBook, homeHashes, vehicleHashes } from './fair-price/fit-book.js';
import { HomeFit, MIN_HOME_ADS } from './fair-price/home-fit.js';
import { HomeGroup } from './fair-price/home-group.js';
import { homesNear } from './fair-price/nearby.js';
import { nearPlace, provincePlace, townPlace } from './fair-price/peers.js';
import { confidenceLevelOf, isFraudProof, isTrustworthy, MIN_COMPARABLES, type ValueSink } from './fair-price/reference.js';
import { categoryOf, CategoryPriors } from './fair-price/prior-book.js';
import { vehicleFactorsOf } from './fair-price/vehicle-factors.js';
import { MIN_MODEL_ADS, VehicleFit } from './fair-price/vehicle-fit.js';
import { VehicleGroup } from './fair-price/vehicle-group.js';
import { PreparedAd, type MarketSlot } from './prepared-ad.js';
import { foldText } from './text.js';
import { homeTypeOf, modelKeyOf, modelNameOf } from './title-keys.js';
import type { PriceReference, RawAd } from './types.js';
import type { Place } from '@ojeador/shared';

export { confidenceLevelOf, homeTypeOf, isFraudProof, isTrustworthy, MIN_COMPARABLES, MIN_MODEL_ADS, modelKeyOf };

const HOMES = 3;
const UNKNOWN = -1;

export interface MarketEntry extends MarketSlot {
  /** The market the entry belongs to (a prepared ad may be indexed by more than one market). */
  market: Market;
  /** Absent for ads kept as comparables only (see Market.addComparable). */
  prepared: PreparedAd | undefined;
  title: string;
  price: number;
  /** Vehicles; UNKNOWN when absent. */
  year: number;
  km: number;
  /** Fuel and the title's words after the model: the fit's factors (vehicles). */
  factors: readonly string[];
  /** Homes; UNKNOWN when absent. */
  sqm: number;
  /** Homes; NaN when absent. */
  latitude: number;
  longitude: number;
  rooms: number;
  /** Vehicles: category + brand/model. Homes: province + town + home type. */
  groupKey: string;
  /** Homes: province + home type (the place when the town has too few homes). */
  wideKey: string;
  homeType: string;
  city: string;
  province: string;
}

type Group = VehicleGroup<MarketEntry> | HomeGroup<MarketEntry>;

/** Fits shared by every market of the process: a model is refitted when a tenth of its ads changed (fit-book.ts). */
const vehicleFits = new FitBook<VehicleFit>();
const homeFits = new FitBook<HomeFit>();

/** How many fits the process has computed (benchmarks and tests read it). */
export const fitsComputed = (): number => vehicleFits.fitted + homeFits.fitted;

function pushTo(map: Map<string, MarketEntry[]>, key: string, entry: MarketEntry): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

/**
 * Fair prices of a category's ads (docs/scoring.md, "Fair price"). Vehicles: the model's robust fit of log(price)
 * on year, km and the factors the data supports (fair-price/vehicle-fit.ts); close comparables (year ±1, km ±30 %)
 * name the reference when there are enough. Homes: the fitted €/m² of the type in the town (else the province) at
 * the home's surface. Without a fit, the median of close comparables; with too few, no reference. The ad being
 * priced is left out of its own reference. Groups are built on first use and dropped when an ad joins them.
 */
export class Market {
  private readonly byGroup = new Map<string, MarketEntry[]>();
  private readonly byWide = new Map<string, MarketEntry[]>();
  /** Homes: the town groups of each province + type (a town may be priced with its province's fit). */
  private readonly towns = new Map<string, Set<string>>();
  private readonly groups = new Map<string, Group>();
  private readonly references = new Map<MarketEntry, PriceReference | null>();
  private byAd: Map<RawAd, MarketEntry> | undefined;
  /** The fit-book's answer per fit key while the key's ads are unchanged (a poll asks once to refresh, once to score). */
  private readonly asked = new Map<string, VehicleFit | HomeFit | null>();
  private count = 0;
  private readonly modelKeys = new Map<string, string>();
  private readonly priors = new CategoryPriors();

  constructor(ads: Iterable<RawAd | PreparedAd> = []) {
    for (const item of ads) this.add(item);
  }

  /** Indexes an ad that may be priced later (it is left out of its own reference). */
  add(item: RawAd | PreparedAd): void {
    const prepared = item instanceof PreparedAd ? item : new PreparedAd(item);
    if (prepared.marketEntry?.market === this) return;
    const entry = this.createEntry(prepared.ad, prepared);
    prepared.marketEntry = entry;
    this.index(entry);
  }

  /** Indexes an ad only as a comparable for others (the ad itself is not kept, so a run can drop it early). */
  addComparable(item: RawAd | PreparedAd): void {
    this.index(this.createEntry(item instanceof PreparedAd ? item.ad : item, undefined));
  }

  private index(entry: MarketEntry): void {
    this.count++;
    this.byAd = undefined;
    pushTo(this.byGroup, entry.groupKey, entry);
    if (!entry.wideKey) this.priors.add(categoryOf(entry.groupKey), entry);
    this.asked.delete(entry.groupKey);
    this.asked.delete(entry.wideKey);
    this.forget(entry.groupKey);
    if (entry.wideKey) {
      pushTo(this.byWide, entry.wideKey, entry);
      let towns = this.towns.get(entry.wideKey);
      if (!towns) this.towns.set(entry.wideKey, (towns = new Set()));
      towns.add(entry.groupKey);
      for (const town of towns) this.asked.delete(`${town}|near`);
      if (this.groups.size) for (const town of towns) this.forget(town);
    }
  }

  /** Drops a group's model and the references priced with it (only the touched group's). */
  private forget(key: string): void {
    if (!this.groups.delete(key)) return;
    for (const entry of this.references.keys()) if (entry.groupKey === key) this.references.delete(entry);
  }
  /** A category's prior changed: every model of it was priced with the old one, so its groups and answers are stale. */
  private forgetCategory(category: string, except: string): void {
    for (const map of [this.groups, this.asked] as Map<string, unknown>[])
      for (const k of map.keys()) if (k !== except && categoryOf(k) === category) map.delete(k);
    for (const entry of this.references.keys()) if (categoryOf(entry.groupKey) === category) this.references.delete(entry);
  }

  get size(): number {
    return this.count;
  }

  private entryFor(ad: RawAd | PreparedAd): MarketEntry | undefined {
    // Only this market writes a slot whose market is itself, and it writes a MarketEntry (add).
    if (ad instanceof PreparedAd) return ad.marketEntry?.market === this ? (ad.marketEntry as MarketEntry) : this.entryFor(ad.ad);
    if (!this.byAd) {
      this.byAd = new Map();
      for (const list of this.byGroup.values()) for (const entry of list) if (entry.prepared) this.byAd.set(entry.prepared.ad, entry);
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

  /** The ad's fair-price reference, or null when there is too little to judge it by. Memoised per ad. */
  referenceFor(ad: RawAd | PreparedAd): PriceReference | null {
    const known = this.entryFor(ad);
    if (!known) return this.resolve(ad, null);
    const cached = this.references.get(known);
    if (cached !== undefined) return cached;
    const reference = this.resolve(ad, null);
    this.references.set(known, reference);
    return reference;
  }

  /** The reference and the values it was judged against (ascending; each adjusted to this ad when fitted). */
  valuesFor(ad: RawAd | PreparedAd): { reference: PriceReference | null; values: number[] } {
    const sink: ValueSink = { values: [] };
    const reference = this.resolve(ad, sink);
    return { reference, values: reference ? sink.values.sort((a, b) => a - b) : [] };
  }

  private resolve(ad: RawAd | PreparedAd, sink: ValueSink | null): PriceReference | null {
    const known = this.entryFor(ad);
    const prepared = this.preparedFor(ad);
    const self = known ?? this.createEntry(prepared.ad, prepared);
    return this.groupOf(self)?.reference(self, known !== undefined, sink) ?? null;
  }

  private groupOf(entry: MarketEntry): Group | null {
    const cached = this.groups.get(entry.groupKey);
    if (cached) return cached;
    const entries = this.byGroup.get(entry.groupKey) ?? [entry];
    let group: Group;
    if (entry.wideKey === '') {
      group = new VehicleGroup(entries, this.vehicleFit(entries), modelNameOf(entries[0].title));
    } else {
      const { fit, from, where } = this.homeFit(entry, entries);
      group = new HomeGroup(from, fit, entry.homeType, where);
    }
    this.groups.set(entry.groupKey, group);
    return group;
  }

  private vehicleFit(entries: MarketEntry[]): VehicleFit | null {
    const key = entries[0].groupKey;
    if (this.asked.has(key)) return this.asked.get(key) as VehicleFit | null;
    const category = categoryOf(key);
    const prior = this.priors.get(category, this.byGroup);
    if (this.priors.changed(category, prior)) this.forgetCategory(category, key);
    const fit = vehicleFits.get(key, vehicleHashes(entries, prior?.version ?? 0), () => VehicleFit.fit(entries, prior));
    this.asked.set(key, fit);
    return fit;
  }

  /** The home's town fit, else the fit of the homes within a few km ("y alrededores"), else its province's. */
  private homeFit(entry: MarketEntry, entries: MarketEntry[]): { fit: HomeFit | null; from: MarketEntry[]; where: Place } {
    const place = entries[0].city.trim();
    const fit = this.askHomeFit(entry.groupKey, entries);
    if (!fit && place !== '') {
      const wide = this.byWide.get(entry.wideKey) ?? entries;
      const near = homesNear(entries, wide);
      if (near.length >= MIN_HOME_ADS && near.length > entries.length) {
        const nearFit = this.askHomeFit(`${entry.groupKey}|near`, near);
        if (nearFit) return { fit: nearFit, from: near, where: nearPlace(place) };
      }
      if (wide.length >= MIN_HOME_ADS) {
        const wideFit = this.askHomeFit(entry.wideKey, wide);
        if (wideFit) return { fit: wideFit, from: wide, where: provincePlace(entry.province) };
      }
    }
    return { fit, from: entries, where: place ? townPlace(place) : provincePlace(entry.province) };
  }

  private askHomeFit(key: string, entries: MarketEntry[]): HomeFit | null {
    if (this.asked.has(key)) return this.asked.get(key) as HomeFit | null;
    const fit = homeFits.get(key, homeHashes(entries), () => HomeFit.fit(entries));
    this.asked.set(key, fit);
    return fit;
  }

  /** The fits of these ads' models brought up to date (fit-book.ts) a model per step: a caller may yield between. */
  *refreshFits(ads: Iterable<RawAd | PreparedAd>): Generator<void, void, undefined> {
    const seen = new Set<string>();
    for (const ad of ads) {
      const entry = this.entryFor(ad);
      if (!entry || seen.has(entry.groupKey)) continue;
      seen.add(entry.groupKey);
      const entries = this.byGroup.get(entry.groupKey) ?? [entry];
      if (entry.wideKey === '') this.vehicleFit(entries);
      else this.homeFit(entry, entries);
      yield;
    }
  }

  private modelKey(ad: RawAd, folded: string): string {
    let key = this.modelKeys.get(ad.title);
    if (key === undefined) {
      key = ad.category === HOMES ? homeTypeOf(folded) : `${ad.category}|${modelKeyOf(folded)}`;
      this.modelKeys.set(ad.title, key);
    }
    return key;
  }

  private createEntry(ad: RawAd, prepared: PreparedAd | undefined): MarketEntry {
    const folded = prepared ? prepared.foldedTitle : foldText(ad.title);
    const key = this.modelKey(ad, folded);
    const { year, km, sqm, rooms, fuel } = ad.attributes;
    const entry: MarketEntry = {
      market: this,
      prepared,
      title: ad.title,
      price: ad.price,
      year: UNKNOWN,
      km: UNKNOWN,
      factors: [],
      sqm: UNKNOWN,
      rooms: UNKNOWN,
      latitude: ad.latitude ?? NaN,
      longitude: ad.longitude ?? NaN,
      groupKey: key,
      wideKey: '',
      homeType: '',
      city: ad.city,
      province: ad.province,
    };
    if (ad.category !== HOMES) {
      entry.year = year ?? UNKNOWN;
      entry.km = km ?? UNKNOWN;
      entry.factors = vehicleFactorsOf(ad, folded, key.slice(key.indexOf('|') + 1), fuel);
      return entry;
    }
    const province = foldText(ad.province).trim();
    entry.sqm = sqm !== undefined && sqm > 0 ? sqm : UNKNOWN;
    entry.rooms = rooms ?? UNKNOWN;
    entry.homeType = key;
    entry.groupKey = `${province}|${foldText(ad.city).trim()}|${key}`;
    entry.wideKey = `${province}|${key}`;
    return entry;
  }
}

/** Indexes ads (typically every ad of the search's category seen in the run) for price references. */
export function buildMarket(ads: Iterable<RawAd | PreparedAd>): Market {
  return new Market(ads);
}
