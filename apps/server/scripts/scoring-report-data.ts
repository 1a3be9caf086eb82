/**
 * Generated markets with a known fair price per ad, for `npm run scoring:report`.
 *
 * The generator's price curves are deliberately NOT the scorer's functional form (fair-price/vehicle-fit.ts fits
 * log(price) on smoothed year levels and a km slope with two bends): vehicles lose value piecewise-linearly (a steeper first 3 years, then a
 * flatter slope down to a floor) and take a capped penalty per 10,000 km; homes cost a town's €/m² that falls
 * piecewise-linearly with the surface. Prices carry lognormal noise; a few ads are planted far from their fair
 * price. Everything but the price is kept alike (6 photos, detailed text, published in the last 12 hours, within
 * 2 km of the centre), so the report measures the price judgement and not the other parts of the score.
 */
import { FEED_PLATFORM_ID } from '@ojeador/shared';
import { CAR_DETAILS, formatThousands, HOME_FEATURES, HOME_SURROUNDINGS, MOTO_DETAILS } from '../src/search/engine/runtime/feed/demo-text.js';
import { validateFeedLine } from '../src/search/engine/runtime/feed/feed-schema.js';
import { SeededRandom } from '../src/search/engine/runtime/feed/seeded-random.js';
import type { RawAd, SearchQuery, SellerType } from '../src/search/engine/core/types.js';
import { kmShare, shapeOf, SHIPPED, type KmForm, type Variant } from './scoring-report-variants.js';

export const REPORT_NOW = new Date('2026-11-24T12:00:00Z');
export const DEFAULT_SEED = 23;
/** An ad within this share of its fair price is fair. */
export const FAIR_BAND = 0.08;
/** Planted ads: their price is the fair price times (1 + this), with 2 % noise. */
export const PLANTED = { bargain: -0.24, dear: 0.3, scam: -0.6 } as const;
export type Label = 'fair' | keyof typeof PLANTED;

export interface TruthAd {
  ad: RawAd;
  /** The generator's fair price (before noise and rounding). */
  fairPrice: number;
  /** price / fairPrice - 1. */
  trueDeviation: number;
  label: Label;
}

export interface GeneratedMarket {
  name: string;
  kind: 'car' | 'moto' | 'home';
  query: SearchQuery;
  ads: TruthAd[];
}

interface Place {
  city: string;
  province: string;
  latitude: number;
  longitude: number;
}

/** Piecewise-linear share of the new price kept at each age, plus a capped km penalty. */
interface VehicleCurve {
  firstYears: number;
  earlyLoss: number;
  lateLoss: number;
  floor: number;
  kmPenaltyPer10k: number;
  kmPenaltyCap: number;
  yearlyKm: number;
  noise: number;
}

interface VehicleSpec {
  name: string;
  keywords: string;
  category: 1 | 2;
  newPrice: number;
  trims: readonly string[];
  fuels: readonly string[];
  since: number;
  place: Place;
  curve: VehicleCurve;
}

interface HomeSpec {
  name: string;
  keywords: string;
  type: string;
  pricePerSqm: number;
  place: Place;
  noise: number;
}

export const CAR_CURVE: VehicleCurve = {
  firstYears: 3,
  earlyLoss: 0.09,
  lateLoss: 0.04,
  floor: 0.12,
  kmPenaltyPer10k: 0.015,
  kmPenaltyCap: 0.25,
  yearlyKm: 15_000,
  noise: 0.06,
};
const MOTO_CURVE: VehicleCurve = {
  firstYears: 3,
  earlyLoss: 0.08,
  lateLoss: 0.045,
  floor: 0.15,
  kmPenaltyPer10k: 0.03,
  kmPenaltyCap: 0.3,
  yearlyKm: 5_000,
  noise: 0.07,
};

