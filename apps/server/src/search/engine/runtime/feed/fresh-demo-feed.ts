import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DAY_MS = 86_400_000;

/**
 * The shipped demo feed was generated for a fixed reference date (so the file is reproducible); served
 * as is, every ad would look months old. This writes a copy under DATA_DIR whose publish dates are moved
 * forward by whole days so the newest ad was published today. Rewritten at most once a day.
 */
export function freshDemoFeed(shippedFeed: string, dataDir: string, now = new Date()): string {
  const target = path.join(dataDir, 'demo-feed.jsonl');
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  if (existsSync(target) && statSync(target).mtimeMs >= Math.max(today, statSync(shippedFeed).mtimeMs)) return target;

  const lines = readFileSync(shippedFeed, 'utf8').split('\n');
  let newest = 0;
  for (const line of lines) {
    const match = line.match(/"publishDate":"([^"]+)"/);
    if (match) newest = Math.max(newest, Date.parse(match[1]));
  }
  // Whole days, so the newest ad lands in the last 24 hours and never in the future.
  const shiftMs = newest > 0 ? Math.max(0, Math.floor((now.getTime() - newest) / DAY_MS) * DAY_MS) : 0;
  const shifted = lines.map((line) =>
    line.replace(/"publishDate":"([^"]+)"/, (_, iso: string) => `"publishDate":"${new Date(Date.parse(iso) + shiftMs).toISOString()}"`),
  );
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(target, shifted.join('\n'));
  return target;
}
