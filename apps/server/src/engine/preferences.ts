import { preferencesForCategory, type PreferenceHomeFeature, type SearchPreferences } from '@ojeador/shared';
import { formatEuros, formatInteger, formatKm } from '../lib/format.js';
import type { CategoryId, RawAd } from './types.js';
import { AdFacts, type FactCache } from './preference-facts.js';
import {
  FUEL_LABELS,
  GEARBOX_LABELS,
  SELLER_LABELS,
  SELLER_WISH_LABELS,
  HOME_TYPE_LABELS,
  FEATURE_LABELS,
  capitalise,
  FUEL_MET,
  GEARBOX_MET,
  SELLER_MET,
  HOME_TYPE_MET,
  joinWords,
  featureText,
  yearWish,
} from './preference-texts.js';

export { AdFacts, type FactCache };

/**
 * The customer's preferences against what an ad says (its attributes, else its title and description
 * read with the same words as the preferences). Each preference is met, broken or not said; see
 * docs/scoring.md ("Preferences").
 */

/** Points: a stated limit met or broken, a soft wish met or broken. Breaking a limit costs three times a wish. */
export const PREFERENCE_POINTS = { limitMet: 3, wishMet: 1.5, maxBonus: 8, limitBroken: 12, wishBroken: 4, maxPenalty: 30 } as const;
/** "pocos km": at most this many (cars, motorbikes). */
export const LOW_KM = { 1: 60_000, 2: 15_000 } as const;

export interface CompiledPreferences {
  readonly values: SearchPreferences;
  /** The price wish, only when the price slider set no maximum (the slider already filters). */
  readonly maxPrice: number | null;
  readonly any: boolean;
  /** Any stated limit (what strictMatchOnly turns into filters). */
  readonly hasLimits: boolean;
}

const LIMIT_KEYS = ['fuel', 'gearbox', 'maxKm', 'minYear', 'maxYear', 'sellerType', 'a2', 'minRooms', 'minSqm', 'homeTypes'] as const;

export function compilePreferences(preferences: SearchPreferences, categoryId: CategoryId, sliderMaxPrice: number | null): CompiledPreferences {
  const values = preferencesForCategory(preferences, categoryId);
  const maxPrice = sliderMaxPrice === null && values.maxPrice !== undefined ? values.maxPrice : null;
  const hasLimits = maxPrice !== null || LIMIT_KEYS.some((key) => values[key] !== undefined);
  const any = hasLimits || Boolean(values.lowKm || values.abs || values.features?.length);
  return { values, maxPrice, any, hasLimits };
}

/** What an ad does with the preferences: points, and how many limits and wishes it met and broke. */
export interface PreferenceOutcome {
  good: string[];
  bad: string[];
  limitsMet: number;
  wishesMet: number;
  limitsBroken: number;
  wishesBroken: number;
  /** The bad point of the first preference broken (limit or soft wish); null or absent when none broke. */
  firstBroken?: string | null;
}

/**
 * Where an ad stands against the customer's wishes (issue 23, docs/scoring.md "Grouping"): 0 breaks none (an ad that
 * does not say something does not break it), 1 breaks exactly one, 2 breaks more. 3 (DOUBTFUL_GROUP, set by scoring):
 * its price is flagged "posible fraude", whatever its wishes: it ranks after every ad without the flag.
 */
export type WishGroup = 0 | 1 | 2 | 3;
export const DOUBTFUL_GROUP = 3;

