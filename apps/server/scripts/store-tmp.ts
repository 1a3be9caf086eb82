import { openPglite } from '../src/db/client.js';
import { RunStore } from '../src/engine/run-store.js';
import { generateDemoFeed } from '../src/engine/feed/demo-feed.js';
import { fillBenchData } from './bench-data.js';

const database = await openPglite(null);
const searchId = await fillBenchData(database.db, 1000);
const store = new RunStore(database.db);
for (const mode of ['triggers', 'no-triggers']) {
if (mode === 'no-triggers') await database.executeSql('SET session_replication_role = replica');
for (const n of [1000]) {
  const feed = generateDemoFeed({ count: n, seed: 13, referenceDate: new Date() });
  const scored = feed.map((line) => ({ ad: { ...line, publishDate: line.publishDate ? new Date(line.publishDate) : null }, finalScore: 70, goodThings: ['Precio bueno', 'A 12 km'], badThings: ['No indica el combustible'], parts: {}, priceReference: null })) as never[];
  for (let i = 0; i < 2; i++) {
    const t = performance.now();
    await store.storeMatches(searchId, scored, new Date());
    console.log(`${mode} storeMatches ${n} (round ${i + 1}): ${(performance.now() - t).toFixed(0)} ms`);
  }
}
}
process.exit(0);