export const MADRID: Place = { city: 'Madrid', province: 'Madrid', latitude: 40.4168, longitude: -3.7038 };
const BARCELONA: Place = { city: 'Barcelona', province: 'Barcelona', latitude: 41.3874, longitude: 2.1686 };
const SEVILLA: Place = { city: 'Sevilla', province: 'Sevilla', latitude: 37.3891, longitude: -5.9845 };
const VALENCIA: Place = { city: 'Valencia', province: 'Valencia', latitude: 39.4699, longitude: -0.3763 };
const MALAGA: Place = { city: 'Málaga', province: 'Málaga', latitude: 36.7213, longitude: -4.4214 };
const ZARAGOZA: Place = { city: 'Zaragoza', province: 'Zaragoza', latitude: 41.6488, longitude: -0.8891 };

// prettier-ignore
const VEHICLES: readonly VehicleSpec[] = [
  { name: 'Seat León', keywords: 'seat leon', category: 1, newPrice: 26_000, trims: ['1.5 TSI FR', '2.0 TDI Style', '1.4 TSI Xcellence', '1.6 TDI Reference'], fuels: ['gasolina', 'diésel'], since: 2008, place: MADRID, curve: CAR_CURVE },
  { name: 'Volkswagen Golf', keywords: 'volkswagen golf', category: 1, newPrice: 30_000, trims: ['1.5 TSI Life', '2.0 TDI Advance', '1.6 TDI Sport', '1.4 TSI R-Line'], fuels: ['gasolina', 'diésel'], since: 2008, place: BARCELONA, curve: CAR_CURVE },
  { name: 'Toyota Corolla', keywords: 'toyota corolla', category: 1, newPrice: 28_000, trims: ['1.8 Hybrid Active', '2.0 Hybrid Style', '1.6 Live'], fuels: ['híbrido', 'gasolina'], since: 2008, place: SEVILLA, curve: CAR_CURVE },
  { name: 'Yamaha XMAX 125', keywords: 'yamaha xmax', category: 2, newPrice: 6_000, trims: ['Tech Max', 'Iron Max', 'ABS'], fuels: ['gasolina'], since: 2008, place: VALENCIA, curve: MOTO_CURVE },
  { name: 'Honda PCX 125', keywords: 'honda pcx', category: 2, newPrice: 3_700, trims: ['ABS', 'Smart Key', ''], fuels: ['gasolina'], since: 2010, place: MALAGA, curve: MOTO_CURVE },
];

const HOMES: readonly HomeSpec[] = [
  { name: 'Pisos en Zaragoza', keywords: 'piso', type: 'Piso', pricePerSqm: 1_900, place: ZARAGOZA, noise: 0.06 },
  { name: 'Áticos en Málaga', keywords: 'atico', type: 'Ático', pricePerSqm: 3_600, place: MALAGA, noise: 0.06 },
];

const MIN_ADS = 60;
const MAX_ADS = 150;
const FIRST_YEAR = 2008;
const PLANTED_NOISE = 0.02;
const SEARCH_RADIUS_KM = 50;
/** About 2 km around the centre, and published in the last 12 hours: distance and freshness vary by a point or less. */
const SPREAD_DEGREES = 0.02;
const PUBLISHED_WITHIN_DAYS = 0.5;
const DAY_MS = 86_400_000;

/** Share of the new price a vehicle of `age` years with `km` keeps, by the generator's own curve. */
export function vehicleFairShare(curve: VehicleCurve, age: number, km: number, kmForm: KmForm = 'capped'): number {
  const early = Math.min(age, curve.firstYears);
  const late = Math.max(0, age - curve.firstYears);
  const byAge = Math.max(curve.floor, 1 - curve.earlyLoss * early - curve.lateLoss * late);
  return byAge * kmShare(kmForm, km, curve.kmPenaltyPer10k, curve.kmPenaltyCap);
}

/** €/m² factor by surface: small homes cost more per m² (x1.12 at 40 m², x1 at 80 m², x0.92 at 160 m²). */
export function homeSizeFactor(sqm: number): number {
  if (sqm <= 80) return 1.12 - ((Math.max(40, sqm) - 40) / 40) * 0.12;
  return 1 - ((Math.min(160, sqm) - 80) / 80) * 0.08;
}

