import { describe, expect, it } from 'vitest';
import { isPublicHostname, isSafeSitePath, publicUrlProblem } from './url-safety.js';

describe('publicUrlProblem', () => {
  it.each([
    'https://www.wallapop.com/item/golf-123',
    'http://example.com',
    'https://img.example.com:8443/a.jpg?x=1#y',
    'https://8.8.8.8/x',
    'https://[2606:4700::1111]/x',
    'https://[::ffff:8.8.8.8]/x',
  ])('accepts %s', (url) => expect(publicUrlProblem(url)).toBeNull());

  it.each([
    'http://127.0.0.1/',
    'http://127.1.2.3/',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://app.localhost/',
    'http://printer.local/',
    'http://db/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.0.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://0/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://017700000001/',
    'http://127.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[fe80::1]/',
    'http://[febf::1]/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[::127.0.0.1]/',
    'http://[64:ff9b::10.0.0.1]/',
    'http://[::ffff:0:127.0.0.1]/',
    'http://224.0.0.1/',
  ])('refuses the private or local host of %s', (url) => expect(publicUrlProblem(url)).toBe('private'));

  it('refuses credentials', () => {
    expect(publicUrlProblem('https://user:pass@example.com/')).toBe('credentials');
    expect(publicUrlProblem('https://user@example.com/')).toBe('credentials');
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'file:///etc/passwd', 'ftp://example.com/x', 'ws://example.com'])(
    'refuses the scheme of %s',
    (url) => expect(publicUrlProblem(url)).toBe('protocol'),
  );

  it.each([
    'not a url',
    '',
    '//example.com/x',
    '/x',
    'http:example.com',
    'https:///example.com',
    'https://example.com\\@127.0.0.1/',
    'https://exa\u0000mple.com/',
    'https://example.com/a b',
  ])('refuses the malformed %j', (url) => expect(publicUrlProblem(url)).toBe('invalid'));
});

describe('isPublicHostname', () => {
  it('judges IPv6 literals by their embedded IPv4 address', () => {
    expect(isPublicHostname('[::ffff:c0a8:101]')).toBe(false);
    expect(isPublicHostname('[::ffff:808:808]')).toBe(true);
    expect(isPublicHostname('[2001:db8::1]')).toBe(false);
    expect(isPublicHostname('[1:2:3:4:5:6:7:8:9]')).toBe(false);
  });
});

describe('isSafeSitePath', () => {
  it.each(['/', '/busquedas/12', '/busquedas/12?tab=resultados#top', '/anuncios/5%20b'])('accepts %s', (path) => expect(isSafeSitePath(path)).toBe(true));
  it.each([
    '//evil.example.com',
    '/\\evil.example.com',
    '\\\\evil.example.com',
    '/%5Cevil.example.com',
    '/%5cevil.example.com',
    '/%2F%2Fevil.example.com',
    '/%2fevil.example.com',
    '/\t/evil.example.com',
    '/ /evil.example.com',
    'javascript:alert(1)',
    'https://evil.example.com',
    'busquedas/12',
    '/%E0%A4%A',
    '/a\u0000b',
  ])('refuses %j', (path) => expect(isSafeSitePath(path)).toBe(false));
});
