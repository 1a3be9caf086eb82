import { formatEuros, formatEurosPerSqm, formatInteger, formatKm, formatPercent } from '../lib/format.js';

/**
 * The Spanish good/bad points that carry numbers. Most texts are built once and reused (a run over a
 * large feed repeats the same texts thousands of times, and shared strings keep memory and GC low).
 */

const MAX_CACHED = 20_000;

function memo(make: (key: number) => string): (key: number) => string {
  const cache = new Map<number, string>();
  return (key) => {
    let text = cache.get(key);
    if (text === undefined) {
      if (cache.size >= MAX_CACHED) cache.clear();
      text = make(key);
      cache.set(key, text);
    }
    return text;
  };
}

export const photosPoint = memo((photos) => `${photos} fotos`);

export const publishedPoint = memo((days) => (days === 0 ? 'Publicado hoy' : days === 1 ? 'Publicado ayer' : `Publicado hace ${days} días`));

export const briefDescriptionPoint = memo((length) => `Descripción muy breve (${length} caracteres)`);

const kmText = memo((km) => (km < 1 ? 'A menos de 1 km del centro de tu búsqueda' : `A ${formatKm(km)} del centro de tu búsqueda`));
/** Rounded to whole km (under 1 km: "A menos de 1 km"). */
export const distancePoint = (km: number): string => kmText(km < 1 ? 0 : Math.round(km));

const termsText = memo((key) => {
  const found = Math.floor(key / 1000);
  const total = key % 1000;
  const share = `${found} de ${total} términos`;
  return found * 2 >= total ? `Coincide con tu descripción en ${share}` : `Coincide poco con tu descripción: ${share}`;
});
export const descriptionTermsPoint = (found: number, total: number): string => termsText(found * 1000 + total);

export type PriceVerdict = 'fraud' | 'inLine' | 'below' | 'above';

const CONFIDENCE_WORDS = { high: 'confianza alta', medium: 'confianza media', low: 'confianza baja' } as const;

/** What a price point's reference is shown as: its amount, what it compares with and its confidence, in words. */
export interface PriceBasisNote {
  perSqm: boolean;
  /** € or €/m², shown rounded. */
  median: number;
  comparables: number;
  confidence: keyof typeof CONFIDENCE_WORDS;
  /** "Seat León de 2019-2021 con kilometraje parecido", "lo que suele costar un piso de 85 m² en Zaragoza". */
  peers: string;
  /** `peers` are close comparables (counted as such); false: the fit's estimate (counted as the ads it used). */
  similar: boolean;
}

/** "(12.400 €; 23 anuncios, confianza alta)", "(9.800 €; estimado con 42 anuncios, confianza media)". */
function basisNote(note: PriceBasisNote): string {
  const amount = note.perSqm ? formatEurosPerSqm(note.median) : formatEuros(note.median);
  const count = note.comparables === 1 ? '1 anuncio' : `${formatInteger(note.comparables)} anuncios`;
  return ['(', amount, '; ', note.similar ? '' : 'estimado con ', count, ', ', CONFIDENCE_WORDS[note.confidence], ')'].join('');
}

/**
 * "Precio un 18 % por debajo de Seat León de 2019-2021 con kilometraje parecido (12.400 €; 23 anuncios, confianza
 * alta)". Not cached: nearly every ad has its own (percent, reference) pair. `percent`: distance to the reference in %.
 */
export function pricePoint(verdict: PriceVerdict, percent: number, note: PriceBasisNote): string {
  const subject = note.perSqm ? 'Precio por m²' : 'Precio';
  // Built with join: one flat string per ad instead of a tree of concatenations for the GC to move.
  if (verdict === 'inLine') return [subject, ' en línea con el mercado: ', note.peers, ' ', basisNote(note)].join('');
  const side = verdict === 'above' ? ' por encima de ' : ' por debajo de ';
  const fraud = verdict === 'fraud' ? ': posible fraude' : '';
  return [subject, ' un ', formatPercent(percent), side, note.peers, fraud, ' ', basisNote(note)].join('');
}

/** "En el título: golf, gti" and the like, cached per list of words. */
const listTexts = new Map<string, string>();
/** One-word lists by prefix, then word: the words are the compiled query's strings, so no key is built per ad. */
const oneWordTexts = new Map<string, Map<string, string>>();
export function listPoint(prefix: string, words: readonly string[]): string {
  if (words.length === 1) {
    let byWord = oneWordTexts.get(prefix);
    if (byWord === undefined) {
      byWord = new Map();
      oneWordTexts.set(prefix, byWord);
    }
    let text = byWord.get(words[0]);
    if (text === undefined) {
      if (byWord.size >= MAX_CACHED) byWord.clear();
      text = prefix + words[0];
      byWord.set(words[0], text);
    }
    return text;
  }
  const key = `${prefix}${words.join(', ')}`;
  let text = listTexts.get(key);
  if (text === undefined) {
    if (listTexts.size >= MAX_CACHED) listTexts.clear();
    text = key;
    listTexts.set(key, text);
  }
  return text;
}
