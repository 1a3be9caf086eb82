import { generateDemoFeed, toJsonLines } from '../src/engine/feed/demo-feed.js';
import { parseFeedText } from '../src/engine/feed/parse-feed.js';
import { buildMarket } from '../src/engine/market.js';
const now = new Date('2025-06-01T00:00:00Z');
const { ads } = parseFeedText(toJsonLines(generateDemoFeed({ count: 100000, seed: 7, referenceDate: now })));
const cars = ads.filter((a) => a.category === 1);
for (let r = 0; r < 3; r++) {
  const m = buildMarket(cars) as any;
  let s = performance.now();
  for (const a of cars) m.referenceFor(a);
  const cold = performance.now() - s;
  let diffs = 0, checked = 0;
  for (const a of cars) { const e = m.entryFor(a); if (!e.pool || e.km < 0) continue; const x = e.pool.yearsAndKmOf(e); const y = e.pool.yearsAndKm(e.year, e.km, e.price); checked++; if ((x?.median ?? null) !== (y?.median ?? null) || (x?.count ?? 0) !== (y?.count ?? 0)) diffs++; }
  console.log('refs cold', cold.toFixed(0), 'checked', checked, 'diffs', diffs);
}
