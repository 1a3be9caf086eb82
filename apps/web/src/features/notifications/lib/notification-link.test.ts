import { describe, expect, it } from 'vitest';
import { resolveNotificationLink } from './notification-link';

const ORIGIN = 'https://ojeador.example.com';
const resolve = (url: string | null) => resolveNotificationLink(url, ORIGIN);

describe('resolveNotificationLink', () => {
  it('keeps site paths and same-origin URLs inside the app', () => {
    expect(resolve('/busquedas/3')).toEqual({ internal: true, to: '/busquedas/3' });
    expect(resolve(`${ORIGIN}/busquedas/3?tab=a#b`)).toEqual({ internal: true, to: '/busquedas/3?tab=a#b' });
  });

  it('opens public http(s) URLs as external links', () => {
    expect(resolve('https://stripe.example.com/invoice')).toEqual({ internal: false, href: 'https://stripe.example.com/invoice' });
  });

  it.each([
    '//evil.example.com',
    '/\\evil.example.com',
    '\\\\evil.example.com',
    '\\/evil.example.com',
    '/%5Cevil.example.com',
    '/%5cevil.example.com',
    '/%2F%2Fevil.example.com',
    '/\t/evil.example.com',
    `${ORIGIN}//evil.example.com`,
    `${ORIGIN}/%5Cevil.example.com`,
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://127.0.0.1:3000/admin',
    'http://localhost/admin',
    'http://[::1]/',
    'http://192.168.1.1/',
    'https://user:pass@evil.example.com/',
    'evil.example.com',
    null,
    '',
  ])('drops %j', (url) => {
    expect(resolve(url)).toBeNull();
  });
});
