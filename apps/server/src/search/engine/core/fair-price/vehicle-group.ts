import type { PriceReference } from '../types.js';
import { similarVehicles, vehicleLikeThis } from './peers.js';
import { calibratedBandOf, extrapolatedBandOf, FAIR_BAND, fitConfidence, MIN_COMPARABLES, medianOf, type ValueSink } from './reference.js';
import { isSaneVehicle, type VehicleFit, type VehicleItem } from './vehicle-fit.js';

/** Close comparables: the same model, year within ±1, km within ±30 %. */
export const CLOSE = { years: 1, km: 0.3 } as const;
const YEAR_SPAN = 1e8;

/**
 * The ads of one vehicle model in one market, with the model's fit (or none): prices an ad of the model
 * against the fitted curve, and names the close comparables when there are enough of them.
 */
export class VehicleGroup<E extends VehicleItem> {
  private readonly sorted: E[];
  private readonly keys: Float64Array;
  /** exp of the fitted log price of each sorted ad, and whether the fit kept it (not an outlier). */
  private readonly fitted: Float64Array;
  private readonly kept: Uint8Array;
  private keptCount = 0;

  constructor(
    entries: readonly E[],
    private readonly fit: VehicleFit | null,
    private readonly name: string,
  ) {
    this.sorted = entries.filter(isSaneVehicle).sort((a, b) => a.year - b.year || a.km - b.km);
    const n = this.sorted.length;
    this.keys = new Float64Array(n);
    this.fitted = new Float64Array(n);
    this.kept = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const item = this.sorted[i];
      this.keys[i] = item.year * YEAR_SPAN + item.km;
      if (fit) {
        this.fitted[i] = fit.fitted(item.year, item.km, item.factors);
        this.kept[i] = fit.keeps(item.price, this.fitted[i]) ? 1 : 0;
      } else this.kept[i] = 1;
      this.keptCount += this.kept[i];
    }
  }

  /** The reference of an ad of this model; `own`: the ad is one of the group's (left out of its own reference). */
  reference(ad: E, own: boolean, sink: ValueSink | null): PriceReference | null {
    if (!(ad.year > 0)) return null;
    const knownKm = ad.km >= 0;
    const close = knownKm ? this.closeTo(ad) : [];
    if (!this.fit) {
      if (close.length < MIN_COMPARABLES) return null;
      const prices = close.map((i) => this.sorted[i].price);
      if (sink) sink.values = prices;
      const median = Math.round(medianOf(prices));
      return {
        basis: 'price',
        method: 'comparables',
        median,
        expectedPrice: median,
        comparables: close.length,
        marketAds: close.length,
        confidence: close.length >= 2 * MIN_COMPARABLES ? 0.8 : 0.6,
        band: FAIR_BAND,
        peers: similarVehicles(this.name, ad.year),
        similar: true,
      };
    }
    const km = knownKm ? ad.km : this.typicalKm(ad.year);
    // The ad's own price never takes part in its own estimate: leave-one-out from the fit's hat matrix.
    const { price, error } = this.fit.predict(ad.year, km, ad.factors, own && knownKm && this.fit.contains(ad) ? ad.price : null);
    const expectedPrice = Math.round(price);
    if (!(expectedPrice >= 1)) return null;
    const similar = close.length >= MIN_COMPARABLES;
    let confidence = fitConfidence(error, this.fit.kept) * (this.fit.covers(ad.year) ? 1 : 0.7) * (knownKm ? 1 : 0.8);
    confidence = Math.round(confidence * 100) / 100;
    if (sink) {
      const from = similar ? close : this.keptIndexes(ad);
      sink.values = from.map((i) => Math.round((this.sorted[i].price * price) / this.fitted[i]));
    }
    const selfKept = own && this.fit.keeps(ad.price, this.fit.fitted(ad.year, ad.km, ad.factors)) ? 1 : 0;
    return {
      basis: 'price',
      method: 'model',
      median: expectedPrice,
      expectedPrice,
      comparables: similar ? close.length : Math.max(0, this.keptCount - selfKept),
      marketAds: Math.max(0, this.keptCount - selfKept),
      confidence,
      band: this.fit.covers(ad.year) ? calibratedBandOf(error, this.fit.leftOutSpread) : extrapolatedBandOf(error),
      peers: similar ? similarVehicles(this.name, ad.year) : vehicleLikeThis(this.name, ad.year, knownKm ? ad.km : null),
      similar,
    };
  }

  /** Positions of the kept ads of years ±1 and km ±30 %, the ad itself left out. */
  private closeTo(ad: E): number[] {
    const found: number[] = [];
    for (let year = ad.year - CLOSE.years; year <= ad.year + CLOSE.years; year++) {
      const from = lowerBound(this.keys, year * YEAR_SPAN + ad.km * (1 - CLOSE.km));
      const to = lowerBound(this.keys, year * YEAR_SPAN + ad.km * (1 + CLOSE.km) + 0.5);
      for (let i = from; i < to; i++) if (this.kept[i] && this.sorted[i] !== ad) found.push(i);
    }
    return found;
  }

  private keptIndexes(ad: E): number[] {
    const found: number[] = [];
    for (let i = 0; i < this.sorted.length; i++) if (this.kept[i] && this.sorted[i] !== ad) found.push(i);
    return found;
  }

  /** Median km of the ads of years ±1 (of all ads when none): what an ad without km is priced at. */
  private typicalKm(year: number): number {
    const from = lowerBound(this.keys, (year - 1) * YEAR_SPAN);
    const to = lowerBound(this.keys, (year + 2) * YEAR_SPAN);
    const kms = (to > from ? this.sorted.slice(from, to) : this.sorted).map((item) => item.km);
    return kms.length ? medianOf(kms) : 0;
  }
}

function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
