/**
 * Text normalisation shared by matching and scoring.
 *
 * Folded text is lower-case ASCII letters and digits plus separators; any non-ASCII character left
 * after folding is a letter or digit from another script and counts as part of a word.
 */

const FOLDED_CHARS: Record<string, string> = {
  á: 'a',
  à: 'a',
  â: 'a',
  ä: 'a',
  ã: 'a',
  å: 'a',
  é: 'e',
  è: 'e',
  ê: 'e',
  ë: 'e',
  í: 'i',
  ì: 'i',
  î: 'i',
  ï: 'i',
  ó: 'o',
  ò: 'o',
  ô: 'o',
  ö: 'o',
  õ: 'o',
  ú: 'u',
  ù: 'u',
  û: 'u',
  ü: 'u',
  ñ: 'n',
  ç: 'c',
  ª: 'a',
  º: 'o',
  '²': '2',
  '³': '3',
};
// eslint-disable-next-line no-control-regex -- the range from NUL is how "any non-ASCII character" is written.
const HAS_NON_ASCII = /[^\x00-\x7f]/;
// eslint-disable-next-line no-control-regex -- the range from NUL is how "any non-ASCII character" is written.
const NON_ASCII_CHAR = /[^\x00-\x7f]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]+$/u;
const foldCache = new Map<string, string>();

function foldChar(char: string): string {
  const known = FOLDED_CHARS[char];
  if (known !== undefined) return known;
  let folded = foldCache.get(char);
  if (folded === undefined) {
    const decomposed = char.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
    // Non-ASCII spaces, dashes and symbols become separators so they split words.
    folded = decomposed === '' ? '' : LETTER_OR_DIGIT.test(decomposed) ? decomposed : ' ';
    foldCache.set(char, folded);
  }
  return folded;
}

function foldGeneric(text: string): string {
  const lower = text.toLowerCase();
  return HAS_NON_ASCII.test(lower) ? lower.replace(NON_ASCII_CHAR, foldChar) : lower;
}

/** foldGeneric of each Latin-1 character when it is one Latin-1 character, else -1. */
const LATIN1_FOLD = Int16Array.from({ length: 256 }, (_, code) => {
  const folded = foldGeneric(String.fromCharCode(code));
  return folded.length === 1 && folded.charCodeAt(0) <= 0xff ? folded.charCodeAt(0) : -1;
});
// eslint-disable-next-line no-control-regex -- the range from NUL is how "any character beyond Latin-1" is written.
const BEYOND_LATIN1 = /[^\x00-\xff]/;
/** Below this length the byte-table path costs more than it saves. */
const TABLE_FOLD_MIN_LENGTH = 64;

/**
 * Same result as foldGeneric for Latin-1 text (nearly every Spanish description), about a third
 * faster: one pass over the bytes with a table instead of a callback per accented letter.
 */
function foldLatin1(text: string): string | null {
  const bytes = Buffer.from(text, 'latin1');
  for (let i = 0; i < bytes.length; i++) {
    const folded = LATIN1_FOLD[bytes[i]];
    if (folded < 0) return null;
    bytes[i] = folded;
  }
  return bytes.toString('latin1');
}

/**
 * Non-Latin-1 characters that fold to exactly one separator (typographic punctuation, €): text made
 * of Latin-1 and these folds character for character, which the pre-check below relies on.
 */
const ONE_FOR_ONE_SYMBOLS = ['€', '‘', '’', '‚', '“', '”', '„', '…', '–', '—', '•', '‹', '›', '′', '″'].filter((c) => foldGeneric(c) === ' ');
const MULTI_CHAR_LATIN1 = Array.from(LATIN1_FOLD.keys()).filter((code) => LATIN1_FOLD[code] < 0);
const hex = (code: number): string => `\\x${code.toString(16).padStart(2, '0')}`;
/** Any character outside Latin-1 + those symbols, or a Latin-1 one that does not fold to one character. */
const UNALIGNED = new RegExp(`[^\\x00-\\xff${ONE_FOR_ONE_SYMBOLS.join('')}]${MULTI_CHAR_LATIN1.length ? `|[${MULTI_CHAR_LATIN1.map(hex).join('')}]` : ''}`);
/** Latin-1 characters folding to each ASCII letter or digit ("a" -> "aAáÁàÀ..."). */
const FOLDS_TO = new Map<string, string>();
LATIN1_FOLD.forEach((folded, code) => {
  if (folded < 0) return;
  const target = String.fromCharCode(folded);
  if (/[a-z0-9]/.test(target)) FOLDS_TO.set(target, (FOLDS_TO.get(target) ?? '') + String.fromCharCode(code));
});
const escapeForClass = (chars: string): string => chars.replace(/[\\\]^-]/g, '\\$&');
const prefilters = new WeakMap<KeywordPhrase, RegExp | null>();

/** True when folding `text` maps it character for character (then prefixes can be looked up raw). */
export function foldsOneForOne(text: string): boolean {
  return !UNALIGNED.test(text);
}