/** Which ads are planted: about 5 % bargains, 5 % dear, 2-3 scams, at random positions. */
function plantLabels(random: SeededRandom, count: number): Label[] {
  const labels: Label[] = Array.from({ length: count }, () => 'fair');
  const planted = Math.max(1, Math.round(count * 0.05));
  const plan: Label[] = [...Array<Label>(planted).fill('bargain'), ...Array<Label>(planted).fill('dear'), ...Array<Label>(random.int(2, 3)).fill('scam')];
  const positions = random.sample(
    labels.map((_, i) => i),
    plan.length,
  );
  positions.forEach((at, i) => (labels[at] = plan[i]));
  return labels;
}

function priceFactor(random: SeededRandom, label: Label, noise: number): number {
  if (label === 'fair') return Math.exp(random.normal(0, noise));
  return (1 + PLANTED[label]) * Math.exp(random.normal(0, PLANTED_NOISE));
}

/** Runs the ad through the feed's own validation, so it is exactly what a source would deliver. */
export function feedAd(line: Omit<RawAd, 'publishDate'> & { publishDate: string }): RawAd {
  const ad = validateFeedLine(JSON.parse(JSON.stringify(line)));
  if (!ad) throw new Error(`generated ad ${line.externalId} is not a valid feed line`);
  return ad;
}

/** Sentences until the text is detailed (the quality part then gives every ad the same). */
export function detailedText(random: SeededRandom, first: string, pool: readonly string[], last: string): string {
  const parts = [first];
  for (const sentence of random.sample(pool, pool.length)) {
    if (parts.join(' ').length >= 400) break;
    parts.push(sentence);
  }
  return [...parts, last].join(' ');
}

export function common(random: SeededRandom, id: string, place: Place, kind: 'car' | 'moto' | 'home') {
  return {
    externalId: id,
    platformId: FEED_PLATFORM_ID,
    url: `https://ojeador.local/report/ad/${id}`,
    images: Array.from({ length: 6 }, (_, i) => `/demo-images/${kind}-${i + 1}.svg`),
    province: place.province,
    city: place.city,
    latitude: Number((place.latitude + random.between(-SPREAD_DEGREES, SPREAD_DEGREES)).toFixed(5)),
    longitude: Number((place.longitude + random.between(-SPREAD_DEGREES, SPREAD_DEGREES)).toFixed(5)),
    publishDate: new Date(REPORT_NOW.getTime() - Math.floor(random.between(0, PUBLISHED_WITHIN_DAYS) * DAY_MS)).toISOString(),
  };
}

/** A report's search: around `place` within SEARCH_RADIUS_KM, or all of Spain when `place` is null. */
export function queryFor(category: 1 | 2 | 3, keywords: string, place: Place | null): SearchQuery {
  return {
    categoryId: category,
    keywords,
    userSearch: '',
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    radiusKm: place ? SEARCH_RADIUS_KM : null,
    minPrice: null,
    maxPrice: null,
    strictMatchOnly: false,
  };
}

