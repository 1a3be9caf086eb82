import type { PreferenceFuel, PreferenceGearbox, PreferenceHomeFeature, PreferenceHomeType } from '../schemas/preferences.js';
import { foldSpanish } from './fold.js';
import {
  clauseBefore,
  DIGIT_NUMBER_SOURCE,
  DISTANCE_AFTER,
  DISTANCE_BEFORE,
  featureMentions,
  fuelMentions,
  gearboxMentions,
  homeTypeMentions,
  isNegated,
  KM_UNIT,
  NOT_THE_VEHICLE_KM,
  ROOM_UNIT,
  SQM_UNIT,
  YEAR,
} from './lexicon.js';
import { NUMBER_SOURCE, parseSpanishNumber } from './numbers.js';

/**
 * What an ad's own words say about it (the same words the customer's preferences are read with), for
 * the facts its attributes do not give. Every reader takes folded text (foldSpanish, or the engine's
 * foldText) and answers null when the text does not say. Readers are separate so a search pays only
 * for the facts its preferences need; each starts with a cheap check before any regular expression.
 */

/** The fuel an ad names: hybrids and LPG cars also name petrol, so those win; petrol and diesel together (or an electric with either) say nothing sure. */
export function fuelFact(folded: string): PreferenceFuel | null {
  const mentions = fuelMentions(folded).filter((m) => !m.negated);
  if (!mentions.length) return null;
  const fuels = new Set(mentions.map((m) => m.value));
  if (fuels.has('hibrido')) return 'hibrido';
  if (fuels.has('glp')) return 'glp';
  if (fuels.size === 1) return mentions[0].value;
  return null;
}

/** The ad's fuel attribute ("diésel", "Gasolina", "híbrido enchufable") as a preference value. */
export function fuelOfAttribute(value: string | undefined | null): PreferenceFuel | null {
  return value ? fuelFact(foldSpanish(value)) : null;
}

export function gearboxFact(folded: string): PreferenceGearbox | null {
  if (!/manual|automa|dsg|tronic|edc|cvt|powershift|secuencial/.test(folded)) return null;
  const values = new Set(gearboxMentions(folded).map((m) => (m.negated ? (m.value === 'manual' ? 'automatico' : 'manual') : m.value)));
  return values.size === 1 ? [...values][0] : null;
}

const KM_IN_AD = new RegExp(
  String.raw`(${NUMBER_SOURCE})\s*${KM_UNIT}|\b(?:kilometraje|km|kms|kilometros)\s*:?\s*(?:de\s+)?(${DIGIT_NUMBER_SOURCE})(?!\s*(?:km|kms|kilometros|€|euros?)\b)`,
  'g',
);

/** The vehicle's km: the first figure in km that is not a distance nor a part's ("neumáticos con 2.000 km"). */
export function kmFact(folded: string): number | null {
  if (!/\bk(?:m|ilometr)/.test(folded)) return null;
  KM_IN_AD.lastIndex = 0;
  for (let m = KM_IN_AD.exec(folded); m; m = KM_IN_AD.exec(folded)) {
    const value = parseSpanishNumber(m[1] ?? m[2]);
    if (value === null || value > 2_000_000) continue;
    const before = clauseBefore(folded, m.index, 40);
    const end = m.index + m[0].length;
    if (DISTANCE_BEFORE.test(before) || (m[1] !== undefined && DISTANCE_AFTER.test(folded.slice(end, end + 20)))) continue;
    if (NOT_THE_VEHICLE_KM.test(before)) continue;
    // Below 100 km only with the vehicle's own words ("solo 50 km", "kilometraje: 50").
    if (value < 100 && !/\b(?:solo|solamente|con|tiene|kilometraje|km)\b\s*:?\s*$/.test(before) && m[2] === undefined) continue;
    return value;
  }
  return null;
}

const YEAR_IN_TEXT = new RegExp(
  String.raw`\b(?:ano|del|de|matriculad[oa]s?(?: en| el)?|matriculacion(?: en| de| del)?|modelo|fabricad[oa]s?(?: en)?|primera matriculacion)\s*:?\s*(?:del?\s+)?(?:ano\s+)?${YEAR}`,
  'g',
);
const BARE_YEAR = new RegExp(YEAR, 'g');
const NOT_THE_VEHICLE_YEAR =
  /\b(?:itv|garantia|revision|revisiones|seguro|neumaticos|pasad[oa]|vigor|hasta|cambiad[oa]s?|comprad[oa]s? en|reformad[oa]|desde)\b[^,;]{0,24}$/;

