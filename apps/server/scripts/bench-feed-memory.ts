/**
 * Peak memory of one feed location's read as a poll does it (docs/operations.md "Feed limits and memory"):
 *   tsx scripts/bench-feed-memory.ts write <file> <megabytes> [valid|one-line]   writes the feed
 *   tsx scripts/bench-feed-memory.ts read <file> [maxBytes] [maxLineChars]       reads it once with FeedReader
 * Run each read in its own process (under /usr/bin/time -v for the kernel's figure); it prints its own maxRSS too.
 */
import { createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FEED_LIMITS, FeedReader } from '../src/search/engine/runtime/ingest/feed-reader.js';

const DEMO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/demo-feed.jsonl');

async function write(file: string, megabytes: number, kind: string) {
  const out = createWriteStream(file);
  const target = megabytes * 1024 * 1024;
  let written = 0;
  const put = async (text: string) => {
    written += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  if (kind === 'one-line') {
    const chunk = '{"externalId":"x","description":"' + 'a'.repeat(1024 * 1024 - 40);
    while (written < target) await put(chunk);
  } else {
    const lines = readFileSync(DEMO, 'utf8').split('\n').filter(Boolean);
    for (let round = 0; written < target; round += 1) {
      for (const line of lines) await put(line.replace(/"externalId":"([^"]+)"/, `"externalId":"$1-r${round}"`) + '\n');
    }
  }
  out.end();
  await once(out, 'finish');
  console.log(JSON.stringify({ file, bytes: written }));
}

async function read(file: string, maxBytes: number, maxLineChars: number) {
  const reader = new FeedReader(fetch, { maxBytes, maxLineChars });
  const started = performance.now();
  let outcome: Record<string, unknown>;
  try {
    const result = await reader.read(
      { location: file, etag: null, lastModified: null, fileSize: null, fileMtimeMs: null, bodyHash: null },
      AbortSignal.timeout(600_000),
    );
    outcome =
      result.status === 'read'
        ? { status: 'read', candidates: result.candidates.length, present: result.present.size, bad: result.stats.bad }
        : { status: result.status };
  } catch (error) {
    outcome = { status: 'failed', error: (error as Error).message };
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ ...outcome, seconds: Number(seconds.toFixed(1)), maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
}

const [command, file, a, b] = process.argv.slice(2);
if (command === 'write') await write(file, Number(a ?? 200), b ?? 'valid');
else if (command === 'read') await read(file, Number(a ?? DEFAULT_FEED_LIMITS.maxBytes), Number(b ?? DEFAULT_FEED_LIMITS.maxLineChars));
else throw new Error('usage: bench-feed-memory.ts write <file> <MB> [valid|one-line] | read <file> [maxBytes] [maxLineChars]');
