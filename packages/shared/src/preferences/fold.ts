const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Lower case without accents, everything else kept ("Diésel, 80 m²" -> "diesel, 80 m2"). The parser
 * reads folded text; the server's engine folds ads its own (faster) way, which agrees on letters and
 * digits, so its folded titles and descriptions can be read by the fact readers too.
 */
export function foldSpanish(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}
