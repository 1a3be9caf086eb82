import { generateDemoFeed, toJsonLines } from '../src/engine/feed/demo-feed.js';
import { parseFeedText } from '../src/engine/feed/parse-feed.js';
import { buildMarket } from '../src/engine/market.js';
import { compileQuery } from '../src/engine/match.js';
import { scoreAd } from '../src/engine/score.js';
import { PreparedAd } from '../src/engine/prepared-ad.js';
const now = new Date('2025-06-01T00:00:00Z');
const { ads } = parseFeedText(toJsonLines(generateDemoFeed({ count: 100000, seed: 7, referenceDate: now })));
const cars = ads.filter((a) => a.category === 1);
const prepared = cars.map((a) => new PreparedAd(a));
const m = buildMarket(prepared);
const c = compileQuery({ categoryId: 1 as const, keywords: '', userSearch: 'coche pequeño para ciudad, gasolina', latitude: null, longitude: null, radiusKm: null, minPrice: null, maxPrice: null, strictMatchOnly: false });
for (const p of prepared) m.referenceFor(p);
for (let r = 0; r < 10; r++) {
  const s = process.cpuUsage();
  const out = prepared.map((p) => scoreAd(c, p, m, now));
  const e = process.cpuUsage(s);
  console.log('score cpu', ((e.user + e.system) / 1000).toFixed(0), out.length);
}
