import { PRICE_RANGE } from '../constants.js';
import {
  PREFERENCE_MAX_KM,
  PREFERENCE_MAX_ROOMS,
  PREFERENCE_MAX_SQM,
  type PreferenceFuel,
  type PreferenceGearbox,
  type PreferenceHomeFeature,
  type PreferenceHomeType,
  type PreferenceSellerType,
  type SearchPreferences,
} from '../schemas/preferences.js';
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
  NUMBER_SOURCE,
  ROOM_UNIT,
  SQM_UNIT,
  YEAR,
  type Mention,
} from './lexicon.js';
import { parseSpanishNumber } from './numbers.js';

/**
 * The customer's words read into preferences: deterministic, no network, no model. Reads the search's
 * keywords and free description (folded: case and accents do not matter) and keeps what it
 * understands for the search's category. See docs/scoring.md ("Preferences") for what each phrase gives.
 */

export interface PreferencesText {
  /** 1 cars, 2 motorbikes, 3 homes (CATEGORIES). */
  category: number;
  keywords?: string | null;
  userSearch?: string | null;
}

export interface ParseOptions {
  /** The year "menos de 5 años" counts from; default the current year. */
  referenceYear?: number;
}

export interface ParsedPreferences {
  preferences: SearchPreferences;
  /** The folded free description with what became a preference blanked out (what is left to match as words). */
  leftoverUserSearch: string;
}

const CARS = 1;
const MOTORBIKES = 2;
const HOMES = 3;

/** Limit words before a maximum: "menos de", "máximo", "hasta", "que no pase de"... */
const MAX_BEFORE = new RegExp(
  String.raw`(?:\b(?:menos de|no mas de|maximo(?: de)?|max\.?|como maximo(?: de)?|como mucho|hasta(?: un maximo de)?|por debajo de|inferior(?:es)? a|que no (?:pase|supere|sobrepase|exceda|llegue a)(?: de)?|(?:que )?no (?:tenga|tener|haga|lleve|pase de) mas de|no superior(?:es)? a|un maximo de|tope(?: de)?|limite de|menor(?:es)? (?:de|a|que)|a lo sumo)|<=?)\s*(?:los |las |unos |unas )?$`,
);
const MAX_AFTER = /^\s*(?:como maximo|como mucho|maximo|maximos|max\b\.?|o menos|como tope|tope|a lo sumo)/;
const BETWEEN_BEFORE = new RegExp(String.raw`\bentre\s+(?:los\s+|las\s+)?${NUMBER_SOURCE}\s*(?:km|kms|kilometros|€|euros?)?\s+y\s+(?:los\s+|las\s+)?$`);
const BUDGET_BEFORE =
  /\b(?:presupuesto(?: maximo)?(?: de| es de)?(?: hasta)?|tengo(?: hasta)?|dispongo de|gastar(?:me)?(?: como mucho| hasta| maximo)?|pagar(?: como mucho| hasta| maximo)?|por menos de|precio maximo(?: de)?|precio (?:de )?hasta|precio tope(?: de)?|que cueste menos de|que no cueste mas de)\s*(?:unos |los |un maximo de )?$/;
