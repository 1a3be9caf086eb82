/**
 * Precision and recall of the preferences parser per field over its corpus
 * (packages/shared/test-data/preferences/corpus.ts). Exits 1 when a field is under 0.95.
 *
 *   npm run parser:report [-- --verbose]   (--verbose lists every entry read wrong)
 */
import { PREFERENCES_CORPUS } from '../packages/shared/test-data/preferences/corpus.js';
import { scoreCorpus } from '../packages/shared/test-data/preferences/corpus-report.js';

const TARGET = 0.95;
const verbose = process.argv.includes('--verbose');
const { scores, mismatches } = scoreCorpus();
const byCategory = [1, 2, 3].map((c) => PREFERENCES_CORPUS.filter((e) => e.category === c).length);
console.log(`Corpus: ${PREFERENCES_CORPUS.length} descriptions (coches ${byCategory[0]}, motos ${byCategory[1]}, viviendas ${byCategory[2]})\n`);
console.log(`${'field'.padEnd(12)} ${'TP'.padStart(4)} ${'FP'.padStart(4)} ${'FN'.padStart(4)} ${'precision'.padStart(10)} ${'recall'.padStart(8)}`);
for (const s of scores) {
  console.log(
    `${s.field.padEnd(12)} ${String(s.truePositives).padStart(4)} ${String(s.falsePositives).padStart(4)} ${String(s.falseNegatives).padStart(4)} ${s.precision.toFixed(3).padStart(10)} ${s.recall.toFixed(3).padStart(8)}`,
  );
}
console.log(`\n${mismatches.length} of ${PREFERENCES_CORPUS.length} descriptions read with at least one field wrong.`);
if (verbose) {
  for (const m of mismatches) {
    console.log(`\n[${m.entry.category}] ${m.entry.keywords ? `(${m.entry.keywords}) ` : ''}${m.entry.userSearch}`);
    console.log(`  expected ${JSON.stringify(m.entry.expected)}\n  parsed   ${JSON.stringify(m.parsed)}\n  fields   ${m.fields.join(', ')}`);
  }
}
const missed = scores.filter((s) => s.precision < TARGET || s.recall < TARGET);
if (missed.length) {
  console.error(`\nTARGET MISSED (${TARGET}): ${missed.map((s) => s.field).join(', ')}`);
  process.exit(1);
}
console.log(`\nEvery field at or above ${TARGET} precision and recall.`);
