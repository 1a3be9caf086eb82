import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.js';

const PUBLIC_URL = 'https://ojeador.example';

describe('safeRedirectPath: a redirect stays on the app’s origin, anything else goes to /', () => {
  it.each([
    ['/\\evil.com'],
    ['/\t/evil.com'],
    ['/%09/evil.com'.replace('%09', '\t')],
    ['https://x/\\evil.com'],
    ['//evil.com'],
    ['///evil.com'],
    ['\\\\evil.com'],
    ['/\\\\evil.com'],
    ['\\/evil.com'],
    ['/\n/evil.com'],
    ['/\r\n/evil.com'],
    ['\t//evil.com'],
    [' //evil.com'],
    ['/.//evil.com'],
    ['/a/..//evil.com'],
    ['https://evil.com/success?payment=1'],
    ['http://ojeador.example/success'],
    ['https://ojeador.example:8443/success'],
    ['https://ojeador.example.evil.com/success'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['mailto:a@evil.com'],
    ['http://[::1'],
    [''],
  ])('%j goes to /', (target) => {
    expect(safeRedirectPath(target, PUBLIC_URL)).toBe('/');
  });

  it('decodes nothing itself: percent-encoded slashes stay inside one path on our origin', () => {
    expect(safeRedirectPath('/%2F%5Cevil.com', PUBLIC_URL)).toBe('/%2F%5Cevil.com');
    expect(safeRedirectPath('/%09/evil.com', PUBLIC_URL)).toBe('/%09/evil.com');
    expect(safeRedirectPath('/%2e%2e//evil.com', PUBLIC_URL)).toBe('/');
  });

  it.each([
    ['/success?payment=12', '/success?payment=12'],
    ['/cancel?payment=12&x=%2F%2Fevil.com#top', '/cancel?payment=12&x=%2F%2Fevil.com#top'],
    ['https://ojeador.example/success?payment=12', '/success?payment=12'],
    ['HTTPS://OJEADOR.EXAMPLE:443/success?payment=12', '/success?payment=12'],
    ['/expert-panel?onboarding=return', '/expert-panel?onboarding=return'],
    ['success?payment=1', '/success?payment=1'],
    ['/a/../success', '/success'],
    ['https:evil.com', '/evil.com'],
  ])('%j stays on the app: %j', (target, path) => {
    expect(safeRedirectPath(target, PUBLIC_URL)).toBe(path);
  });

  it('judges against the origin of PUBLIC_URL, whatever its path', () => {
    expect(safeRedirectPath('http://localhost:3000/success', 'http://localhost:3000/app/')).toBe('/success');
    expect(safeRedirectPath('http://localhost:3001/success', 'http://localhost:3000')).toBe('/');
  });
});