function vehicleMarket(random: SeededRandom, spec: VehicleSpec, prefix: string, variant: Variant): GeneratedMarket {
  const [early, late, rate] = shapeOf(variant, spec.name);
  const curve = {
    ...spec.curve,
    earlyLoss: spec.curve.earlyLoss * early,
    lateLoss: spec.curve.lateLoss * late,
    kmPenaltyPer10k: spec.curve.kmPenaltyPer10k * rate,
  };
  const kind = spec.category === 1 ? 'car' : 'moto';
  const labels = plantLabels(random, random.int(MIN_ADS, MAX_ADS));
  const lastYear = REPORT_NOW.getUTCFullYear() - 1;
  const ads = labels.map((label, i): TruthAd => {
    const year = random.int(Math.max(FIRST_YEAR, spec.since), lastYear);
    const age = REPORT_NOW.getUTCFullYear() - year;
    const km = Math.max(500, Math.round((age * spec.curve.yearlyKm * Math.exp(random.normal(0, 0.3))) / 100) * 100);
    const fairPrice = spec.newPrice * vehicleFairShare(curve, age, km, variant.km);
    const sellerType: SellerType = random.chance(0.4) ? 'dealer' : 'particular';
    const step = kind === 'car' ? 100 : 50;
    const rounded = Math.max(step, Math.round((fairPrice * priceFactor(random, label, spec.curve.noise)) / step) * step);
    const price = sellerType === 'dealer' ? rounded - 10 : rounded;
    const trim = random.pick(spec.trims);
    const fuel = random.pick(spec.fuels);
    const name = trim ? `${spec.name} ${trim}` : spec.name;
    const first = `${name} del año ${year} con ${formatThousands(km)} km, ${fuel}.`;
    const closing = sellerType === 'dealer' ? 'Garantía de 12 meses y revisado en nuestro taller.' : 'Precio negociable, se puede ver sin compromiso.';
    const ad = feedAd({
      ...common(random, `${prefix}-${i + 1}`, spec.place, kind),
      title: name,
      description: detailedText(random, first, kind === 'car' ? CAR_DETAILS : MOTO_DETAILS, closing),
      price,
      category: spec.category,
      sellerType,
      attributes: { year, km, fuel },
    });
    return { ad, fairPrice, trueDeviation: price / fairPrice - 1, label };
  });
  return { name: spec.name, kind, query: queryFor(spec.category, spec.keywords, spec.place), ads };
}

function homeMarket(random: SeededRandom, spec: HomeSpec, prefix: string): GeneratedMarket {
  const labels = plantLabels(random, random.int(MIN_ADS, MAX_ADS));
  const ads = labels.map((label, i): TruthAd => {
    const sqm = random.int(40, 160);
    const rooms = Math.max(1, Math.min(6, Math.round(sqm / 30 + random.normal(0, 0.5))));
    const fairPrice = spec.pricePerSqm * homeSizeFactor(sqm) * sqm;
    const sellerType: SellerType = random.chance(0.45) ? 'professional' : 'particular';
    const price = Math.round((fairPrice * priceFactor(random, label, spec.noise)) / 500) * 500;
    const where = `en ${spec.place.city}`;
    const title = random.pick([`${spec.type} de ${rooms} habitaciones ${where}`, `${spec.type} luminoso ${where}`, `${spec.type} reformado ${where}`]);
    const first = `${spec.type} de ${sqm} m² construidos con ${rooms} ${rooms === 1 ? 'habitación' : 'habitaciones'} en ${spec.place.city}.`;
    const features = `Cuenta con ${random.sample(HOME_FEATURES, 4).join(', ')}.`;
    const ad = feedAd({
      ...common(random, `${prefix}-${i + 1}`, spec.place, 'home'),
      title,
      description: detailedText(random, `${first} ${features}`, HOME_SURROUNDINGS, 'Disponible para visitas por las tardes.'),
      price,
      category: 3,
      sellerType,
      attributes: { sqm, rooms },
    });
    return { ad, fairPrice, trueDeviation: price / fairPrice - 1, label };
  });
  return { name: spec.name, kind: 'home', query: queryFor(3, spec.keywords, spec.place), ads };
}

export const MARKET_NAMES: readonly string[] = [...VEHICLES.map((v) => v.name), ...HOMES.map((h) => h.name)];

/** Every market (or those named in `only`), the same for the same seed. Each market draws from its own stream. */
export function generateMarkets(seed: number = DEFAULT_SEED, only?: readonly string[], variant: Variant = SHIPPED): GeneratedMarket[] {
  const markets: GeneratedMarket[] = [];
  MARKET_NAMES.forEach((name, index) => {
    if (only && !only.includes(name)) return;
    const random = new SeededRandom(seed * 1_000 + index);
    const prefix = `report-${index + 1}`;
    const vehicle = VEHICLES.find((v) => v.name === name);
    const home = HOMES.find((h) => h.name === name);
    if (vehicle) markets.push(vehicleMarket(random, vehicle, prefix, variant));
    else if (home) markets.push(homeMarket(random, home, prefix));
  });
  return markets;
}
