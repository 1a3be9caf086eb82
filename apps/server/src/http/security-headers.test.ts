import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadConfig } from '../config.js';
import { addResults, createSearch, signIn } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const THEME_SCRIPT = "\n      (function () { document.documentElement.classList.add('dark'); })();\n    ";
const BUNDLE = `console.log(${JSON.stringify('ojeador '.repeat(500))});`;

function webDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ojeador-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>`,
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), BUNDLE);
  return dir;
}

const t = useTestApp(() => ({ WEB_DIST: webDist() }));

describe('security headers', () => {
  it('sends a CSP that allows the inline theme script by its hash, and forbids framing', async () => {
    const res = await t.anonymous.get('/');
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}' https://accounts.google.com/gsi/client`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("connect-src 'self' https://accounts.google.com/gsi/");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  describe('with a map tile server', () => {
    const tiles = useTestApp({ VITE_MAP_TILE_URL: 'http://127.0.0.1:8088/{z}/{x}/{y}.png' });

    it('allows map tiles from the configured tile server', async () => {
      const csp = String((await tiles.anonymous.get('/api/health')).headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https: http://127.0.0.1:8088");
    });
  });

  it('sends the headers on API answers and errors too, never cacheable', async () => {
    for (const url of ['/api/health', '/api/User/me', '/api/nope']) {
      const res = await t.anonymous.get(url);
      expect(res.headers['content-security-policy'], url).toBeDefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  describe('behind a trusted proxy', () => {
    const proxied = useTestApp({ TRUST_PROXY: '1' });

    it('sends HSTS only over TLS as told by a trusted proxy', async () => {
      const overTls = await proxied.anonymous.get('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await proxied.anonymous.get('/api/health');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const untrusted = await t.anonymous.get('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

describe('caching', () => {
  it('serves hashed assets immutable for a year and the app shell never cached', async () => {
    const asset = await t.anonymous.get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/busquedas/3']) {
      const res = await t.anonymous.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('compression', () => {
  it('sends the JavaScript bundle with brotli or gzip when asked', async () => {
    const br = await t.anonymous.get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    const gzip = await t.anonymous.get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);
    const plain = await t.anonymous.get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends a results list compressed', async () => {
    const user = await signIn(t.app);
    const search = await createSearch(t.app, user, { parameters: null });
    await addResults(t.app, search.id, 20);
    const url = `/api/SearchResult/${search.id}/results`;
    const res = await t.as(user).get(url, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await t.as(user).get(url);
    const ids = (list: { id: number }[]) => list.map((r) => r.id);
    expect(ids(JSON.parse(brotliDecompressSync(res.rawPayload).toString()))).toEqual(ids(plain.json()));
    expect(ids(plain.json())).toHaveLength(20);
  });
});

describe('production switches', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'x'.repeat(32),
    PHONE_CODE_SECRET: 'p'.repeat(32),
    DATABASE_URL: 'postgres://unused',
    GOOGLE_CLIENT_ID: 'id',
    ALLOW_LOCAL_PAYMENTS: 'true', // the explicit demo switch: these tests need no Stripe
  };
  const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15550000000' };

  it('refuses to start without Twilio for SMS', () => {
    expect(() => loadConfig(production)).toThrow(/SMS_PROVIDER=twilio/);
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM/);
    expect(loadConfig({ ...production, ...twilio }).SMS_PROVIDER).toBe('twilio');
  });

  describe('API docs', () => {
    const closed = useTestApp({ ...production, ...twilio });
    const open = useTestApp({ ...production, ...twilio, API_DOCS: 'true' });

    it('serves /api/docs only with API_DOCS=true', async () => {
      expect((await closed.anonymous.get('/api/docs')).statusCode).toBe(404);
      expect((await closed.anonymous.get('/api/docs/json')).statusCode).toBe(404);
      expect((await open.anonymous.get('/api/docs/json')).statusCode).toBe(200);
    });
  });

  it('parses TRUST_PROXY', async () => {
    const { parseTrustProxy } = await import('../config.js');
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
