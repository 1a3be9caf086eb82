import {
  PREFERENCE_FUELS,
  PREFERENCE_GEARBOXES,
  PREFERENCE_HOME_TYPES,
  PREFERENCE_SELLER_TYPES,
  preferencesForCategory,
  type PreferenceHomeFeature,
  type SearchPreferences,
} from '@ojeador/shared';
import type { CategoryId, RawAd } from './types.js';
import { AdFacts, type FactCache } from './preference-facts.js';
import { said, type Said } from './points.js';

export { AdFacts, type FactCache };

/**
 * The customer's preferences against what an ad says (its attributes, else its title and description
 * read with the same words as the preferences). Each preference is met, broken or not said; see
 * docs/scoring.md ("Preferences").
 */

/** Points: a stated limit met or broken, a soft wish met or broken. Breaking a limit costs three times a wish. */
export const PREFERENCE_POINTS = { limitMet: 3, wishMet: 1.5, maxBonus: 8, limitBroken: 12, wishBroken: 4, maxPenalty: 30 } as const;
/** "pocos km" without a year to judge the age by: at most this many (cars, motorbikes). */
export const LOW_KM = { 1: 60_000, 2: 15_000 } as const;
/**
 * "pocos km" with a year: fewer than the usual km for the age, this many a year (cars, motorbikes) times the age in
 * years (at least 1) (docs/scoring.md, "Preferences").
 */
export const USUAL_KM_A_YEAR = { 1: 15_000, 2: 5_000 } as const;

export interface CompiledPreferences {
  readonly values: SearchPreferences;
  /** The price wish, only when the price slider set no maximum (the slider already filters). */
  readonly maxPrice: number | null;
  /** The year an ad's age counts from ("pocos km" for its age). */
  readonly referenceYear: number;
  readonly any: boolean;
  /** Any stated limit (what strictMatchOnly turns into filters). */
  readonly hasLimits: boolean;
}

const LIMIT_KEYS = ['fuel', 'gearbox', 'maxKm', 'minYear', 'maxYear', 'sellerType', 'a2', 'minRooms', 'minSqm', 'homeTypes'] as const;

export function compilePreferences(
  preferences: SearchPreferences,
  categoryId: CategoryId,
  sliderMaxPrice: number | null,
  referenceYear: number = new Date().getUTCFullYear(),
): CompiledPreferences {
  const values = preferencesForCategory(preferences, categoryId);
  const maxPrice = sliderMaxPrice === null && values.maxPrice !== undefined ? values.maxPrice : null;
  const hasLimits = maxPrice !== null || LIMIT_KEYS.some((key) => values[key] !== undefined);
  const any = hasLimits || Boolean(values.lowKm || values.abs || values.features?.length);
  return { values, maxPrice, referenceYear, any, hasLimits };
}

/** What an ad does with the preferences: points, and how many limits and wishes it met and broke. */
export interface PreferenceOutcome {
  good: Said[];
  bad: Said[];
  limitsMet: number;
  wishesMet: number;
  limitsBroken: number;
  wishesBroken: number;
  /** The bad point of the first preference broken (limit or soft wish); null or absent when none broke. */
  firstBroken?: Said | null;
}

/**
 * Where an ad stands against the customer's wishes (docs/scoring.md "Grouping"): 0 breaks none (an ad that
 * does not say something does not break it), 1 breaks exactly one, 2 breaks more. 3 (DOUBTFUL_GROUP, set by scoring):
 * its price is flagged "posible fraude", whatever its wishes: it ranks after every ad without the flag.
 */
export type WishGroup = 0 | 1 | 2 | 3;
export const DOUBTFUL_GROUP = 3;

/** The outcome's wish group, and the text of the one broken wish when it broke exactly one. */
export function wishGroupOf(outcome: PreferenceOutcome): { group: WishGroup; broken: Said | null } {
  const broken = outcome.limitsBroken + outcome.wishesBroken;
  if (broken === 0) return { group: 0, broken: null };
  return broken === 1 ? { group: 1, broken: outcome.firstBroken ?? null } : { group: 2, broken: null };
}

export function emptyOutcome(outcome: PreferenceOutcome): PreferenceOutcome {
  outcome.good.length = 0;
  outcome.bad.length = 0;
  outcome.limitsMet = 0;
  outcome.wishesMet = 0;
  outcome.limitsBroken = 0;
  outcome.wishesBroken = 0;
  outcome.firstBroken = null;
  return outcome;
}

