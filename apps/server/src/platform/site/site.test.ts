import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.js';

describe('robots.txt and sitemap.xml', () => {
  const t = useTestApp(() => ({ PUBLIC_URL: 'https://ojeador.example/' }));

  it('answers robots.txt as text: public pages allowed, the API and account pages not, and where the sitemap is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/api/', '/payments/', '/busquedas', '/ad/', '/admin', '/expert-panel']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://ojeador.example/sitemap.xml');
    expect(res.body).not.toContain('<html');
  });

  it('answers sitemap.xml as XML with the public pages, absolute', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://ojeador.example/',
      'https://ojeador.example/terminos',
      'https://ojeador.example/contacto',
      'https://ojeador.example/privacy-policy',
    ]);
  });
});
