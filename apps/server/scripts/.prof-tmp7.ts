import { generateDemoFeed, toJsonLines } from '../src/engine/feed/demo-feed.js';
import { iterateFeedText } from '../src/engine/feed/parse-feed.js';
import { buildMarket } from '../src/engine/market.js';
import { PreparedAd } from '../src/engine/prepared-ad.js';
import type { RawAd } from '../src/engine/types.js';
const now = new Date('2025-06-01T00:00:00Z');
const text = toJsonLines(generateDemoFeed({ count: 100000, seed: 7, referenceDate: now }));
for (let r = 0; r < 4; r++) {
  let s = performance.now(); let n = 0;
  for (const ad of iterateFeedText(text)) if (ad.category === 1) n++;
  const a = performance.now() - s; s = performance.now();
  const kept: RawAd[] = [];
  for (const ad of iterateFeedText(text)) if (ad.category === 1) kept.push(ad);
  const b = performance.now() - s; s = performance.now();
  const prepared: PreparedAd[] = [];
  for (const ad of iterateFeedText(text)) if (ad.category === 1) prepared.push(new PreparedAd(ad));
  buildMarket(prepared);
  const c = performance.now() - s;
  console.log('parse', a.toFixed(0), 'parse+keep', b.toFixed(0), 'parse+market', c.toFixed(0));
}
