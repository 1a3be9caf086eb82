import { PRICE_RANGE } from '../constants.js';
import { PREFERENCE_MAX_KM, PREFERENCE_MAX_ROOMS, PREFERENCE_MAX_SQM } from '../schemas/preferences.js';
import { clauseBefore, DIGIT_NUMBER_SOURCE, DISTANCE_AFTER, DISTANCE_BEFORE, isNegated, KM_UNIT, NUMBER_SOURCE, ROOM_UNIT, SQM_UNIT } from './lexicon.js';
import { HOMES, numberOf, type Found, type Reader } from './reader.js';

/** Quantities with units: km, price, rooms and m² ("menos de 120.000 km", "hasta 15.000 €", "3 habitaciones"). */

/** Limit words before a maximum: "menos de", "máximo", "hasta", "que no pase de"... */
export const MAX_BEFORE = new RegExp(
  String.raw`(?:\b(?:menos de|no mas de|maximo(?: de)?|max\.?|como maximo(?: de)?|como mucho|hasta(?: un maximo de)?|por debajo de|inferior(?:es)? a|que no (?:pase|supere|sobrepase|exceda|llegue a)(?: de)?|(?:que )?no (?:tenga|tener|haga|lleve|pase de) mas de|no superior(?:es)? a|un maximo de|tope(?: de)?|limite de|menor(?:es)? (?:de|a|que)|a lo sumo)|<=?)\s*(?:los |las |unos |unas )?$`,
);
export const MAX_AFTER = /^\s*(?:como maximo|como mucho|maximo|maximos|max\b\.?|o menos|como tope|tope|a lo sumo)/;
export const BETWEEN_BEFORE = new RegExp(String.raw`\bentre\s+(?:los\s+|las\s+)?${NUMBER_SOURCE}\s*(?:km|kms|kilometros|€|euros?)?\s+y\s+(?:los\s+|las\s+)?$`);
export const BUDGET_BEFORE =
  /\b(?:presupuesto(?: maximo)?(?: de| es de)?(?: hasta)?|tengo(?: hasta)?|dispongo de|gastar(?:me)?(?: como mucho| hasta| maximo)?|pagar(?: como mucho| hasta| maximo)?|por menos de|precio maximo(?: de)?|precio (?:de )?hasta|precio tope(?: de)?|que cueste menos de|que no cueste mas de)\s*(?:unos |los |un maximo de )?$/;
export const NOT_A_PRICE_BEFORE = /\b(?:comunidad|gastos|ibi|cuota|cuotas|mensual|letra|letras|entrada|financiacion|seguro)\b/;
export const KM_VALUE = new RegExp(String.raw`(${NUMBER_SOURCE})\s*${KM_UNIT}`, 'g');
export const KM_WITHOUT_UNIT = new RegExp(
  String.raw`\bkilometraje\s+(?:de\s+)?(?:maximo|max\.?|inferior a|de menos de|menos de|por debajo de|hasta|menor de|no superior a)\s+(?:de\s+)?(${NUMBER_SOURCE})(?!\s*(?:€|euros?|km|kms|kilometros)\b)`,
  'g',
);
export const LOW_KM = /\b(?:pocos?|bajo|poco)\s+(?:km|kms|kilometros|kilometraje)\b|\b(?:kilometraje|km|kms|kilometros)\s+(?:muy\s+)?(?:bajos?|reducidos?)\b/g;
export const PRICE_VALUE = new RegExp(String.raw`(${NUMBER_SOURCE})\s*(?:€|euros?\b|eur\b|pavos\b)`, 'g');
export const PRICE_WITHOUT_UNIT = new RegExp(
  String.raw`\bpresupuesto(?:\s+maximo)?(?:\s+(?:de|es de))?(?:\s+hasta)?\s*:?\s*(${NUMBER_SOURCE})(?!\s*(?:€|euros?|km|kms|kilometros|m2|metros|habitacion|dormitorio)|\s*\d)`,
  'g',
);
export const ROOMS = new RegExp(
  String.raw`(${NUMBER_SOURCE})(?:\s*(?:o|a|-|y|u)\s*(${NUMBER_SOURCE}))?\s*(?:o mas\s+|como minimo\s+|minimo\s+)?${ROOM_UNIT}`,
  'g',
);
export const SQM = new RegExp(String.raw`(${DIGIT_NUMBER_SOURCE})(?:\s*(?:o|a|-|y)\s*(${DIGIT_NUMBER_SOURCE}))?\s*${SQM_UNIT}`, 'g');
export const NOT_THE_HOME_SQM_BEFORE =
  /\b(?:terrazas?|parcelas?|jardin(?:es)?|solar|patio|trastero|garaje|plaza|terreno|finca)\s+(?:de\s+)?(?:mas de\s+|al menos\s+|unos\s+|casi\s+)?$/;
