import { generateDemoFeed, toJsonLines } from '../src/engine/feed/demo-feed.js';
import { iterateFeedText, parseFeedText } from '../src/engine/feed/parse-feed.js';
import { evaluate } from '../src/engine/pipeline.js';
const now = new Date('2025-06-01T00:00:00Z');
const text = toJsonLines(generateDemoFeed({ count: 100000, seed: 7, referenceDate: now }));
const mode = process.argv[2];
const { ads } = parseFeedText(text);
const q = { categoryId: 1 as const, keywords: '', userSearch: 'coche pequeño para ciudad, gasolina', latitude: null, longitude: null, radiusKm: null, minPrice: null, maxPrice: null, strictMatchOnly: false };
for (let i = 0; i < 4; i++) {
  const s = performance.now();
  if (mode === 'parse') { let n = 0; for (const _ of iterateFeedText(text)) n++; } else if (mode === 'run') evaluate(q, iterateFeedText(text), now); else evaluate(q, ads, now);
  console.log(mode, (performance.now() - s).toFixed(0));
}
