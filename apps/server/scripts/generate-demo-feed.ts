/**
 * Writes the demo feed (assets/demo-feed.jsonl) and its pictures (assets/demo-images/*.svg).
 *
 *   npm run feed:demo -- [--date 2025-06-01T00:00:00Z] [--count 3300] [--seed 42]
 *
 * --date is the reference date: ads are published during the 60 days before it. It defaults to the
 * time of generation, so a freshly generated feed looks fresh; pass a fixed date for a reproducible file
 * (same date + count + seed = the same bytes).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateDemoFeed, toJsonLines } from '../src/search/engine/runtime/feed/demo-feed.js';
import { demoImages } from '../src/search/engine/runtime/feed/demo-images.js';

const { values } = parseArgs({
  options: {
    date: { type: 'string' },
    count: { type: 'string', default: '3300' },
    seed: { type: 'string', default: '42' },
  },
});

const referenceDate = values.date ? new Date(values.date) : new Date();
const count = Number(values.count);
const seed = Number(values.seed);
if (Number.isNaN(referenceDate.getTime())) throw new Error(`--date is not a date: ${values.date}`);
if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a positive integer: ${values.count}`);
if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer: ${values.seed}`);

const assets = path.resolve(import.meta.dirname, '../assets');
const imagesDir = path.join(assets, 'demo-images');
mkdirSync(imagesDir, { recursive: true });

const text = toJsonLines(generateDemoFeed({ count, seed, referenceDate }));
const feedFile = path.join(assets, 'demo-feed.jsonl');
writeFileSync(feedFile, text);
const images = demoImages();
for (const [name, svg] of images) writeFileSync(path.join(imagesDir, name), svg);

const megabytes = (Buffer.byteLength(text) / 1_048_576).toFixed(2);
console.log(`Wrote ${count} ads (${megabytes} MB) to ${feedFile}, reference date ${referenceDate.toISOString()}, seed ${seed}`);
console.log(`Wrote ${images.size} images to ${imagesDir}`);
