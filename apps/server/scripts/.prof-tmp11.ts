import { generateDemoFeed, toJsonLines } from '../src/engine/feed/demo-feed.js';
import { parseFeedText } from '../src/engine/feed/parse-feed.js';
import { foldText } from '../src/engine/text.js';
const now = new Date('2025-06-01T00:00:00Z');
const { ads } = parseFeedText(toJsonLines(generateDemoFeed({ count: 100000, seed: 7, referenceDate: now })));
const descs = ads.filter((a) => a.category === 1).map((a) => a.description);
const COMB = /[\u0300-\u036f]/g; const NA = /[^\x00-\x7f]/;
const fold2 = (s: string) => { const x = s.normalize('NFKD').toLowerCase().replace(COMB, ''); return NA.test(x) ? x.replace(/[^\x00-\x7f]/g, ' ') : x; };
const MAP: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ñ: 'n', ü: 'u' };
const NAG = /[^\x00-\x7f]/g;
const fc = (c: string) => MAP[c] ?? c;
const fold3 = (s: string) => { const l = s.toLowerCase(); return NA.test(l) ? l.replace(NAG, fc) : l; };
const fold4 = (s: string) => { const l = s.toLowerCase(); const i = l.search(NA); if (i < 0) return l; let out = l.slice(0, i); let last = i; for (let k = i; k < l.length; k++) { if (l.charCodeAt(k) > 127) { out += l.slice(last, k) + fc(l[k]); last = k + 1; } } return out + l.slice(last); };
const folded = descs.map((d) => foldText(d));
const PHONE = /(?<![\d.,])(?:(?:\+|00)34[\s.-]?)?[6-9](?:[\s.-]?\d){8}(?![\d.,]?\d)/;
const PHONE2 = /[6-9](?:[\s.-]?\d){8}/;
const TRIG = /w|guasap|transferencia|adelantad|moneygram|paypal|envi|transportista/;
const time = (label: string, f: () => unknown) => { const s = performance.now(); f(); return `${label} ${(performance.now() - s).toFixed(0)}`; };
let diff = 0; for (let i = 0; i < descs.length; i++) if (fold2(descs[i]) !== folded[i]) diff++;
console.log('differences', diff, diff ? [fold2(descs.find((d, i) => fold2(d) !== folded[i])!)] : '');
for (let r = 0; r < 4; r++) console.log([
  time('fold', () => descs.map(foldText)), time('fold3', () => descs.map(fold3)), time('fold4', () => descs.map(fold4)),
  time('phone', () => folded.map((f) => PHONE.test(f))), time('phone2', () => folded.map((f) => PHONE2.test(f))),
  time('trig', () => folded.map((f) => TRIG.test(f))), time('at', () => folded.map((f) => f.includes('@'))),
].join('  '));
