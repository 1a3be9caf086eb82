import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeedLocations } from '../feed/feed-source.js';
import { FeedReader, type LocationRead } from './feed-reader.js';
import type { SourcePollRow } from './source-polls.repository.js';

const line = (externalId: string, category: number, price = 1000) =>
  JSON.stringify({ externalId, title: `Anuncio ${externalId}`, price, url: `https://x.es/${externalId}`, category });
const FEED = [line('car-1', 1), line('moto-1', 2), 'not json', line('car-2', 1), line('home-1', 3)].join('\n');
const ETAG = '"v1"';

let dir: string;
let server: Server;
let baseUrl: string;
const requests: { ifNoneMatch: string | undefined }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ojeador-reader-'));
  server = createServer((request, response) => {
    requests.push({ ifNoneMatch: request.headers['if-none-match'] });
    if (request.url === '/endless.jsonl') {
      // Valid lines without end and without Content-Length, until the reader hangs up.
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      let n = 0;
      const more = () => {
        if (response.destroyed || n > 100_000) return void response.end();
        response.write(line(`endless-${(n += 1)}`, 1) + '\n', () => setImmediate(more));
      };
      return more();
    }
    if (request.url !== '/feed.jsonl') return void response.writeHead(404).end();
    if (request.headers['if-none-match'] === ETAG) return void response.writeHead(304).end();
    response.writeHead(200, { 'content-type': 'application/x-ndjson', etag: ETAG });
    // Two writes so the body arrives in more than one chunk.
    response.write(FEED.slice(0, 50));
    response.end(FEED.slice(50));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
});

const row = (location: string, validators: Partial<SourcePollRow> = {}) => ({
  location,
  etag: null,
  lastModified: null,
  fileSize: null,
  fileMtimeMs: null,
  bodyHash: null,
  ...validators,
});
const signal = () => new AbortController().signal;
function asRead(read: LocationRead) {
  if (read.status !== 'read') throw new Error('expected a read');
  return read;
}

describe('parseFeedLocations', () => {
  it('splits FEED_FILES on commas and trims', () => {
    expect(parseFeedLocations(' a.jsonl, https://x.es/f.jsonl ,,')).toEqual(['a.jsonl', 'https://x.es/f.jsonl']);
    expect(parseFeedLocations(undefined)).toEqual([]);
  });
});

describe('FeedReader', () => {
  it('reads every category of a file, counts bad lines, and skips the file while its size and mtime stay', async () => {
    const file = path.join(dir, 'feed.jsonl');
    writeFileSync(file, FEED);
    const reader = new FeedReader();
    const first = asRead(await reader.read(row(file), signal()));
    expect(first.candidates.map((c) => c.ad.externalId)).toEqual(['car-1', 'moto-1', 'car-2', 'home-1']);
    expect(first.stats).toMatchObject({ ok: 4, bad: 1 });
    expect(first.present.size).toBe(4);
    first.remember();
    expect(await reader.read(row(file, first.validators), signal())).toMatchObject({ status: 'unchanged' });
  });

  it('parses only the lines that changed since the last read, and still lists every ad present', async () => {
    const file = path.join(dir, 'growing.jsonl');
    writeFileSync(file, FEED);
    const reader = new FeedReader();
    const first = asRead(await reader.read(row(file), signal()));
    first.remember();
    writeFileSync(file, [FEED.replace(line('car-2', 1), line('car-2', 1, 900)), line('car-3', 1)].join('\n'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const second = asRead(await reader.read(row(file, first.validators), signal()));
    expect(second.candidates.map((c) => [c.ad.externalId, c.ad.price])).toEqual([
      ['car-2', 900],
      ['car-3', 1000],
    ]);
    expect([...second.present].sort()).toEqual(['100:car-1', '100:car-2', '100:car-3', '100:home-1', '100:moto-1']);
  });

  it('at the same size with a new mtime, reads nothing when the bytes are the same, and everything when one changed', async () => {
    const file = path.join(dir, 'rewritten.jsonl');
    writeFileSync(file, FEED);
    // A worker with no memory of the lines: only what source_polls keeps (size, mtime, body hash) can spare the read.
    const first = asRead(await new FeedReader().read(row(file), signal()));
    expect(first.validators.bodyHash).toMatch(/^[0-9a-f]{64}$/);
    writeFileSync(file, FEED);
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const same = await new FeedReader().read(row(file, first.validators), signal());
    expect(same).toMatchObject({ status: 'unchanged', validators: { bodyHash: first.validators.bodyHash } });

    const edited = FEED.replace('Anuncio car-1', 'Anuncio car-9');
    expect(edited.length).toBe(FEED.length);
    writeFileSync(file, edited);
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    const changed = asRead(await new FeedReader().read(row(file, same.validators), signal()));
    expect(changed.candidates.find((c) => c.ad.externalId === 'car-1')?.ad.title).toBe('Anuncio car-9');
    expect(changed.validators.bodyHash).not.toBe(first.validators.bodyHash);
  });

  it('asks a URL with If-None-Match and reads nothing on a 304', async () => {
    const reader = new FeedReader();
    const url = `${baseUrl}/feed.jsonl`;
    const first = asRead(await reader.read(row(url), signal()));
    expect(first.validators.etag).toBe(ETAG);
    expect(await reader.read(row(url, first.validators), signal())).toMatchObject({ status: 'unchanged' });
    expect(requests.slice(-2)).toEqual([{ ifNoneMatch: undefined }, { ifNoneMatch: ETAG }]);
  });

  it('fails on an HTTP error or a missing file', async () => {
    const reader = new FeedReader();
    await expect(reader.read(row(`${baseUrl}/missing.jsonl`), signal())).rejects.toThrow(/HTTP 404/);
    await expect(reader.read(row(path.join(dir, 'nope.jsonl')), signal())).rejects.toThrow(/ENOENT/);
  });
});

describe('limits', () => {
  it('stops a streamed body past maxBytes with a clear error, without waiting for its end', async () => {
    const reader = new FeedReader(fetch, { maxBytes: 4096, maxLineChars: 1024 });
    await expect(reader.read(row(`${baseUrl}/endless.jsonl`), AbortSignal.timeout(10_000))).rejects.toMatchObject({
      kind: 'too-large',
      message: 'feed larger than 4096 bytes (FEED_MAX_BYTES)',
    });
  });
});