const NOT_A_PRICE_BEFORE = /\b(?:comunidad|gastos|ibi|cuota|cuotas|mensual|letra|letras|entrada|financiacion|seguro)\b/;
const KM_VALUE = new RegExp(String.raw`(${NUMBER_SOURCE})\s*${KM_UNIT}`, 'g');
const KM_WITHOUT_UNIT = new RegExp(
  String.raw`\bkilometraje\s+(?:de\s+)?(?:maximo|max\.?|inferior a|de menos de|menos de|por debajo de|hasta|menor de|no superior a)\s+(?:de\s+)?(${NUMBER_SOURCE})(?!\s*(?:€|euros?|km|kms|kilometros)\b)`,
  'g',
);
const LOW_KM = /\b(?:pocos?|bajo|poco)\s+(?:km|kms|kilometros|kilometraje)\b|\b(?:kilometraje|km|kms|kilometros)\s+(?:muy\s+)?(?:bajos?|reducidos?)\b/g;
const PRICE_VALUE = new RegExp(String.raw`(${NUMBER_SOURCE})\s*(?:€|euros?\b|eur\b|pavos\b)`, 'g');
const PRICE_WITHOUT_UNIT = new RegExp(
  String.raw`\bpresupuesto(?:\s+maximo)?(?:\s+(?:de|es de))?(?:\s+hasta)?\s*:?\s*(${NUMBER_SOURCE})(?!\s*(?:€|euros?|km|kms|kilometros|m2|metros|habitacion|dormitorio)|\s*\d)`,
  'g',
);
const ROOMS = new RegExp(String.raw`(${NUMBER_SOURCE})(?:\s*(?:o|a|-|y|u)\s*(${NUMBER_SOURCE}))?\s*(?:o mas\s+|como minimo\s+|minimo\s+)?${ROOM_UNIT}`, 'g');
const SQM = new RegExp(String.raw`(${DIGIT_NUMBER_SOURCE})(?:\s*(?:o|a|-|y)\s*(${DIGIT_NUMBER_SOURCE}))?\s*${SQM_UNIT}`, 'g');
const NOT_THE_HOME_SQM_BEFORE =
  /\b(?:terrazas?|parcelas?|jardin(?:es)?|solar|patio|trastero|garaje|plaza|terreno|finca)\s+(?:de\s+)?(?:mas de\s+|al menos\s+|unos\s+|casi\s+)?$/;
const NOT_THE_HOME_SQM_AFTER = /^\s*(?:de\s+)?(?:terraza|parcela|jardin|patio|terreno|solar)/;

interface YearRule {
  pattern: RegExp;
  apply: (years: number[], found: Found) => void;
}

interface Found {
  fuel: PreferenceFuel[];
  gearbox: Set<PreferenceGearbox>;
  maxKm: number[];
  lowKm: boolean;
  minYear: number[];
  maxYear: number[];
  maxPrice: number[];
  seller: Set<PreferenceSellerType>;
  a2: boolean;
  abs: boolean;
  minRooms: number[];
  minSqm: number[];
  homeTypes: PreferenceHomeType[];
  features: PreferenceHomeFeature[];
}

