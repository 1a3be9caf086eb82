import {
  a2Fact,
  absFact,
  featuresFact,
  fuelFact,
  fuelOfAttribute,
  gearboxFact,
  homeTypesFact,
  kmFact,
  roomsFact,
  sqmFact,
  yearFact,
  type PreferenceFuel,
  type PreferenceGearbox,
  type PreferenceHomeFeature,
  type PreferenceHomeType,
} from '@ojeador/shared';
import type { FactCache, PreparedAd } from './prepared-ad.js';
import type { RawAd } from './types.js';

export type { FactCache };

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Fuel attributes are a handful of spellings: each is read once, not once per ad. */
const fuelAttributes = new Map<string, PreferenceFuel | null>();
function fuelOfAttributeCached(value: string | undefined): PreferenceFuel | null {
  if (!value) return null;
  let fuel = fuelAttributes.get(value);
  if (fuel === undefined) {
    if (fuelAttributes.size >= 1_000) fuelAttributes.clear();
    fuel = fuelOfAttribute(value);
    fuelAttributes.set(value, fuel);
  }
  return fuel;
}

/**
 * Reads each fact at most once per ad: attributes first, then the title, then the description. One
 * reader is reused from ad to ad (`reset`), so a run allocates none per ad; the folded texts are the
 * caller's when it has them, else folded on first need.
 */
export class AdFacts {
  private prepared!: PreparedAd;
  private title: string | undefined;
  private description: string | undefined;

  reset(prepared: PreparedAd, foldedTitle?: string, foldedDescription?: string): this {
    this.prepared = prepared;
    this.title = foldedTitle;
    this.description = foldedDescription;
    return this;
  }

  private readonly text = {
    title: (): string => (this.title ??= this.prepared.foldedTitle),
    description: (): string => (this.description ??= this.prepared.foldedDescriptionTransient()),
  };

  private get cache(): FactCache {
    return (this.prepared.facts ??= {});
  }

  private get ad(): RawAd {
    return this.prepared.ad;
  }

  private fromText<T>(read: (folded: string) => T | null): T | null {
    return read(this.text.title()) ?? read(this.text.description());
  }

  fuel(): PreferenceFuel | null {
    const c = this.cache;
    if (c.fuel === undefined) c.fuel = fuelOfAttributeCached(this.ad.attributes.fuel) ?? this.fromText(fuelFact);
    return c.fuel;
  }

  gearbox(): PreferenceGearbox | null {
    const c = this.cache;
    if (c.gearbox === undefined) c.gearbox = this.fromText(gearboxFact);
    return c.gearbox;
  }

  km(): number | null {
    const c = this.cache;
    if (c.km === undefined) c.km = finite(this.ad.attributes.km) ?? this.fromText(kmFact);
    return c.km;
  }

  year(): number | null {
    const c = this.cache;
    if (c.year === undefined) c.year = finite(this.ad.attributes.year) ?? yearFact(this.text.title(), true) ?? yearFact(this.text.description(), false);
    return c.year;
  }

  rooms(): number | null {
    const c = this.cache;
    if (c.rooms === undefined) c.rooms = finite(this.ad.attributes.rooms) ?? this.fromText(roomsFact);
    return c.rooms;
  }

  sqm(): number | null {
    const c = this.cache;
    if (c.sqm === undefined) c.sqm = finite(this.ad.attributes.sqm) ?? this.fromText(sqmFact);
    return c.sqm;
  }

  homeTypes(): readonly PreferenceHomeType[] {
    const c = this.cache;
    if (c.homeTypes === undefined) {
      const inTitle = homeTypesFact(this.text.title());
      c.homeTypes = inTitle.length ? inTitle : homeTypesFact(this.text.description());
    }
    return c.homeTypes;
  }

  features(): ReadonlyMap<PreferenceHomeFeature, boolean> {
    const c = this.cache;
    if (c.features === undefined) {
      const said = featuresFact(this.text.description());
      for (const [feature, has] of featuresFact(this.text.title())) if (has || !said.has(feature)) said.set(feature, has);
      c.features = said;
    }
    return c.features;
  }

  a2(): boolean | null {
    const c = this.cache;
    if (c.a2 === undefined) c.a2 = this.fromText(a2Fact);
    return c.a2;
  }

  abs(): boolean | null {
    const c = this.cache;
    if (c.abs === undefined) c.abs = this.fromText(absFact);
    return c.abs;
  }
}
