import { wordPoint, type Peers, type Point } from '@ojeador/shared';

/**
 * A point as the engine keeps it: its code and values (what is stored and what a client words in its reader's
 * language, decision 031) with its Spanish words (the spec's `goodThings`/`badThings`). Points that repeat from ad to
 * ad are built once and reused (a run over a large feed repeats the same points thousands of times).
 */
export interface Said {
  readonly point: Point;
  readonly text: string;
}

export const said = (point: Point): Said => ({ point, text: wordPoint(point) });

/** The points without values, one object each. */
export const FIXED = {
  noComparables: said({ code: 'noComparables' }),
  noLocation: said({ code: 'noLocation' }),
  noPhotos: said({ code: 'noPhotos' }),
  detailedDescription: said({ code: 'detailedDescription' }),
  dealer: said({ code: 'seller', seller: 'dealer' }),
  professional: said({ code: 'seller', seller: 'professional' }),
  noPublishDate: said({ code: 'noPublishDate' }),
} as const;

const MAX_CACHED = 20_000;

function memo(make: (key: number) => Said): (key: number) => Said {
  const cache = new Map<number, Said>();
  return (key) => {
    let point = cache.get(key);
    if (point === undefined) {
      if (cache.size >= MAX_CACHED) cache.clear();
      point = make(key);
      cache.set(key, point);
    }
    return point;
  };
}

export const photosPoint = memo((photos) => said({ code: 'photos', photos }));

export const publishedPoint = memo((days) => said({ code: 'published', days }));

export const briefDescriptionPoint = memo((length) => said({ code: 'briefDescription', length }));

const kmPoint = memo((km) => said({ code: 'distance', km }));
/** Rounded to whole km (under 1 km: "A menos de 1 km"). */
export const distancePoint = (km: number): Said => kmPoint(km < 1 ? 0 : Math.round(km));

const termsPoint = memo((key) => said({ code: 'descriptionTerms', found: Math.floor(key / 1000), total: key % 1000 }));
export const descriptionTermsPoint = (found: number, total: number): Said => termsPoint(found * 1000 + total);

export type PriceVerdict = 'fraud' | 'veryLow' | 'inLine' | 'below' | 'above';

/** What a price point's reference is shown as: its amount, what it compares with and its confidence. */
export interface PriceBasisNote {
  perSqm: boolean;
  /** € or €/m², shown rounded. */
  median: number;
  comparables: number;
  confidence: 'high' | 'medium' | 'low';
  /** "Seat León de 2019-2021 con kilometraje parecido", "lo que suele costar un piso de 85 m² en Zaragoza". */
  peers: Peers;
  /** `peers` are close comparables (counted as such); false: the fit's estimate (counted as the ads it used). */
  similar: boolean;
}

/**
 * "Precio un 18 % por debajo de Seat León de 2019-2021 con kilometraje parecido (12.400 €; 23 anuncios, confianza
 * alta)". Not cached: nearly every ad has its own (percent, reference) pair. `percent`: distance to the reference in %.
 */
export function pricePoint(verdict: PriceVerdict, percent: number, note: PriceBasisNote): Said {
  return said({ code: 'price', verdict, percent: Math.round(percent), ...note, median: Math.round(note.median) });
}

/** "En el título: golf, gti" and the like, cached per list of words (the words are the compiled query's strings). */
const listPoints = { inTitle: new Map<string, Said>(), inDescriptionOnly: new Map<string, Said>() };
export function listPoint(code: 'inTitle' | 'inDescriptionOnly', words: readonly string[]): Said {
  const cache = listPoints[code];
  const key = words.length === 1 ? words[0] : words.join('\u0000');
  let point = cache.get(key);
  if (point === undefined) {
    if (cache.size >= MAX_CACHED) cache.clear();
    point = said({ code, words: [...words] });
    cache.set(key, point);
  }
  return point;
}