const re = (source: string) => new RegExp(source, 'g');
const MIN_YEAR_WORDS = String.raw`(?:a partir del?|desde(?: el)?|minimo(?: del?| el)?|como minimo(?: del?| el)?|(?:ano|anos) minimo(?: de| del)?|no anterior(?:es)? al?|no mas antigu[oa]s? que(?: el)?|matriculad[oa]s? (?:a partir del?|desde(?: el)?))`;
const YEAR_RULES: YearRule[] = [
  // Ranges first: "entre 2015 y 2018", "del 2015 al 2018", "2015-2018".
  {
    pattern: re(String.raw`\bentre(?: el| los anos| los| anos)?\s+${YEAR}\s+y(?: el)?\s+${YEAR}`),
    apply: ([a, b], f) => (f.minYear.push(Math.min(a, b)), f.maxYear.push(Math.max(a, b))),
  },
  {
    pattern: re(String.raw`\b(?:del?|desde(?: el)?)\s+(?:ano\s+)?${YEAR}\s+(?:al?|hasta(?: el)?)\s+(?:ano\s+)?${YEAR}`),
    apply: ([a, b], f) => (f.minYear.push(Math.min(a, b)), f.maxYear.push(Math.max(a, b))),
  },
  { pattern: re(String.raw`${YEAR}\s*[-/]\s*${YEAR}`), apply: ([a, b], f) => (f.minYear.push(Math.min(a, b)), f.maxYear.push(Math.max(a, b))) },
  { pattern: re(String.raw`\b${MIN_YEAR_WORDS}\s+(?:(?:el |del )?ano\s+)?${YEAR}`), apply: ([y], f) => void f.minYear.push(y) },
  {
    pattern: re(
      String.raw`\b(?:del?\s+|desde\s+)?(?:ano\s+)?${YEAR}\s+(?:(?:o|y)\s+(?:mas\s+(?:nuev[oa]s?|reciente|recientes|modern[oa]s?)|posterior(?:es)?|superior(?:es)?|despues|mas)|en adelante|para arriba|hacia arriba|hacia delante|como minimo|minimo)`,
    ),
    apply: ([y], f) => void f.minYear.push(y),
  },
  {
    pattern: re(String.raw`\b(?:posterior(?:es)? al?|mas (?:nuev[oa]s?|modern[oa]s?|recientes?) que(?: el)?|despues del?)\s+(?:ano\s+)?${YEAR}`),
    apply: ([y], f) => void f.minYear.push(y + 1),
  },
  {
    pattern: re(
      String.raw`\b(?:hasta(?: el)?|como maximo(?: del?)?|maximo(?: del?)?|no posterior(?:es)? al?)\s+(?:ano\s+)?${YEAR}(?!\s*(?:€|euros?|km|kms|kilometros))`,
    ),
    apply: ([y], f) => void f.maxYear.push(y),
  },
  {
    pattern: re(String.raw`\b(?:del?\s+)?${YEAR}\s+(?:o|y)\s+(?:anterior(?:es)?|mas antigu[oa]s?|antes)`),
    apply: ([y], f) => void f.maxYear.push(y),
  },
  {
    pattern: re(String.raw`\b(?:anterior(?:es)? al?|antes del?|mas antigu[oa]s? que(?: el)?)\s+(?:ano\s+)?${YEAR}`),
    apply: ([y], f) => void f.maxYear.push(y - 1),
  },
];
/** Not the vehicle's age: "ITV hasta 2026", "garantía hasta 2027". */
const NOT_A_VEHICLE_YEAR = /\b(?:itv|garantia|revision|revisiones|seguro|neumaticos|pasad[oa]|vigor|valida?)\b[^,;]{0,20}$/;
const AGE_LIMIT = new RegExp(
  String.raw`\b(?:menos de|como mucho|como maximo|maximo|no mas de|que no tenga mas de|hasta)\s+(${NUMBER_SOURCE})\s+anos?\b(?!\s+de\s+garantia)(?:\s+de\s+antiguedad)?|\b(${NUMBER_SOURCE})\s+anos\s+(?:como maximo|como mucho|maximo|o menos)(?:\s+de\s+antiguedad)?`,
  'g',
);
const SELLER_PARTICULAR = /\b(?:de\s+|a\s+|solo\s+|solamente\s+|unicamente\s+)?particular(?:es)?\b/g;
const SELLER_NOT_PRO =
  /\b(?:sin|nada de|no|ni)\s+(?:\w+\s+)?(?:intermediarios|agencias?|inmobiliarias?|concesionarios?|compraventas?|profesionales)\b|\b(?:directamente\s+)?(?:del?|al)\s+(?:propietario|dueno)\b/g;
const SELLER_DEALER = /\bconcesionarios?(?:\s+oficial(?:es)?)?\b/g;
const SELLER_PRO = /\b(?:(?:de|un|vendedor(?:es)?|a|por|solo|con|o|y)\s+)profesional(?:es)?\b|\b(?:compraventas?|inmobiliarias?|agencias?)\b/g;
/** "revisiones en concesionario": the service history, not who sells. */
const SERVICE_HISTORY_BEFORE =
  /\b(?:revision(?:es)?|revisad[oa]|mantenimiento|mantenid[oa]|libro|sellad[oa]s?|servicio|taller|hech[oa]s?|pasad[oa]s?)\b[^.,;]{0,28}$/;
