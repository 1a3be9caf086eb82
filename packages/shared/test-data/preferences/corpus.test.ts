import { describe, expect, it } from 'vitest';
import { searchPreferencesSchema } from '../../src/schemas/preferences.js';
import { PREFERENCES_CORPUS } from './corpus.js';
import { scoreCorpus } from './corpus-report.js';

describe('preferences corpus', () => {
  it('has at least 150 descriptions across the three categories, each expectation valid', () => {
    expect(PREFERENCES_CORPUS.length).toBeGreaterThanOrEqual(150);
    for (const category of [1, 2, 3]) expect(PREFERENCES_CORPUS.filter((e) => e.category === category).length).toBeGreaterThanOrEqual(40);
    for (const entry of PREFERENCES_CORPUS) expect(searchPreferencesSchema.safeParse(entry.expected).success, entry.userSearch).toBe(true);
  });

  it('is read with precision and recall of at least 0.95 on every field', () => {
    const { scores } = scoreCorpus();
    for (const s of scores) {
      expect(s.precision, `${s.field} precision`).toBeGreaterThanOrEqual(0.95);
      expect(s.recall, `${s.field} recall`).toBeGreaterThanOrEqual(0.95);
    }
  });
});
