// Initial JavaScript of `/`: the scripts index.html loads and preloads, gzipped. Budget: 150 KB (docs/design.md 10).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';

const BUDGET_KB = 150;
const dist = process.env.WEB_DIST ?? path.resolve('apps/web/dist');
if (process.argv.includes('--build') || !existsSync(path.join(dist, 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const src of new Set(scripts)) {
  const bytes = gzipSync(readFileSync(path.join(dist, src.replace(/^\//, '')))).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${src}`);
}
const kb = total / 1024;
console.log(`${kb.toFixed(1).padStart(7)} KB  initial JavaScript of / (gzipped), budget ${BUDGET_KB} KB`);
if (kb > BUDGET_KB) {
  console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
