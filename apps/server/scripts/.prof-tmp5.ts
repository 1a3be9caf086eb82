import { generateDemoFeed, toJsonLines } from '../src/engine/feed/demo-feed.js';
import { parseFeedText } from '../src/engine/feed/parse-feed.js';
import { buildMarket } from '../src/engine/market.js';
const now = new Date('2025-06-01T00:00:00Z');
const { ads } = parseFeedText(toJsonLines(generateDemoFeed({ count: 100000, seed: 7, referenceDate: now })));
const cars = ads.filter((a) => a.category === 1);
for (let i = 0; i < 4; i++) {
  const m = buildMarket(cars);
  let s = performance.now();
  for (const a of cars) m.referenceFor(a);
  const cold = performance.now() - s; s = performance.now();
  for (const a of cars) m.referenceFor(a);
  const warm = performance.now() - s; s = performance.now();
  for (const a of cars) m.has(a);
  console.log('cold', cold.toFixed(0), 'warm', warm.toFixed(0), 'has', (performance.now() - s).toFixed(0));
}
