/**
 * Numbers as Spanish text writes them, read from folded text (lower case, no accents; see fold.ts):
 * "120.000", "120000", "120 mil", "120k", "1,5 millones", "tres", "cien mil".
 */

const WORD_NUMBERS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  quince: 15,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  doscientos: 200,
  trescientos: 300,
};

const WORDS = Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const MULTIPLIER = String.raw`(?:\s*(?:mil\b|k(?![a-z0-9])|millones\b|millon\b))?`;
/** Digits with "." grouping thousands or plain, optional ",decimals", optional multiplier. */
const DIGITS = String.raw`(?<![\d.,])(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?(?![\d]|\.\d)`;

/** Source of a regular expression matching one number (digits or words), for building patterns. */
export const NUMBER_SOURCE = String.raw`(?:${DIGITS}${MULTIPLIER}|\b(?:${WORDS})\b(?:\s+mil\b)?)`;
/** The same, digits only (for quantities written with units, where "un" would be an article). */
export const DIGIT_NUMBER_SOURCE = `(?:${DIGITS}${MULTIPLIER})`;

const MULTIPLIER_AT_END = /\s*(mil|k|millones|millon)$/;

/** The value of a number matched by NUMBER_SOURCE ("120.000" -> 120000, "1,5 mil" -> 1500), or null. */
export function parseSpanishNumber(text: string): number | null {
  let rest = text.trim();
  let factor = 1;
  const multiplier = MULTIPLIER_AT_END.exec(rest);
  if (multiplier && rest.length > multiplier[0].length) {
    factor = multiplier[1] === 'mil' || multiplier[1] === 'k' ? 1_000 : 1_000_000;
    rest = rest.slice(0, multiplier.index).trim();
  }
  const word = WORD_NUMBERS[rest];
  if (word !== undefined) return word * factor;
  if (!/^\d+(?:\.\d{3})*(?:,\d+)?$/.test(rest)) return null;
  const value = Number(rest.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * factor) : null;
}

export type NumberStyle = 'grouped' | 'plain' | 'mil' | 'k';

/** Writes a whole number as Spanish text would ("grouped": 120.000, "mil": 120 mil, "k": 120k). */
export function formatSpanishNumber(value: number, style: NumberStyle): string {
  const whole = Math.round(value);
  if ((style === 'mil' || style === 'k') && whole % 1000 === 0 && whole > 0) return style === 'mil' ? `${whole / 1000} mil` : `${whole / 1000}k`;
  if (style === 'plain') return String(whole);
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
