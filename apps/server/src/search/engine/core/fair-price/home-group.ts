import type { Place } from '@ojeador/shared';
import type { PriceReference } from '../types.js';
import { isSaneHome, type HomeFit, type HomeItem } from './home-fit.js';
import { homeLikeThis, homesIn, similarHomes } from './peers.js';
import { FAIR_BAND, fairBandOf, fitConfidence, MIN_COMPARABLES, medianOf, type ValueSink } from './reference.js';

/** Close comparables of a home: the same type and place, surface within ±25 %. */
const CLOSE_SQM = 0.25;

/**
 * The homes of one type in one place (a town, or the province when the town has too few), with their fit (or
 * none): the fair €/m² of a home of this surface times its m².
 */
export class HomeGroup<E extends HomeItem> {
  private readonly homes: E[];
  private readonly fitted: Float64Array;
  private readonly kept: Uint8Array;
  private keptCount = 0;

  constructor(
    entries: readonly E[],
    private readonly fit: HomeFit | null,
    private readonly type: string,
    private readonly place: Place,
  ) {
    this.homes = entries.filter(isSaneHome);
    const n = this.homes.length;
    this.fitted = new Float64Array(n);
    this.kept = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const home = this.homes[i];
      if (fit) {
        this.fitted[i] = fit.fitted(home.sqm, home.rooms);
        this.kept[i] = fit.keeps(home.price / home.sqm, this.fitted[i]) ? 1 : 0;
      } else this.kept[i] = 1;
      this.keptCount += this.kept[i];
    }
  }

  reference(ad: E, own: boolean, sink: ValueSink | null): PriceReference | null {
    if (!(ad.sqm > 0)) return null;
    const close: number[] = [];
    const others: number[] = [];
    for (let i = 0; i < this.homes.length; i++) {
      const home = this.homes[i];
      if (home === ad || !this.kept[i]) continue;
      others.push(i);
      if (Math.abs(home.sqm / ad.sqm - 1) <= CLOSE_SQM) close.push(i);
    }
    if (!this.fit) {
      if (others.length < MIN_COMPARABLES) return null;
      const values = others.map((i) => this.homes[i].price / this.homes[i].sqm);
      if (sink) sink.values = values;
      const median = Math.round(medianOf(values));
      return {
        basis: 'pricePerSqm',
        method: 'comparables',
        median,
        expectedPrice: Math.round(median * ad.sqm),
        comparables: others.length,
        marketAds: others.length,
        confidence: others.length >= 2 * MIN_COMPARABLES ? 0.75 : 0.55,
        band: FAIR_BAND,
        peers: homesIn(this.type, this.place),
        similar: true,
      };
    }
    // The home's own price never takes part in its own estimate: leave-one-out from the fit's hat matrix.
    const { perSqm, error } = this.fit.predict(ad.sqm, ad.rooms, own && this.fit.contains(ad) ? ad.price : null);
    const similar = close.length >= MIN_COMPARABLES;
    const from = similar ? close : others;
    if (sink) sink.values = from.map((i) => Math.round((this.homes[i].price / this.homes[i].sqm / this.fitted[i]) * perSqm));
    const median = Math.round(perSqm);
    return {
      basis: 'pricePerSqm',
      method: 'model',
      median,
      expectedPrice: Math.round(perSqm * ad.sqm),
      comparables: from.length,
      marketAds: others.length,
      confidence: Math.round(fitConfidence(error, this.keptCount) * 100) / 100,
      band: fairBandOf(error),
      peers: similar ? similarHomes(this.type, this.place) : homeLikeThis(this.type, ad.sqm, this.place),
      similar,
    };
  }
}
