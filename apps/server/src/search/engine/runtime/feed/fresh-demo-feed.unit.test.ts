import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshDemoFeed } from './fresh-demo-feed.js';

describe('freshDemoFeed', () => {
  it('moves publish dates forward by whole days so the newest ad is from today', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fresh-feed-'));
    const shipped = path.join(dir, 'shipped.jsonl');
    writeFileSync(
      shipped,
      [
        JSON.stringify({ externalId: 'a', publishDate: '2025-05-31T10:00:00.000Z' }),
        JSON.stringify({ externalId: 'b', publishDate: '2025-05-20T08:30:00.000Z' }),
        JSON.stringify({ externalId: 'c', publishDate: null }),
      ].join('\n'),
    );
    const file = freshDemoFeed(shipped, path.join(dir, 'data'), new Date('2026-11-21T15:00:00Z'));
    const ads = readFileSync(file, 'utf8')
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(ads.map((a) => a.publishDate)).toEqual(['2026-11-21T10:00:00.000Z', '2026-11-10T08:30:00.000Z', null]);
  });

  it('leaves a copy written today alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fresh-feed-'));
    const shipped = path.join(dir, 'shipped.jsonl');
    writeFileSync(shipped, JSON.stringify({ externalId: 'a', publishDate: '2025-05-31T10:00:00.000Z' }));
    const first = freshDemoFeed(shipped, path.join(dir, 'data'));
    writeFileSync(first, 'kept');
    expect(readFileSync(freshDemoFeed(shipped, path.join(dir, 'data')), 'utf8')).toBe('kept');
  });
});
