import { isStopword, MODEL_LINK_WORDS } from './stopwords.js';
import { isWordCode, stem } from './text.js';

/** Words that sell, not describe: skipped when taking brand and model from a title. */
const SALE_WORDS = new Set([
  'vendo',
  'vende',
  'venta',
  'se',
  'ocasion',
  'oportunidad',
  'urge',
  'urgente',
  'particular',
  'oferta',
  'chollo',
  'impecable',
  'nuevo',
  'nueva',
]);
const HOME_TYPES: Record<string, string> = {
  piso: 'piso',
  apartamento: 'piso',
  bajo: 'piso',
  vivienda: 'piso',
  planta: 'piso',
  atico: 'atico',
  duplex: 'atico',
  penthouse: 'atico',
  estudio: 'estudio',
  loft: 'estudio',
  casa: 'casa',
  adosado: 'casa',
  adosada: 'casa',
  pareado: 'casa',
  pareada: 'casa',
  unifamiliar: 'casa',
  chalet: 'chalet',
  villa: 'chalet',
  finca: 'chalet',
  masia: 'chalet',
  cortijo: 'chalet',
};
/**
 * Words after the model that name a different car, with its own prices (docs/scoring.md, "Fair price"): "Golf
 * Sportsvan", "Golf Plus", "A4 Allroad", "Focus C-Max" are models of their own, not trims of the Golf, A4 or Focus.
 */
const SUBMODEL_WORDS = new Set(['sportsvan', 'plus', 'allroad', 'c-max', 'cmax', 's-max', 'grand']);
const ONLY_LETTERS = /^[a-z]+$/;
const NON_WORD = /[^a-z0-9\u0080-\uffff]+/;
const isSpace = (code: number): boolean => code === 32 || (code >= 9 && code <= 13) || code === 160;

/**
 * Brand + model from a folded vehicle title, used to group comparable ads:
 * "volkswagen golf 1.6 tdi" -> "volkswagen golf"; "bmw serie 3 320d" -> "bmw serie 3";
 * "vendo seat ibiza" -> "seat ibiza". Hyphenated names stay whole ("mercedes-benz", "t-roc").
 */
export function modelKeyOf(foldedTitle: string): string {
  const key: string[] = [];
  const n = foldedTitle.length;
  let i = 0;
  while (i < n && key.length < 4) {
    while (i < n && isSpace(foldedTitle.charCodeAt(i))) i++;
    let end = i;
    while (end < n && !isSpace(foldedTitle.charCodeAt(end))) end++;
    // The space-separated piece without punctuation around it ("golf," -> "golf").
    let from = i;
    let to = end;
    while (from < to && !isWordCode(foldedTitle.charCodeAt(from))) from++;
    while (to > from && !isWordCode(foldedTitle.charCodeAt(to - 1))) to--;
    i = end;
    if (from === to) continue;
    const word = foldedTitle.slice(from, to);
    if (key.length === 0 && (SALE_WORDS.has(word) || isStopword(word))) continue;
    key.push(ONLY_LETTERS.test(word) ? stem(word) : word);
    if (key.length >= 2 && !MODEL_LINK_WORDS.has(word) && !nextIsSubmodel(foldedTitle, i)) break;
  }
  return key.join(' ');
}

/** Whether the word after position `from` of a folded title names a different car (SUBMODEL_WORDS). */
function nextIsSubmodel(folded: string, from: number): boolean {
  const rest = folded.slice(from).trimStart();
  const end = rest.search(/[\s,;.]|$/);
  return SUBMODEL_WORDS.has(rest.slice(0, end));
}

/** Kind of home from a folded title ("atico con terraza en ..." -> "atico"); "piso" when none is named. */
export function homeTypeOf(foldedTitle: string): string {
  for (const word of foldedTitle.split(NON_WORD, 8)) {
    const type = HOME_TYPES[word] ?? HOME_TYPES[stem(word)];
    if (type) return type;
  }
  return 'piso';
}

/**
 * The brand and model as the seller wrote them, for the words of a price point: the same words modelKeyOf keys
 * on, with their accents and case ("SEAT León 1.5 TSI" -> "SEAT León"; all-lowercase words are capitalised).
 */