/** The vehicle's year: in a title any year ("Golf 2018"); in a description after "año", "del", "matriculado en"... */
export function yearFact(folded: string, isTitle: boolean): number | null {
  if (!/(?:19[5-9]|20[0-4])\d/.test(folded)) return null;
  const pattern = isTitle ? BARE_YEAR : YEAR_IN_TEXT;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(folded); m; m = pattern.exec(folded)) {
    if (NOT_THE_VEHICLE_YEAR.test(clauseBefore(folded, m.index, 30))) continue;
    return Number(m[1]);
  }
  return null;
}

const ROOMS_IN_AD = new RegExp(String.raw`(${NUMBER_SOURCE})\s*${ROOM_UNIT}`, 'g');
export function roomsFact(folded: string): number | null {
  if (!/habit|dormit|\bhab|cuarto|alcoba/.test(folded)) return null;
  ROOMS_IN_AD.lastIndex = 0;
  for (let m = ROOMS_IN_AD.exec(folded); m; m = ROOMS_IN_AD.exec(folded)) {
    const value = parseSpanishNumber(m[1]);
    if (value !== null && value <= 30) return value;
  }
  return null;
}

const SQM_IN_AD = new RegExp(String.raw`(${DIGIT_NUMBER_SOURCE})\s*${SQM_UNIT}`, 'g');
const NOT_THE_HOME_SQM_BEFORE =
  /\b(?:terrazas?|parcelas?|jardin(?:es)?|solar|patio|trastero|garaje|plaza|terreno|finca|balcon)\s+(?:de\s+)?(?:mas de\s+|al menos\s+|unos\s+|casi\s+)?$/;
const NOT_THE_HOME_SQM_AFTER = /^\s*(?:de\s+)?(?:terraza|parcela|jardin|patio|terreno|solar|balcon)/;
export function sqmFact(folded: string): number | null {
  if (!/m2|m 2|mt|metro/.test(folded)) return null;
  SQM_IN_AD.lastIndex = 0;
  for (let m = SQM_IN_AD.exec(folded); m; m = SQM_IN_AD.exec(folded)) {
    const value = parseSpanishNumber(m[1]);
    const end = m.index + m[0].length;
    const before = clauseBefore(folded, m.index, 40);
    const after = folded.slice(end, end + 24);
    if (value === null || value < 10 || value > 100_000) continue;
    if (NOT_THE_HOME_SQM_BEFORE.test(before) || NOT_THE_HOME_SQM_AFTER.test(after)) continue;
    if (
      /^\s*metros(?!\s+(?:cuadrados|construidos|utiles))/.test(m[0].slice(m[1].length)) &&
      (/\ba\s+(?:menos de |unos |mas de |escasos )?$/.test(before) || /^\s+(?:de|del|al|hasta|andando|caminando|a pie)\b/.test(after))
    )
      continue;
    return value;
  }
  return null;
}

/** The kinds of home a text names (an "ático dúplex" is both); empty when it names none. */
export function homeTypesFact(folded: string): PreferenceHomeType[] {
  return [
    ...new Set(
      homeTypeMentions(folded)
        .filter((m) => !m.negated)
        .map((m) => m.value),
    ),
  ];
}

/** What the text says about each feature: true "con terraza", false "sin ascensor"; absent when not said. */
export function featuresFact(folded: string): Map<PreferenceHomeFeature, boolean> {
  const said = new Map<PreferenceHomeFeature, boolean>();
  for (const m of featureMentions(folded)) {
    if (!said.has(m.value) || !m.negated) said.set(m.value, !m.negated);
  }
  return said;
}

const A2_IN_AD = /\ba2\b|\blimitab|\blimitad[oa]s?\s+(?:a|para)\b/g;
const SMALL_ENGINE = /\b(?:49|50|125)\s*(?:cc|c\.c\.|cm3|centimetros)\b/;
/** Whether a motorbike can be ridden with an A2 licence: said ("limitable a A2"), or a 125 cc or smaller. */
export function a2Fact(folded: string): boolean | null {
  A2_IN_AD.lastIndex = 0;
  let said: boolean | null = null;
  for (let m = A2_IN_AD.exec(folded); m; m = A2_IN_AD.exec(folded)) {
    const negated = isNegated(folded, m.index);
    said = said === true ? true : !negated;
  }
  if (said !== null) return said;
  return SMALL_ENGINE.test(folded) ? true : null;
}

const ABS_IN_AD = /\babs\b/g;
export function absFact(folded: string): boolean | null {
  if (!folded.includes('abs')) return null;
  ABS_IN_AD.lastIndex = 0;
  let said: boolean | null = null;
  for (let m = ABS_IN_AD.exec(folded); m; m = ABS_IN_AD.exec(folded)) said = said === true ? true : !isNegated(folded, m.index);
  return said;
}
