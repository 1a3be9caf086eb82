import { clauseBefore, isNegated, NUMBER_SOURCE, YEAR } from './lexicon.js';
import { type Found, type Reader, numberOf } from './reader.js';

/** Years ("a partir de 2018", "menos de 5 años"), the seller, and the motorbike's A2 and ABS. */

export interface YearRule {
  pattern: RegExp;
  apply: (years: number[], found: Found) => void;
}

export const re = (source: string) => new RegExp(source, 'g');
export const MIN_YEAR_WORDS = String.raw`(?:a partir del?|desde(?: el)?|minimo(?: del?| el)?|como minimo(?: del?| el)?|(?:ano|anos) minimo(?: de| del)?|no anterior(?:es)? al?|no mas antigu[oa]s? que(?: el)?|matriculad[oa]s? (?:a partir del?|desde(?: el)?))`;
export const YEAR_RULES: YearRule[] = [
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
export const NOT_A_VEHICLE_YEAR = /\b(?:itv|garantia|revision|revisiones|seguro|neumaticos|pasad[oa]|vigor|valida?)\b[^,;]{0,20}$/;
export const AGE_LIMIT = new RegExp(
  String.raw`\b(?:menos de|como mucho|como maximo|maximo|no mas de|que no tenga mas de|hasta)\s+(${NUMBER_SOURCE})\s+anos?\b(?!\s+de\s+garantia)(?:\s+de\s+antiguedad)?|\b(${NUMBER_SOURCE})\s+anos\s+(?:como maximo|como mucho|maximo|o menos)(?:\s+de\s+antiguedad)?`,
  'g',
);
export const SELLER_PARTICULAR = /\b(?:de\s+|a\s+|solo\s+|solamente\s+|unicamente\s+)?particular(?:es)?\b/g;
export const SELLER_NOT_PRO =
  /\b(?:sin|nada de|no|ni)\s+(?:\w+\s+)?(?:intermediarios|agencias?|inmobiliarias?|concesionarios?|compraventas?|profesionales)\b|\b(?:directamente\s+)?(?:del?|al)\s+(?:propietario|dueno)\b/g;
export const SELLER_DEALER = /\bconcesionarios?(?:\s+oficial(?:es)?)?\b/g;
export const SELLER_PRO = /\b(?:(?:de|un|vendedor(?:es)?|a|por|solo|con|o|y)\s+)profesional(?:es)?\b|\b(?:compraventas?|inmobiliarias?|agencias?)\b/g;
/** "revisiones en concesionario": the service history, not who sells. */
export const SERVICE_HISTORY_BEFORE =
  /\b(?:revision(?:es)?|revisad[oa]|mantenimiento|mantenid[oa]|libro|sellad[oa]s?|servicio|taller|hech[oa]s?|pasad[oa]s?)\b[^.,;]{0,28}$/;
export const A2 = /\b(?:(?:carne|carnet|permiso|licencia)\s+(?:de\s+)?(?:tipo\s+)?)?a2\b|\blimitables?\b|\blimitad[oa]s?\s+(?:a|para)\s+(?:el\s+)?a2\b/g;
export const ABS = /\babs\b/g;

export function readYears(reader: Reader, found: Found, referenceYear: number): void {
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

export function readSeller(reader: Reader, found: Found): void {
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

export function readMotorbike(reader: Reader, found: Found): void {
  reader.each(A2, (m) => {
    if (!isNegated(reader.text, m.index)) found.a2 = true;
    return true;
  });
  reader.each(ABS, (m) => {
    if (!isNegated(reader.text, m.index)) found.abs = true;
    return true;
  });
}