export const NOT_THE_HOME_SQM_AFTER = /^\s*(?:de\s+)?(?:terraza|parcela|jardin|patio|terreno|solar)/;

/** A maximum stated around a number: "menos de N", "entre M y N", "N como máximo". Returns the span to consume. */
export function maximumAround(text: string, m: RegExpExecArray, extraBefore?: RegExp): { from: number; to: number } | null {
  const before = clauseBefore(text, m.index, 60);
  const end = m.index + m[0].length;
  for (const pattern of [MAX_BEFORE, BETWEEN_BEFORE, ...(extraBefore ? [extraBefore] : [])]) {
    const hit = pattern.exec(before);
    if (hit) return { from: m.index - (before.length - hit.index), to: end };
  }
  const after = MAX_AFTER.exec(text.slice(end, end + 20));
  if (after) return { from: m.index, to: end + after[0].length };
  return null;
}

export function readKm(reader: Reader, found: Found): void {
  const { text } = reader;
  reader.each(KM_VALUE, (m) => {
    const value = numberOf(m[1]);
    const before = clauseBefore(text, m.index, 60);
    if (value === null || DISTANCE_BEFORE.test(before) || DISTANCE_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 20))) return false;
    if (value < 1_000 || value > PREFERENCE_MAX_KM) return false;
    const span = maximumAround(text, m);
    if (!span) return false;
    found.maxKm.push(value);
    return span;
  });
  reader.each(KM_WITHOUT_UNIT, (m) => {
    const value = numberOf(m[1]);
    if (value === null || value < 1_000 || value > PREFERENCE_MAX_KM) return false;
    found.maxKm.push(value);
    return true;
  });
  reader.each(LOW_KM, (m) => {
    if (isNegated(text, m.index)) return true;
    found.lowKm = true;
    return true;
  });
}

export function readPrice(reader: Reader, found: Found, category: number): void {
  const { text } = reader;
  const minimum = category === HOMES ? 5_000 : 100;
  const plausible = (value: number | null): value is number => value !== null && value >= minimum && value <= PRICE_RANGE.max;
  reader.each(PRICE_VALUE, (m) => {
    const value = numberOf(m[1]);
    const end = m.index + m[0].length;
    if (!plausible(value) || /^\s*(?:\/|al|por|cada)\s*mes/.test(text.slice(end, end + 10))) return false;
    if (NOT_A_PRICE_BEFORE.test(clauseBefore(text, m.index, 30))) return false;
    const span = maximumAround(text, m, BUDGET_BEFORE) ?? (/^\s*de\s+presupuesto/.test(text.slice(end, end + 16)) ? { from: m.index, to: end } : null);
    if (!span) return false;
    found.maxPrice.push(value);
    return span;
  });
  reader.each(PRICE_WITHOUT_UNIT, (m) => {
    const value = numberOf(m[1]);
    if (!plausible(value)) return false;
    found.maxPrice.push(value);
    return true;
  });
}

export function readRoomsAndSurface(reader: Reader, found: Found): void {
  const { text } = reader;
  reader.each(ROOMS, (m) => {
    const value = numberOf(m[1]);
    const before = clauseBefore(text, m.index, 30);
    if (value === null || /\b(?:hasta|maximo|como mucho|menos de|no mas de|max\.?)\s*$/.test(before)) return false;
    const min = /\bmas de\s*$/.test(before) ? value + 1 : value;
    if (min > PREFERENCE_MAX_ROOMS) return false;
    found.minRooms.push(min);
    const lead = /\b(?:al menos|minimo(?: de)?|como minimo|mas de|de|con|a partir de)\s*$/.exec(before);
    return { from: lead ? m.index - (before.length - lead.index) : m.index, to: m.index + m[0].length };
  });
  reader.each(SQM, (m) => {
    const value = numberOf(m[1]);
    const end = m.index + m[0].length;
    const before = clauseBefore(text, m.index, 40);
    const after = text.slice(end, end + 24);
    if (value === null || value < 10 || value > PREFERENCE_MAX_SQM) return false;
    if (/\b(?:hasta|maximo|como mucho|menos de|no mas de|max\.?|inferior a)\s*$/.test(before)) return false;
    if (NOT_THE_HOME_SQM_BEFORE.test(before) || NOT_THE_HOME_SQM_AFTER.test(after)) return false;
    if (
      /^metros(?!\s+cuadrados)/.test(m[0].slice(m[1].length).trim()) &&
      (/\ba\s+(?:menos de |unos |mas de |escasos )?$/.test(before) || /^\s+(?:de|del|al|hasta|andando|caminando|a pie)\b/.test(after))
    )
      return false;
    found.minSqm.push(value);
    const lead = /\b(?:al menos|minimo(?: de)?|como minimo|mas de|mayor de|superior a|a partir de|de|con|unos)\s*$/.exec(before);
    return { from: lead ? m.index - (before.length - lead.index) : m.index, to: end };
  });
}
