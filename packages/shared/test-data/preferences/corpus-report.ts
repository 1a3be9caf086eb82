import type { SearchPreferences } from '../../src/schemas/preferences.js';
import { CORPUS_REFERENCE_YEAR, PREFERENCES_CORPUS, type CorpusEntry } from './corpus.js';
import { parsePreferences } from '../../src/preferences/parse-preferences.js';

/** Fields of SearchPreferences, in the order the report prints them. */
export const PREFERENCE_FIELDS = [
  'fuel',
  'gearbox',
  'maxKm',
  'lowKm',
  'minYear',
  'maxYear',
  'maxPrice',
  'sellerType',
  'a2',
  'abs',
  'minRooms',
  'minSqm',
  'homeTypes',
  'features',
] as const satisfies readonly (keyof SearchPreferences)[];
export type PreferenceField = (typeof PREFERENCE_FIELDS)[number];

export interface FieldScore {
  field: PreferenceField;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** 1 when the parser said nothing about the field (nothing wrong was said). */
  precision: number;
  /** 1 when the corpus expects nothing for the field. */
  recall: number;
}

export interface CorpusMismatch {
  entry: CorpusEntry;
  parsed: SearchPreferences;
  fields: PreferenceField[];
}

const itemsOf = (value: SearchPreferences[PreferenceField]): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];

/**
 * Precision and recall per field over the corpus. A list field counts each item (a fuel, a feature);
 * a value field counts one item per entry, so a wrong value is both a false positive and a false negative.
 */
export function scoreCorpus(entries: readonly CorpusEntry[] = PREFERENCES_CORPUS): { scores: FieldScore[]; mismatches: CorpusMismatch[] } {
  const counts = new Map<PreferenceField, { tp: number; fp: number; fn: number }>(PREFERENCE_FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }]));
  const mismatches: CorpusMismatch[] = [];
  for (const entry of entries) {
    const parsed = parsePreferences(entry, { referenceYear: CORPUS_REFERENCE_YEAR });
    const wrong: PreferenceField[] = [];
    for (const field of PREFERENCE_FIELDS) {
      const expected = new Set(itemsOf(entry.expected[field]));
      const got = new Set(itemsOf(parsed[field]));
      const count = counts.get(field)!;
      let fieldWrong = false;
      for (const item of got) {
        if (expected.has(item)) count.tp++;
        else {
          count.fp++;
          fieldWrong = true;
        }
      }
      for (const item of expected) {
        if (!got.has(item)) {
          count.fn++;
          fieldWrong = true;
        }
      }
      if (fieldWrong) wrong.push(field);
    }
    if (wrong.length) mismatches.push({ entry, parsed, fields: wrong });
  }
  const scores = PREFERENCE_FIELDS.map((field) => {
    const { tp, fp, fn } = counts.get(field)!;
    return {
      field,
      truePositives: tp,
      falsePositives: fp,
      falseNegatives: fn,
      precision: tp + fp === 0 ? 1 : tp / (tp + fp),
      recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    };
  });
  return { scores, mismatches };
}
