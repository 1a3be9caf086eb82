import { generateDemoFeed, toJsonLines } from '../src/engine/feed/demo-feed.js';
import { parseFeedText } from '../src/engine/feed/parse-feed.js';
import { buildMarket } from '../src/engine/market.js';
import { compileQuery } from '../src/engine/match.js';
import { scoreAd } from '../src/engine/score.js';
import { PreparedAd } from '../src/engine/prepared-ad.js';
import { contactSignals } from '../src/engine/risk-signals.js';
import { containsPhrase, foldText } from '../src/engine/text.js';
const now = new Date('2025-06-01T00:00:00Z');
const { ads } = parseFeedText(toJsonLines(generateDemoFeed({ count: 100000, seed: 7, referenceDate: now })));
const cars = ads.filter((a) => a.category === 1);
const prepared = cars.map((a) => new PreparedAd(a));
const m = buildMarket(prepared);
const c = compileQuery({ categoryId: 1 as const, keywords: '', userSearch: 'coche pequeño para ciudad, gasolina', latitude: null, longitude: null, radiusKm: null, minPrice: null, maxPrice: null, strictMatchOnly: false });
const folded = cars.map((a) => foldText(a.description));
const time = (label: string, f: () => unknown) => { const s = performance.now(); f(); return `${label} ${(performance.now() - s).toFixed(0)}`; };
for (let r = 0; r < 5; r++) {
  console.log([
    time('fold', () => cars.map((a) => foldText(a.description))),
    time('lower', () => cars.map((a) => a.description.toLowerCase())),
    time('hints', () => folded.map((f) => contactSignals(f))),
    time('terms', () => folded.map((f) => c.descriptionTerms.filter((t) => containsPhrase(f, t)).length)),
    time('refs', () => prepared.map((p) => m.referenceFor(p))),
    time('score', () => prepared.map((p) => scoreAd(c, p, m, now))),
  ].join('  '));
}
