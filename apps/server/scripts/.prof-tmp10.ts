import { generateDemoFeed, toJsonLines } from '../src/engine/feed/demo-feed.js';
import { iterateFeedText } from '../src/engine/feed/parse-feed.js';
import { Market } from '../src/engine/market.js';
import { compileQuery, matchesPrepared } from '../src/engine/match.js';
import { PreparedAd } from '../src/engine/prepared-ad.js';
import { scoreAd } from '../src/engine/score.js';
import { sortBestFirst } from '../src/engine/pipeline.js';
const now = new Date('2025-06-01T00:00:00Z');
const text = toJsonLines(generateDemoFeed({ count: 100000, seed: 7, referenceDate: now }));
const q = { categoryId: 1 as const, keywords: process.argv[2] ?? '', userSearch: 'coche pequeño para ciudad, gasolina', latitude: null, longitude: null, radiusKm: null, minPrice: null, maxPrice: null, strictMatchOnly: false };
for (let i = 0; i < 6; i++) {
  const T: number[] = []; let s = process.cpuUsage(); const lap = () => { const n = process.cpuUsage(); T.push(Math.round((n.user + n.system - s.user - s.system) / 1000)); s = n; };
  let n = 0; for (const ad of iterateFeedText(text)) if (ad) n++; lap(); console.log('MARK parsed');
  const c = compileQuery(q);
  const m = new Market(); const matched: PreparedAd[] = [];
  for (const ad of iterateFeedText(text)) { if (ad.category !== 1) continue; const p = new PreparedAd(ad); if (matchesPrepared(c, p)) { matched.push(p); m.add(p); } else m.addComparable(p); }
  lap(); console.log('MARK kept');
  lap(); console.log('MARK market');
  const scored = matched.map((p) => scoreAd(c, p, m, now)); lap(); console.log('MARK scored');
  sortBestFirst(scored); lap();
  console.log('parse', T[0], '| parse+keep+match', T[1], 'market', T[2], 'score', T[3], 'sort', T[4], 'total run', T[1] + T[2] + T[3] + T[4]);
}