/**
 * For text that folds one for one: false when the phrase certainly is not in foldText(text), found
 * with one regular-expression scan of the raw text instead of folding it (most ads do not contain most
 * keywords). true means "maybe": containsPhrase on the folded text decides.
 */
export function mayContainPhrase(rawOneForOne: string, phrase: KeywordPhrase): boolean {
  let prefilter = prefilters.get(phrase);
  if (prefilter === undefined) {
    const prefix = searchPrefix(phrase.stems[0]);
    prefilter = /^[a-z0-9]+$/.test(prefix) ? new RegExp([...prefix].map((char) => `[${escapeForClass(FOLDS_TO.get(char) ?? char)}]`).join('')) : null;
    prefilters.set(phrase, prefilter);
  }
  return prefilter === null || prefilter.test(rawOneForOne);
}

/** Lower-case and strip accents: "Camión Ñandú" -> "camion nandu". */
export function foldText(text: string): string {
  if (text.length >= TABLE_FOLD_MIN_LENGTH && !BEYOND_LATIN1.test(text)) return foldLatin1(text) ?? foldGeneric(text);
  return foldGeneric(text);
}

/** True for characters that belong to a word in folded text. */
export function isWordCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127;
}

/** Splits folded text into words (maximal runs of letters and digits). */
export function tokenize(folded: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= folded.length; i++) {
    const inWord = i < folded.length && isWordCode(folded.charCodeAt(i));
    if (inWord && start < 0) start = i;
    else if (!inWord && start >= 0) {
      words.push(folded.slice(start, i));
      start = -1;
    }
  }
  return words;
}

const VOWELS = 'aeiou';
const isVowel = (char: string): boolean => VOWELS.includes(char);
const HAS_DIGIT = /\d/;

/**
 * Light Spanish plural stemming of one folded word. Singular and plural give the same stem
 * (coches/coche -> coche, luces/luz -> luz, camiones/camion -> camion); the stem is not meant to be a
 * real word, only the same for both forms. Words of 3 letters or fewer and words with digits are kept.
 */
export function stem(word: string): string {
  const n = word.length;
  if (n <= 3 || word.charCodeAt(n - 1) !== 115 /* s */ || HAS_DIGIT.test(word)) return word;
  const beforeS = word[n - 2];
  if (beforeS === 'e' && n >= 5) {
    const beforeEs = word[n - 3];
    const twoBeforeEs = word[n - 4];
    if (beforeEs === 'c') {
      // luces -> luz, veces -> vez; but dulces -> dulce, alcances -> alcance.
      return isVowel(twoBeforeEs) ? word.slice(0, -3) + 'z' : word.slice(0, -1);
    }
    if ('lrnd'.includes(beforeEs)) {
      // motores -> motor, ciudades -> ciudad; but padres -> padre, calles -> calle.
      return isVowel(twoBeforeEs) ? word.slice(0, -2) : word.slice(0, -1);
    }
    // meses -> mes, leyes -> ley; coches, garajes, series, bloques only lose the s.
    if (beforeEs === 's' || beforeEs === 'y') return word.slice(0, -2);
    return word.slice(0, -1);
  }
  if (isVowel(beforeS)) return word.slice(0, -1);
  // Loan words: parkings -> parking. Short ones (gps, abs) stay.
  return n >= 5 ? word.slice(0, -1) : word;
}

/** Folded + tokenised + stemmed. */
export function stemmedTokens(text: string): string[] {
  return tokenize(foldText(text)).map(stem);
}

/** A keyword or phrase to find in folded text: its stems, in order. */
export interface KeywordPhrase {
  /** Folded text as the customer wrote it, for display. */
  text: string;
  stems: string[];
}

/** Where to start looking for a stem: plurals of words ending in z change it (luz -> luces). */
function searchPrefix(stemmed: string): string {
  return stemmed.length > 1 && stemmed.endsWith('z') ? stemmed.slice(0, -1) : stemmed;
}

function wordEnd(folded: string, from: number): number {
  let i = from;
  while (i < folded.length && isWordCode(folded.charCodeAt(i))) i++;
  return i;
}

/** Checks that the words from `at` on have the phrase's stems, in order. */
function phraseAt(folded: string, at: number, stems: readonly string[]): boolean {
  let i = at;
  for (let s = 0; s < stems.length; s++) {
    if (s > 0) {
      while (i < folded.length && !isWordCode(folded.charCodeAt(i))) i++;
      if (i >= folded.length) return false;
    }
    const end = wordEnd(folded, i);
    if (stem(folded.slice(i, end)) !== stems[s]) return false;
    i = end;
  }
  return true;
}

/**
 * True when folded text contains the phrase as whole words (each word compared by its stem).
 * Same result as searching tokenize(text).map(stem), without tokenising the text.
 */
export function containsPhrase(folded: string, phrase: KeywordPhrase): boolean {
  const prefix = searchPrefix(phrase.stems[0]);
  let at = folded.indexOf(prefix);
  while (at >= 0) {
    if ((at === 0 || !isWordCode(folded.charCodeAt(at - 1))) && phraseAt(folded, at, phrase.stems)) return true;
    at = folded.indexOf(prefix, at + 1);
  }
  return false;
}
