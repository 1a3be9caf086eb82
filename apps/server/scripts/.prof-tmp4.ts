import { generateDemoFeed, toJsonLines } from '../src/engine/feed/demo-feed.js';
import { parseFeedText } from '../src/engine/feed/parse-feed.js';
import { buildMarket } from '../src/engine/market.js';
import { compileQuery, matchesPrepared } from '../src/engine/match.js';
import { PreparedAd } from '../src/engine/prepared-ad.js';
import { scoreAd } from '../src/engine/score.js';
import { sortBestFirst } from '../src/engine/pipeline.js';
import { PerformanceObserver } from 'node:perf_hooks';
let gcMs = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) gcMs += e.duration; }).observe({ entryTypes: ['gc'] });
const now = new Date('2025-06-01T00:00:00Z');
const { ads } = parseFeedText(toJsonLines(generateDemoFeed({ count: 100000, seed: 7, referenceDate: now })));
const q = { categoryId: 1 as const, keywords: '', userSearch: 'coche pequeño para ciudad, gasolina', latitude: null, longitude: null, radiusKm: null, minPrice: null, maxPrice: null, strictMatchOnly: false };
for (let i = 0; i < 5; i++) {
  gcMs = 0;
  const T: number[] = []; let s = performance.now(); const lap = () => { const n = performance.now(); T.push(Math.round(n - s)); s = n; };
  const c = compileQuery(q);
  const same: PreparedAd[] = []; const matched = [];
  for (const ad of ads) { if (ad.category !== 1) continue; const p = new PreparedAd(ad); same.push(p); if (matchesPrepared(c, p)) matched.push(ad); }
  lap();
  const m = buildMarket(same); lap();
  for (const ad of matched) m.referenceFor(ad); lap();
  lap();
  const scored = matched.map((ad) => scoreAd(c, ad, m, now)); lap();
  sortBestFirst(scored); lap();
  console.log('gc', Math.round(gcMs), 'match', T[0], 'market', T[1], 'refs', T[2], 'foldDesc', T[3], 'score', T[4], 'sort', T[5]);
}