const A2 = /\b(?:(?:carne|carnet|permiso|licencia)\s+(?:de\s+)?(?:tipo\s+)?)?a2\b|\blimitables?\b|\blimitad[oa]s?\s+(?:a|para)\s+(?:el\s+)?a2\b/g;
const ABS = /\babs\b/g;

class Reader {
  private readonly used: Uint8Array;
  constructor(readonly text: string) {
    this.used = new Uint8Array(text.length);
  }

  isFree(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.used[i]) return false;
    return true;
  }

  take(start: number, end: number): void {
    this.used.fill(1, Math.max(0, start), Math.min(this.text.length, end));
  }

  /** Every free match of a global pattern; `use` returns how far before/after the match to consume, or false. */
  each(pattern: RegExp, use: (m: RegExpExecArray) => { from: number; to: number } | boolean): void {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(this.text); m; m = pattern.exec(this.text)) {
      if (m[0].length === 0) {
        pattern.lastIndex++;
        continue;
      }
      const end = m.index + m[0].length;
      if (!this.isFree(m.index, end)) continue;
      const used = use(m);
      if (used === true) this.take(m.index, end);
      else if (used) this.take(used.from, used.to);
    }
  }

  takeMentions<T>(mentions: Mention<T>[]): Mention<T>[] {
    const free = mentions.filter((m) => this.isFree(m.start, m.end));
    for (const m of free) this.take(m.start, m.end);
    return free;
  }

  leftover(from: number): string {
    let out = '';
    for (let i = from; i < this.text.length; i++) out += this.used[i] ? ' ' : this.text[i];
    return out;
  }
}

const numberOf = (text: string | undefined): number | null => (text === undefined ? null : parseSpanishNumber(text));

