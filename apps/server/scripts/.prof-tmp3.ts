import { generateDemoFeed, toJsonLines } from '../src/engine/feed/demo-feed.js';
import { parseFeedText } from '../src/engine/feed/parse-feed.js';
import { buildMarket } from '../src/engine/market.js';
import { PreparedAd } from '../src/engine/prepared-ad.js';
const now = new Date('2025-06-01T00:00:00Z');
const { ads } = parseFeedText(toJsonLines(generateDemoFeed({ count: 100000, seed: 7, referenceDate: now })));
const cars = ads.filter((a) => a.category === 1);
for (let i = 0; i < 4; i++) {
  let s = performance.now();
  const prepared = cars.map((a) => new PreparedAd(a));
  const m = buildMarket(prepared);
  const t1 = performance.now() - s; s = performance.now();
  let n = 0; for (const a of cars) if (m.referenceFor(a)) n++;
  const t2 = performance.now() - s; s = performance.now();
  for (const p of prepared) p.foldedDescription;
  console.log('build', t1.toFixed(0), 'refs', t2.toFixed(0), 'fold desc', (performance.now() - s).toFixed(0), n, (m as any).vehiclePools.size);
}
{
  const m = buildMarket(cars);
  for (const a of cars) m.referenceFor(a);
  let k1 = 0, k2 = 0, sum = 0;
  for (const pool of (m as any).vehiclePools.values()) { k1 += pool.byYearAndKm.size; k2 += pool.byYear.size; for (const v of pool.byYearAndKm.values()) sum += v.length; }
  console.log('L0 keys', k1, 'avg len', (sum / k1).toFixed(0), 'L1 keys', k2);
}
