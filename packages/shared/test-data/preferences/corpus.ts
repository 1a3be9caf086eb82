import { CAR_ENTRIES } from './corpus-cars.js';
import type { CorpusEntry } from './corpus-entry.js';
import { HOME_ENTRIES } from './corpus-homes.js';
import { LATER_ENTRIES } from './corpus-later.js';
import { MOTORBIKE_ENTRIES } from './corpus-motorbikes.js';

/**
 * Real-looking Spanish search descriptions, each with the preferences a careful reader takes from it.
 * Test data, outside src: read by corpus.test.ts beside it and by `npm run parser:report` (precision and recall per
 * field). "menos de N años" counts from CORPUS_REFERENCE_YEAR.
 */
export type { CorpusEntry };

export const CORPUS_REFERENCE_YEAR = 2025;

/** In the order they were written: cars, motorbikes, homes, then the entries written after tuning. */
export const PREFERENCES_CORPUS: CorpusEntry[] = [...CAR_ENTRIES, ...MOTORBIKE_ENTRIES, ...HOME_ENTRIES, ...LATER_ENTRIES];
