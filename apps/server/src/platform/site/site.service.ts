/** The app's public pages: what a search engine may index (the rest needs an account). */
export const PUBLIC_PAGES = ['/', '/terminos', '/contacto', '/privacy-policy'] as const;

/** Paths a crawler is told to leave alone: the API, payments and every customer's pages. */
const PRIVATE_PREFIXES = ['/api/', '/payments/', '/busquedas', '/searches', '/ad/', '/saldo', '/suscripciones', '/admin', '/expert-panel', '/verify-phone'];

export type SiteDeps = { publicUrl: string };

/** robots.txt and sitemap.xml, absolute with the instance's PUBLIC_URL. */
export class SiteService {
  private readonly base: string;

  constructor(deps: SiteDeps) {
    this.base = deps.publicUrl.replace(/\/+$/, '');
  }

  robots(): string {
    return ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${this.base}/sitemap.xml`, ''].join('\n');
  }

  sitemap(): string {
    const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${escapeXml(this.base + page)}</loc></url>`);
    return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