/** The outcome's wish group, and the text of the one broken wish when it broke exactly one. */
export function wishGroupOf(outcome: PreferenceOutcome): { group: WishGroup; broken: string | null } {
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

function met(r: Recorder, text: () => string, wish = false): void {
  if (r.limitsOnly) return;
  if (wish) r.outcome.wishesMet++;
  else r.outcome.limitsMet++;
  r.outcome.good.push(text());
}

/** true when a limit broke and the strict filter can stop. */
function broke(r: Recorder, text: () => string, wish = false): boolean {
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

function unknown(r: Recorder, text: string): void {
  if (!r.limitsOnly) r.outcome.bad.push(text);
}

const roomsText = (n: number): string => `${formatInteger(n)} ${n === 1 ? 'habitación' : 'habitaciones'}`;

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
    if (fuel === null) unknown(r, 'No indica el combustible');
    else if (p.fuel.includes(fuel)) met(r, () => FUEL_MET[fuel]);
    else if (
      broke(
        r,
        () =>
          `${capitalise(FUEL_LABELS[fuel])}: pides ${joinWords(
            p.fuel!.map((f) => FUEL_LABELS[f]),
            'o',
          )}`,
      )
    )
      return true;
  }
  if (p.gearbox) {
    const gearbox = facts.gearbox();
    if (gearbox === null) unknown(r, 'No indica el tipo de cambio');
    else if (gearbox === p.gearbox) met(r, () => GEARBOX_MET[gearbox]);
    else if (broke(r, () => `${capitalise(GEARBOX_LABELS[gearbox])}: pides ${GEARBOX_LABELS[p.gearbox!]}`)) return true;
  }
  if (p.maxKm !== undefined || p.lowKm) {
    const km = facts.km();
    if (km === null) unknown(r, 'No indica los kilómetros');
    else {
      if (p.maxKm !== undefined) {
        const limit = p.maxKm;
        if (km <= limit) met(r, () => `${formatKm(km)}, menos de los ${formatKm(limit)} que pides`);
        else if (broke(r, () => `${formatKm(km)}: más de los ${formatKm(limit)} que pides`)) return true;
      }
      if (p.lowKm && wishes) {
        const low = LOW_KM[categoryId as 1 | 2] ?? LOW_KM[1];
        if (km <= low) met(r, () => `${formatKm(km)}: pocos, como pides`, true);
        else if (broke(r, () => `${formatKm(km)}: no son pocos kilómetros`, true)) return true;
      }
    }
  }
  if (p.minYear !== undefined || p.maxYear !== undefined) {
    const year = facts.year();
    const wish = yearWish(p.minYear, p.maxYear);
    if (year === null) unknown(r, 'No indica el año');
    else if ((p.minYear === undefined || year >= p.minYear) && (p.maxYear === undefined || year <= p.maxYear)) met(r, () => `Del ${year}: ${wish}, como pides`);
    else if (broke(r, () => `Del ${year}: pides ${wish}`)) return true;
  }
  if (compiled.maxPrice !== null) {
    const limit = compiled.maxPrice;
    if (ad.price <= limit) met(r, () => `${formatEuros(ad.price)}, dentro de los ${formatEuros(limit)} que pides`);
    else if (broke(r, () => `${formatEuros(ad.price)}: más de los ${formatEuros(limit)} que pides`)) return true;
  }
  if (p.sellerType) {
    const seller = ad.sellerType;
    const ok = seller === p.sellerType || (p.sellerType === 'professional' && seller === 'dealer');
    if (ok) met(r, () => SELLER_MET[seller]);
    else if (broke(r, () => `Lo vende ${SELLER_LABELS[seller]}: pides ${SELLER_WISH_LABELS[p.sellerType!]}`)) return true;
  }
  if (p.a2) {
    const a2 = facts.a2();
    if (a2 === null) unknown(r, 'No indica si es apta para el carné A2');
    else if (a2) met(r, () => 'Apta para el carné A2, como pides');
    else if (broke(r, () => 'No es apta para el carné A2 que pides')) return true;
  }
  if (p.abs && wishes) {
    const abs = facts.abs();
    if (abs === null) unknown(r, 'No indica si tiene ABS');
    else if (abs) met(r, () => 'Con ABS, como pides', true);
    else if (broke(r, () => 'Sin ABS, que pides', true)) return true;
  }
  if (p.minRooms !== undefined) {
    const rooms = facts.rooms();
    const limit = p.minRooms;
    if (rooms === null) unknown(r, 'No indica las habitaciones');
    else if (rooms >= limit) met(r, () => `${roomsText(rooms)}, como pides (${limit} o más)`);
    else if (broke(r, () => `${roomsText(rooms)}: pides al menos ${limit}`)) return true;
  }
  if (p.minSqm !== undefined) {
    const sqm = facts.sqm();
    const limit = p.minSqm;
    if (sqm === null) unknown(r, 'No indica los metros cuadrados');
    else if (sqm >= limit) met(r, () => `${formatInteger(sqm)} m², como pides (${formatInteger(limit)} m² o más)`);
    else if (broke(r, () => `${formatInteger(sqm)} m²: pides al menos ${formatInteger(limit)} m²`)) return true;
  }
  if (p.homeTypes) {
    const types = facts.homeTypes();
    const wanted = p.homeTypes;
    const match = types.find((t) => wanted.includes(t));
    if (!types.length) unknown(r, 'No indica el tipo de vivienda');
    else if (match) met(r, () => HOME_TYPE_MET[match]);
    else if (
      broke(
        r,
        () =>
          `${capitalise(HOME_TYPE_LABELS[types[0]])}: pides ${joinWords(
            wanted.map((t) => HOME_TYPE_LABELS[t]),
            'o',
          )}`,
      )
    )
      return true;
  }
  if (p.features && wishes) {
    const said = facts.features();
    const has: PreferenceHomeFeature[] = [];
    const lacks: PreferenceHomeFeature[] = [];
    const silent: PreferenceHomeFeature[] = [];
    for (const feature of p.features) {
      const value = said.get(feature);
      (value === undefined ? silent : value ? has : lacks).push(feature);
    }
    if (limitsOnly) return lacks.length > 0;
    if (has.length) {
      outcome.wishesMet += has.length;
      outcome.good.push(
        `${has.includes('exterior') && has.length === 1 ? 'Exterior' : `Con ${joinWords(has.filter((f) => f !== 'exterior').map(featureText), 'y')}${has.includes('exterior') ? ', exterior' : ''}`}, como pides`,
      );
    }
    if (lacks.length) {
      outcome.wishesBroken += lacks.length;
      const point = `Sin ${joinWords(
        lacks.map((f) => FEATURE_LABELS[f]),
        'ni',
      )}, que pides`;
      outcome.firstBroken ??= point;
      outcome.bad.push(point);
    }
    if (silent.length)
      outcome.bad.push(
        `No indica si tiene ${joinWords(
          silent.map((f) => FEATURE_LABELS[f]),
          'ni',
        )}`,
      );
  }
  return false;
}
