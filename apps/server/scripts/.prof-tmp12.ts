import { generateDemoFeed, toJsonLines } from '../src/engine/feed/demo-feed.js';
import { iterateFeedText } from '../src/engine/feed/parse-feed.js';
import { Market, buildMarket } from '../src/engine/market.js';
import { compileQuery, matchesPrepared } from '../src/engine/match.js';
import { PreparedAd } from '../src/engine/prepared-ad.js';
const now = new Date('2025-06-01T00:00:00Z');
const text = toJsonLines(generateDemoFeed({ count: 100000, seed: 7, referenceDate: now }));
const c = compileQuery({ categoryId: 1 as const, keywords: 'golf', userSearch: '', latitude: 40.4, longitude: -3.7, radiusKm: 100, minPrice: null, maxPrice: null, strictMatchOnly: false });
const cpu = (f: () => unknown) => { const s = process.cpuUsage(); const w = performance.now(); f(); const e = process.cpuUsage(s); return `${((e.user + e.system) / 1000).toFixed(0)}cpu/${(performance.now() - w).toFixed(0)}wall`; };
for (let r = 0; r < 5; r++) {
  const p0 = cpu(() => { let n = 0; for (const ad of iterateFeedText(text)) if (ad.category === 1) n++; });
  const a = cpu(() => { const same: PreparedAd[] = []; const matched: PreparedAd[] = []; for (const ad of iterateFeedText(text)) { if (ad.category !== 1) continue; const p = new PreparedAd(ad); same.push(p); if (matchesPrepared(c, p)) matched.push(p); } buildMarket(same); });
  const b = cpu(() => { const m = new Market(); const matched: PreparedAd[] = []; for (const ad of iterateFeedText(text)) { if (ad.category !== 1) continue; const p = new PreparedAd(ad); if (matchesPrepared(c, p)) { matched.push(p); m.add(p); } else m.addComparable(p); } });
  console.log('parse', p0, 'old', a, 'new', b);
}