/** A maximum stated around a number: "menos de N", "entre M y N", "N como máximo". Returns the span to consume. */
function maximumAround(text: string, m: RegExpExecArray, extraBefore?: RegExp): { from: number; to: number } | null {
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

function readKm(reader: Reader, found: Found): void {
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

function readPrice(reader: Reader, found: Found, category: number): void {
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

function readRoomsAndSurface(reader: Reader, found: Found): void {
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

function readYears(reader: Reader, found: Found, referenceYear: number): void {
  const { text } = reader;
  for (const rule of YEAR_RULES) {
    reader.each(rule.pattern, (m) => {
      if (NOT_A_VEHICLE_YEAR.test(clauseBefore(text, m.index, 30))) return false;
      const years = m
        .slice(1)
        .filter((g): g is string => g !== undefined)
        .map(Number);
      rule.apply(years, found);
      return true;
    });
  }
  reader.each(AGE_LIMIT, (m) => {
    const years = numberOf(m[1] ?? m[2]);
    if (years === null || years < 1 || years > 60) return false;
    found.minYear.push(referenceYear - years);
    return true;
  });
}

function readSeller(reader: Reader, found: Found): void {
  const { text } = reader;
  reader.each(SELLER_NOT_PRO, () => (found.seller.add('particular'), true));
  reader.each(SELLER_PARTICULAR, (m) => {
    if (/\ben\s+$/.test(clauseBefore(text, m.index, 6))) return false; // "en particular"
    if (!isNegated(text, m.index)) found.seller.add('particular');
    return true;
  });
  reader.each(SELLER_DEALER, (m) => {
    if (SERVICE_HISTORY_BEFORE.test(clauseBefore(text, m.index, 40))) return false;
    if (!isNegated(text, m.index)) found.seller.add('dealer');
    return true;
  });
  reader.each(SELLER_PRO, (m) => {
    if (!isNegated(text, m.index)) found.seller.add('professional');
    return true;
  });
}

function readMotorbike(reader: Reader, found: Found): void {
  reader.each(A2, (m) => {
    if (!isNegated(reader.text, m.index)) found.a2 = true;
    return true;
  });
  reader.each(ABS, (m) => {
    if (!isNegated(reader.text, m.index)) found.abs = true;
    return true;
  });
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];
const positive = <T>(mentions: Mention<T>[]): T[] => unique(mentions.filter((m) => !m.negated).map((m) => m.value));

function toPreferences(found: Found, category: number): SearchPreferences {
  const vehicle = category === CARS || category === MOTORBIKES;
  const out: SearchPreferences = {};
  if (vehicle) {
    if (found.fuel.length) out.fuel = found.fuel;
    if (found.gearbox.size === 1) out.gearbox = [...found.gearbox][0];
    if (found.maxKm.length) out.maxKm = Math.min(...found.maxKm);
    let minYear = found.minYear.length ? Math.max(...found.minYear) : undefined;
    let maxYear = found.maxYear.length ? Math.min(...found.maxYear) : undefined;
    if (minYear !== undefined && maxYear !== undefined && minYear > maxYear) [minYear, maxYear] = [maxYear, minYear];
    if (minYear !== undefined) out.minYear = minYear;
    if (maxYear !== undefined) out.maxYear = maxYear;
  }
  if (found.maxPrice.length) out.maxPrice = Math.min(...found.maxPrice);
  if (found.seller.size === 1) out.sellerType = [...found.seller][0];
  if (category === MOTORBIKES) {
    if (found.a2) out.a2 = true;
    if (found.abs) out.abs = true;
  }
  if (category === HOMES) {
    if (found.minRooms.length) out.minRooms = Math.max(...found.minRooms);
    if (found.minSqm.length) out.minSqm = Math.max(...found.minSqm);
    if (found.homeTypes.length) out.homeTypes = found.homeTypes;
    if (found.features.length) out.features = found.features;
  }
  if (vehicle && found.lowKm) out.lowKm = true;
  return out;
}

/** Preferences and what is left of the free description once they are taken out. */
export function parsePreferencesDetailed(input: PreferencesText, options: ParseOptions = {}): ParsedPreferences {
  const keywords = foldSpanish(input.keywords ?? '');
  const userSearch = foldSpanish(input.userSearch ?? '');
  const separator = ' ;\n';
  const reader = new Reader(`${keywords}${separator}${userSearch}`);
  const referenceYear = options.referenceYear ?? new Date().getFullYear();
  const found: Found = {
    fuel: [],
    gearbox: new Set(),
    maxKm: [],
    lowKm: false,
    minYear: [],
    maxYear: [],
    maxPrice: [],
    seller: new Set(),
    a2: false,
    abs: false,
    minRooms: [],
    minSqm: [],
    homeTypes: [],
    features: [],
  };
  const { category } = input;
  const vehicle = category === CARS || category === MOTORBIKES;
  // Quantities with units first (they hold numbers a year rule could misread), then years, then words.
  if (vehicle) readKm(reader, found);
  readPrice(reader, found, category);
  if (category === HOMES) readRoomsAndSurface(reader, found);
  if (vehicle) {
    readYears(reader, found, referenceYear);
    found.fuel = positive(reader.takeMentions(fuelMentions(reader.text)));
    // Two gearboxes only: "que no sea automático" asks for a manual one.
    for (const m of reader.takeMentions(gearboxMentions(reader.text)))
      found.gearbox.add(m.negated ? (m.value === 'manual' ? 'automatico' : 'manual') : m.value);
  }
  if (category === MOTORBIKES) readMotorbike(reader, found);
  if (category === HOMES) {
    found.homeTypes = positive(reader.takeMentions(homeTypeMentions(reader.text)));
    found.features = positive(reader.takeMentions(featureMentions(reader.text)));
  }
  readSeller(reader, found);
  return { preferences: toPreferences(found, category), leftoverUserSearch: reader.leftover(keywords.length + separator.length) };
}

/** The customer's keywords and free description read into preferences (keys absent when nothing was said). */
export function parsePreferences(input: PreferencesText, options: ParseOptions = {}): SearchPreferences {
  return parsePreferencesDetailed(input, options).preferences;
}
