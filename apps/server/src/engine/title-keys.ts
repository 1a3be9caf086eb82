import { isStopword } from './stopwords.js';
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
/** Model names that need the next word too: "serie 3", "clase c", "model 3". */
const MODEL_LINK_WORDS = new Set(['serie', 'clase', 'model', 'modelo']);
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
    if (key.length >= 2 && !MODEL_LINK_WORDS.has(word)) break;
  }
  return key.join(' ');
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
  let linked = false;
  for (const piece of title.split(/\s+/)) {
    const word = piece.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!word) continue;
    const folded = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (words.length === 0 && (SALE_WORDS.has(folded) || isStopword(folded))) continue;
    words.push(word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word);
    linked = MODEL_LINK_WORDS.has(folded);
    if (words.length >= 2 && !linked) break;
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
