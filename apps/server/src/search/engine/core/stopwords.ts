/** Words that say nothing about what is sought, in folded form (see text.ts for folding). */
const STOPWORDS = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'es',
  'la',
  'las',
  'lo',
  'los',
  'mi',
  'o',
  'para',
  'por',
  'que',
  'se',
  'su',
  'sus',
  'u',
  'un',
  'una',
  'uno',
  'unos',
  'unas',
  'y',
  'muy',
  'mas',
  'le',
  'me',
  'te',
  'tu',
  'como',
  'pero',
  'sea',
  'este',
  'esta',
  'ese',
  'esa',
  'the',
  'and',
]);
/** Words a customer writes in a request that ads never contain ("busco algo barato"). */
const REQUEST_WORDS = new Set([
  'busco',
  'buscamos',
  'quiero',
  'queremos',
  'necesito',
  'necesitamos',
  'gustaria',
  'interesa',
  'algo',
  'tipo',
  'cosa',
  'barato',
  'barata',
  'economico',
  'economica',
  'precio',
  'bueno',
  'buena',
  'buen',
  'bien',
  'posible',
  'preferiblemente',
  'preferible',
  'si',
  'no',
  'hay',
  'tenga',
  'tener',
]);

/**
 * Words that name a model only with the word after them ("serie 3", "clase a", "model 3"): a title's model key and a
 * search's keywords keep that word, even a stopword ("a"), as part of the model (docs/scoring.md, "Fit").
 */
export const MODEL_LINK_WORDS: ReadonlySet<string> = new Set(['serie', 'clase', 'model', 'modelo']);

export function isStopword(foldedWord: string): boolean {
  return STOPWORDS.has(foldedWord);
}

/** True for those request words. */
export function isRequestWord(foldedWord: string): boolean {
  return REQUEST_WORDS.has(foldedWord);
}