/** Signed points of the outcome: the bonus capped at maxBonus, the penalty at maxPenalty. */
export function preferencePoints(outcome: PreferenceOutcome): number {
  const bonus = Math.min(PREFERENCE_POINTS.maxBonus, outcome.limitsMet * PREFERENCE_POINTS.limitMet + outcome.wishesMet * PREFERENCE_POINTS.wishMet);
  const penalty = Math.min(
    PREFERENCE_POINTS.maxPenalty,
    outcome.limitsBroken * PREFERENCE_POINTS.limitBroken + outcome.wishesBroken * PREFERENCE_POINTS.wishBroken,
  );
  return bonus - penalty;
}

/**
 * Where checkPreferences writes. Its helpers live at module level: named closures declared inside it would be
 * created (and, under tsx's keepNames, renamed with a defineProperty) on every call, for every matched ad.
 */
interface Recorder {
  outcome: PreferenceOutcome;
  limitsOnly: boolean;
  /** With limitsOnly: a broken soft wish stops the check too (strictMatchOnly, where every wish filters). */
  wishesToo: boolean;
}

function met(r: Recorder, text: () => Said, wish = false): void {
  if (r.limitsOnly) return;
  if (wish) r.outcome.wishesMet++;
  else r.outcome.limitsMet++;
  r.outcome.good.push(text());
}

/** true when a limit broke and the strict filter can stop. */
function broke(r: Recorder, text: () => Said, wish = false): boolean {
  if (wish) {
    if (r.limitsOnly) return r.wishesToo;
    r.outcome.wishesBroken++;
  } else {
    if (r.limitsOnly) return true;
    r.outcome.limitsBroken++;
  }
  const point = text();
  r.outcome.firstBroken ??= point;
  r.outcome.bad.push(point);
  return false;
}

function unknown(r: Recorder, point: Said): void {
  if (!r.limitsOnly) r.outcome.bad.push(point);
}

/** The points that repeat from ad to ad, built once ("Gasolina, como pides", "No indica el año"). */
const byKey = <K extends string>(keys: readonly K[], make: (key: K) => Said): Record<K, Said> =>
  Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, Said>;
const UNSAID = byKey(['fuel', 'gearbox', 'km', 'year', 'a2', 'abs', 'rooms', 'sqm', 'homeType'] as const, (fact) => said({ code: 'unsaid', fact }));
const FUEL_MET = byKey(PREFERENCE_FUELS, (fuel) => said({ code: 'fuelMet', fuel }));
const GEARBOX_MET = byKey(PREFERENCE_GEARBOXES, (gearbox) => said({ code: 'gearboxMet', gearbox }));
const SELLER_MET = byKey(PREFERENCE_SELLER_TYPES, (seller) => said({ code: 'sellerMet', seller }));
const HOME_TYPE_MET = byKey(PREFERENCE_HOME_TYPES, (type) => said({ code: 'homeTypeMet', type }));
const FIXED_WISHES = {
  a2Met: said({ code: 'a2Met' }),
  a2Broken: said({ code: 'a2Broken' }),
  absMet: said({ code: 'absMet' }),
  absBroken: said({ code: 'absBroken' }),
};
const yearOf = (value: number | undefined): number | null => value ?? null;

/**
 * Checks every preference against the ad. With `limitsOnly` it stops at the first broken limit (with `wishesToo`, at
 * the first broken limit or soft wish) and builds no texts (the strict filter); otherwise it fills `outcome` with the
 * points. Answers true when it stopped at a broken one.
 */
