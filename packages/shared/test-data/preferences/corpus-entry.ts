import type { SearchPreferences } from '../../src/schemas/preferences.js';

/** One corpus description with the preferences a careful reader takes from it (see corpus.ts). */
export interface CorpusEntry {
  category: 1 | 2 | 3;
  keywords?: string;
  userSearch: string;
  expected: SearchPreferences;
}

export const car = (userSearch: string, expected: SearchPreferences, keywords = ''): CorpusEntry => ({ category: 1, keywords, userSearch, expected });
export const moto = (userSearch: string, expected: SearchPreferences, keywords = ''): CorpusEntry => ({ category: 2, keywords, userSearch, expected });
export const home = (userSearch: string, expected: SearchPreferences, keywords = ''): CorpusEntry => ({ category: 3, keywords, userSearch, expected });