export function modelNameOf(title: string): string {
  const words: string[] = [];
  const pieces = title.split(/\s+/);
  const bare = (piece: string | undefined) => (piece ?? '').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  for (let i = 0; i < pieces.length; i++) {
    const word = bare(pieces[i]);
    if (!word) continue;
    const folded = fold(word);
    if (words.length === 0 && (SALE_WORDS.has(folded) || isStopword(folded))) continue;
    words.push(word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word);
    const linked = MODEL_LINK_WORDS.has(folded);
    if (words.length >= 2 && !linked && !SUBMODEL_WORDS.has(fold(bare(pieces[i + 1])))) break;
    if (words.length >= 4) break;
  }
  return words.join(' ');
}

const MAX_TRIM_WORDS = 6;
/** Trim words keep their dots ("1.6"). */
const NON_TRIM_WORD = /[^a-z0-9\u0080-\uffff.]+/;

/** Fuel and trim words of a vehicle title (after the brand and model), memoised per title. */
const titleWords = new Map<string, readonly string[]>();
export function trimWordsOf(folded: string, modelKey: string): readonly string[] {
  let words = titleWords.get(folded);
  if (words === undefined) {
    if (titleWords.size >= 50_000) titleWords.clear();
    const model = new Set(modelKey.split(' '));
    words = folded
      .split(NON_TRIM_WORD)
      .map((word) => word.replace(/^\.+|\.+$/g, ''))
      .filter((word) => word.length >= 2 && !isStopword(word) && !model.has(ONLY_LETTERS.test(word) ? stem(word) : word))
      .slice(0, MAX_TRIM_WORDS);
    titleWords.set(folded, words);
  }
  return words;
}

/** "125 cc", "300cc", "650 c.c.", "49 cm3": an engine size a motorbike ad states. */
const ENGINE_SIZE = /\b(\d{2,4})\s*(?:cc|c\.c\.|cm3|cm³)(?![a-z])/i;

/** The engine size (cm³) stated in the title, else in the description; null when neither says a plausible one. */
export function engineSizeOf(title: string, description: string): number | null {
  const found = ENGINE_SIZE.exec(title) ?? ENGINE_SIZE.exec(description);
  const cc = found ? Number(found[1]) : NaN;
  return cc >= 49 && cc <= 2500 ? cc : null;
}

/**
 * A motorbike title's first bare number after the model that is a plausible engine size ("honda cb 500" → 500); a
 * number that may be a year ("2019") is not one.
 */
export function engineSizeOfWords(words: readonly string[]): number | null {
  for (const word of words) {
    if (!/^\d{2,4}$/.test(word)) continue;
    const cc = Number(word);
    if (cc >= 49 && cc <= 2500 && !(cc >= 1960 && cc <= 2040)) return cc;
  }
  return null;
}

/** "150 CV", "150cv", "150 hp", "150 PS", "110 kW" (the unit decides). */
const POWER_UNIT = /(\d{2,3}) ?(cv|hp|ps|kw)(?![a-z])/i;
/** "2.0 TDI 150", "1.6 HDi 92": the engine's size and code, then its power in CV (titles only). */
const POWER_AFTER_ENGINE =
  /\b\d[.,]\d\s*(?:tdi|tsi|tfsi|hdi|bluehdi|dci|crdi|cdti|tdci|jtd|jtdm|multijet|mjet|ecoboost|skyactiv-[dg]|tce|puretech|gdi|tgdi|t-gdi|d|i)\s+(\d{2,3})(?![\d.,]?\d)(?!\s*(?:km|€|mil|kg|cc))/i;
const PLAUSIBLE_CV = { min: 40, max: 800 } as const;
const KW_TO_CV = 1.36;

function powerByUnit(text: string): number | null {
  const found = POWER_UNIT.exec(text);
  if (!found) return null;
  // Not the tail of a longer number ("1.150 cv" is no power, "2.0 110 kW" is).
  const before = text.charCodeAt(found.index - 1);
  if (before >= 48 && before <= 57) return null;
  const value = Number(found[1]);
  return plausibleCv(found[2].toLowerCase() === 'kw' ? Math.round(value * KW_TO_CV) : value);
}

/**
 * The power in CV a vehicle's title, else its description, states ("150 CV", "110 kW" = 150 CV, "2.0 TDI 150" in a
 * title); null when neither says a plausible one. Model codes such as "320d" say a range, not a power, and are not read.
 */
export function powerOf(title: string, description: string): number | null {
  const inTitle = powerByUnit(title);
  if (inTitle !== null) return inTitle;
  const after = POWER_AFTER_ENGINE.exec(title);
  if (after) return plausibleCv(Number(after[1]));
  return powerByUnit(description);
}

const plausibleCv = (cv: number): number | null => (cv >= PLAUSIBLE_CV.min && cv <= PLAUSIBLE_CV.max ? cv : null);