export function checkPreferences(
  compiled: CompiledPreferences,
  categoryId: CategoryId,
  facts: AdFacts,
  ad: RawAd,
  outcome: PreferenceOutcome,
  limitsOnly = false,
  wishesToo = false,
): boolean {
  const p = compiled.values;
  const r: Recorder = { outcome, limitsOnly, wishesToo };
  const wishes = !limitsOnly || wishesToo;

  if (p.fuel) {
    const fuel = facts.fuel();
    if (fuel === null) unknown(r, UNSAID.fuel);
    else if (p.fuel.includes(fuel)) met(r, () => FUEL_MET[fuel]);
    else if (broke(r, () => said({ code: 'fuelBroken', fuel, wanted: [...p.fuel!] }))) return true;
  }
  if (p.gearbox) {
    const gearbox = facts.gearbox();
    if (gearbox === null) unknown(r, UNSAID.gearbox);
    else if (gearbox === p.gearbox) met(r, () => GEARBOX_MET[gearbox]);
    else if (broke(r, () => said({ code: 'gearboxBroken', gearbox, wanted: p.gearbox! }))) return true;
  }
  if (p.maxKm !== undefined || p.lowKm) {
    const km = facts.km();
    if (km === null) unknown(r, UNSAID.km);
    else {
      if (p.maxKm !== undefined) {
        const limit = p.maxKm;
        if (km <= limit) met(r, () => said({ code: 'maxKmMet', km, limit }));
        else if (broke(r, () => said({ code: 'maxKmBroken', km, limit }))) return true;
      }
      if (p.lowKm && wishes) {
        const year = facts.year();
        const perYear = USUAL_KM_A_YEAR[categoryId as 1 | 2] ?? USUAL_KM_A_YEAR[1];
        const usual = year === null ? null : perYear * Math.max(1, compiled.referenceYear - year);
        const low = usual === null ? (LOW_KM[categoryId as 1 | 2] ?? LOW_KM[1]) : usual - 1;
        if (km <= low) met(r, () => said({ code: 'lowKmMet', km, usual }), true);
        else if (broke(r, () => said({ code: 'lowKmBroken', km, usual }), true)) return true;
      }
    }
  }
  if (p.minYear !== undefined || p.maxYear !== undefined) {
    const year = facts.year();
    if (year === null) unknown(r, UNSAID.year);
    else if ((p.minYear === undefined || year >= p.minYear) && (p.maxYear === undefined || year <= p.maxYear))
      met(r, () => said({ code: 'yearMet', year, min: yearOf(p.minYear), max: yearOf(p.maxYear) }));
    else if (broke(r, () => said({ code: 'yearBroken', year, min: yearOf(p.minYear), max: yearOf(p.maxYear) }))) return true;
  }
  if (compiled.maxPrice !== null) {
    const limit = compiled.maxPrice;
    if (ad.price <= limit) met(r, () => said({ code: 'maxPriceMet', price: ad.price, limit }));
    else if (broke(r, () => said({ code: 'maxPriceBroken', price: ad.price, limit }))) return true;
  }
  if (p.sellerType) {
    const seller = ad.sellerType;
    const ok = seller === p.sellerType || (p.sellerType === 'professional' && seller === 'dealer');
    if (ok) met(r, () => SELLER_MET[seller]);
    else if (broke(r, () => said({ code: 'sellerBroken', seller, wanted: p.sellerType! }))) return true;
  }
  if (p.a2) {
    const a2 = facts.a2();
    if (a2 === null) unknown(r, UNSAID.a2);
    else if (a2) met(r, () => FIXED_WISHES.a2Met);
    else if (broke(r, () => FIXED_WISHES.a2Broken)) return true;
  }
  if (p.abs && wishes) {
    const abs = facts.abs();
    if (abs === null) unknown(r, UNSAID.abs);
    else if (abs) met(r, () => FIXED_WISHES.absMet, true);
    else if (broke(r, () => FIXED_WISHES.absBroken, true)) return true;
  }
  if (p.minRooms !== undefined) {
    const rooms = facts.rooms();
    const limit = p.minRooms;
    if (rooms === null) unknown(r, UNSAID.rooms);
    else if (rooms >= limit) met(r, () => said({ code: 'roomsMet', rooms, limit }));
    else if (broke(r, () => said({ code: 'roomsBroken', rooms, limit }))) return true;
  }
  if (p.minSqm !== undefined) {
    const sqm = facts.sqm();
    const limit = p.minSqm;
    if (sqm === null) unknown(r, UNSAID.sqm);
    else if (sqm >= limit) met(r, () => said({ code: 'sqmMet', sqm, limit }));
    else if (broke(r, () => said({ code: 'sqmBroken', sqm, limit }))) return true;
  }
  if (p.homeTypes) {
    const types = facts.homeTypes();
    const wanted = p.homeTypes;
    const match = types.find((t) => wanted.includes(t));
    if (!types.length) unknown(r, UNSAID.homeType);
    else if (match) met(r, () => HOME_TYPE_MET[match]);
    else if (broke(r, () => said({ code: 'homeTypeBroken', type: types[0], wanted: [...wanted] }))) return true;
  }
  if (p.features && wishes) {
    const stated = facts.features();
    const has: PreferenceHomeFeature[] = [];
    const lacks: PreferenceHomeFeature[] = [];
    const silent: PreferenceHomeFeature[] = [];
    for (const feature of p.features) {
      const value = stated.get(feature);
      (value === undefined ? silent : value ? has : lacks).push(feature);
    }
    if (limitsOnly) return lacks.length > 0;
    if (has.length) {
      outcome.wishesMet += has.length;
      outcome.good.push(said({ code: 'featuresMet', features: has }));
    }
    if (lacks.length) {
      outcome.wishesBroken += lacks.length;
      const point = said({ code: 'featuresBroken', features: lacks });
      outcome.firstBroken ??= point;
      outcome.bad.push(point);
    }
    if (silent.length) outcome.bad.push(said({ code: 'unsaidFeatures', features: silent }));
  }
  return false;
}
