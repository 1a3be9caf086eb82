import type { Peers, Point } from './point.js';
import { peersEn, wordPointEn } from './words-en.js';
import { peersEs, wordPointEs } from './words-es.js';

export * from './point.js';
export * from './price-verdict.js';
export { peersEs };

export type PointLanguage = 'es' | 'en';

/** A point in the reader's language; Spanish is the default and what the spec's texts carry. */
export const wordPoint = (point: Point, language: PointLanguage = 'es'): string => (language === 'en' ? wordPointEn(point) : wordPointEs(point));

/** What a price is compared with, in the reader's language. */
export const wordPeers = (peers: Peers, language: PointLanguage = 'es'): string => (language === 'en' ? peersEn(peers) : peersEs(peers));
