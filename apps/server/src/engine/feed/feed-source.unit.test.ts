import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeQuery } from '../test-fixtures.js';
import type { RawAd } from '../types.js';
import { createFeedSource, parseFeedLocations, type FeedLocationReport } from './feed-source.js';

const line = (externalId: string, category: number) =>
  JSON.stringify({ externalId, title: `Anuncio ${externalId}`, price: 1000, url: `https://x.es/${externalId}`, category });
const FEED = [line('car-1', 1), line('moto-1', 2), 'not json', line('car-2', 1), line('home-1', 3)].join('\n');

let dir: string;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ojeador-feed-'));
  writeFileSync(path.join(dir, 'feed.jsonl'), FEED);
  server = createServer((request, response) => {
    if (request.url === '/feed.jsonl') {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      // Two writes so the body arrives in more than one chunk.
      response.write(FEED.slice(0, 50));
      response.end(FEED.slice(50));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
});

async function run(locations: string[], categoryId: 1 | 2 | 3 = 1, signal = new AbortController().signal) {
  const reports: FeedLocationReport[] = [];
  const source = createFeedSource({ locations, onLocationDone: (report) => reports.push(report) });
  const ads: RawAd[] = [];
  for await (const ad of source.search(makeQuery({ categoryId }), signal)) ads.push(ad);
  return { ads, reports };
}

describe('parseFeedLocations', () => {
  it('splits FEED_FILES on commas and trims', () => {
    expect(parseFeedLocations(' a.jsonl, https://x.es/f.jsonl ,,')).toEqual(['a.jsonl', 'https://x.es/f.jsonl']);
    expect(parseFeedLocations(undefined)).toEqual([]);
  });
});

describe('createFeedSource', () => {
  it('reads a file, keeping the search category only', async () => {
    const { ads, reports } = await run([path.join(dir, 'feed.jsonl')]);
    expect(ads.map((a) => a.externalId)).toEqual(['car-1', 'car-2']);
    expect(reports[0].stats).toMatchObject({ ok: 2, bad: 1, skipped: 2 });
    expect(reports[0].error).toBeUndefined();
  });

  it('reads an http URL body', async () => {
    const { ads } = await run([`${baseUrl}/feed.jsonl`], 3);
    expect(ads.map((a) => a.externalId)).toEqual(['home-1']);
  });

  it('reports a failing location and goes on with the next', async () => {
    const { ads, reports } = await run([`${baseUrl}/missing.jsonl`, path.join(dir, 'nope.jsonl'), path.join(dir, 'feed.jsonl')], 2);
    expect(ads.map((a) => a.externalId)).toEqual(['moto-1']);
    expect(reports.map((r) => Boolean(r.error))).toEqual([true, true, false]);
    expect(reports[0].error).toMatch(/HTTP 404/);
  });

  it('fails when every location fails', async () => {
    await expect(run([path.join(dir, 'nope.jsonl')])).rejects.toThrow(/Feed unavailable/);
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('time is up'));
    await expect(run([path.join(dir, 'feed.jsonl')], 1, controller.signal)).rejects.toThrow('time is up');
  });
});
