import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type FeedLine = Record<string, unknown>;

let sequence = 0;

/** A car ad in the documented feed format, near Madrid unless told otherwise. */
export function carAd(overrides: FeedLine = {}): FeedLine {
  sequence += 1;
  return {
    externalId: `car-${sequence}`,
    title: 'Seat León 1.5 TSI FR',
    description: 'Seat León FR de 2019 con 60.000 km, siempre en garaje, libro de revisiones al día y ITV pasada.',
    price: 15000,
    url: `https://feed.example/ad/car-${sequence}`,
    images: ['/demo-images/car-1.svg', '/demo-images/car-2.svg', '/demo-images/car-3.svg'],
    category: 1,
    province: 'Madrid',
    city: 'Madrid',
    latitude: 40.42,
    longitude: -3.7,
    sellerType: 'particular',
    publishDate: new Date(Date.now() - 2 * 86400_000).toISOString(),
    attributes: { year: 2019, km: 60000, fuel: 'gasolina' },
    ...overrides,
  };
}

/** Writes JSON Lines (objects, or raw strings for bad lines) to a fresh temporary file. */
export function writeFeed(lines: (FeedLine | string)[], dir = mkdtempSync(path.join(tmpdir(), 'ojeador-feed-'))): string {
  const file = path.join(dir, 'feed.jsonl');
  writeFileSync(file, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n');
  return file;
}

/** A feed file a test rewrites between polls: every write gets a newer mtime, even within one second of the last. */
export function rewritableFeed(name: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), `ojeador-${name}-`)), 'feed.jsonl');
  let mtime = Date.now() / 1000;
  let current: FeedLine[] = [];
  return {
    file,
    /** What the feed holds now. */
    lines: () => current,
    publish(next: FeedLine[]) {
      current = next;
      writeFileSync(file, next.map((l) => JSON.stringify(l)).join('\n') + '\n');
      mtime += 10;
      utimesSync(file, mtime, mtime);
    },
  };
}
