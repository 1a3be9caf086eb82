import { generateDemoFeed, toJsonLines } from '../src/engine/feed/demo-feed.js';
const now = new Date('2025-06-01T00:00:00Z');
const text = toJsonLines(generateDemoFeed({ count: 100000, seed: 7, referenceDate: now }));
const t = (label: string, f: () => unknown) => { const s = performance.now(); const r = f(); console.log(label, (performance.now() - s).toFixed(0)); return r; };
for (let i = 0; i < 3; i++) {
  t('perline', () => { let start = 0; let n = 0; while (start < text.length) { let end = text.indexOf('\n', start); if (end < 0) end = text.length; if (end > start) { JSON.parse(text.slice(start, end)); n++; } start = end + 1; } return n; });
  t('batch1000', () => { const lines = text.split('\n'); let n = 0; for (let i = 0; i < lines.length; i += 1000) { const arr = JSON.parse('[' + lines.slice(i, i + 1000).filter(Boolean).join(',') + ']'); n += arr.length; } return n; });
  t('whole', () => JSON.parse('[' + text.trimEnd().replaceAll('\n', ',') + ']').length);
}
