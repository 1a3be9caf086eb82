import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sourceStatus } from '../../../../db/schema/index.js';
import type { RawAd, SearchQuery } from '../../core/types.js';
import { createSearch, signIn } from '../../../../../test/factories.js';
import { carAd, writeFeed } from '../../../../../test/feed-file.js';
import { recordingLog } from '../../../../../test/recording-log.js';
import { useTestApp } from '../../../../../test/use-test-app.js';
import { startWallapopFake, wallapopCarItem, wallapopPage, type WallapopFake } from '../../../../../test/fakes/wallapop-fake.js';
import { SourceStatusRepository } from './source-status.repository.js';
import { createWallapopSource, type WallapopSourceOptions } from './wallapop.js';

/** The contract with Wallapop's search API, against a local fake: what we send and how we read it. */

let fake: WallapopFake;
const log = recordingLog();

beforeAll(async () => {
  fake = await startWallapopFake();
});
// Registered before useTestApp: the fake closes after the app.
afterAll(() => fake?.close());

const t = useTestApp(() => ({
  SOURCES: 'wallapop',
  WALLAPOP_API_BASE: fake.url,
  WALLAPOP_MIN_INTERVAL_MS: '0',
  WALLAPOP_BACKOFF_BASE_MS: '1',
  FEED_FILES: writeFeed([carAd({ externalId: 'feed-leon', title: 'Seat León ST familiar', price: 13000 })]),
}));
beforeEach(async () => {
  fake.reset();
  log.clear();
  await t.database.db.delete(sourceStatus);
});

const source = (options: Partial<WallapopSourceOptions> = {}) =>
  createWallapopSource({
    apiBase: fake.url,
    statusRepository: new SourceStatusRepository(t.database.db),
    log,
    minIntervalMs: 0,
    retry: { backoffBaseMs: 1 },
    ...options,
  });

const query = (overrides: Partial<SearchQuery> = {}): SearchQuery => ({
  categoryId: 1,
  keywords: 'seat leon',
  userSearch: '',
  latitude: 40.4168,
  longitude: -3.7038,
  radiusKm: 50,
  minPrice: 5000,
  maxPrice: 20000,
  strictMatchOnly: false,
  ...overrides,
});

async function collect(options: Partial<WallapopSourceOptions> = {}, searchQuery = query()): Promise<RawAd[]> {
  const ads: RawAd[] = [];
  for await (const ad of source(options).search(searchQuery, AbortSignal.timeout(10_000))) ads.push(ad);
  return ads;
}

describe('the request', () => {
  it('sends exactly the documented query parameters and headers', async () => {
    fake.reply({ body: wallapopPage([]) });
    await collect();
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.method).toBe('GET');
    expect(new URL(request.url, fake.url).pathname).toBe('/api/v3/search');
    expect(fake.params(0)).toEqual({
      keywords: 'seat leon',
      latitude: '40.4168',
      longitude: '-3.7038',
      distance_in_km: '50',
      min_sale_price: '5000',
      max_sale_price: '20000',
      category_id: '100',
      order_by: 'newest',
    });
    expect(request.headers['x-deviceos']).toBe('0');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['user-agent']).toBe('Ojeador/0.1 (busquedas automaticas de segunda mano)');
  });

  it('leaves out the centre, the distance and the prices a search does not have', async () => {
    await collect({}, query({ categoryId: 3, keywords: 'casa "con jardín"', latitude: null, longitude: null, radiusKm: 30, minPrice: null, maxPrice: null }));
    expect(fake.params(0)).toEqual({ keywords: 'casa con jardín', category_id: '200', order_by: 'newest' });
  });

  it('sends the centre without a distance when the search has no radius', async () => {
    await collect({}, query({ categoryId: 2, keywords: '', radiusKm: null, minPrice: 0, maxPrice: null }));
    expect(fake.params(0)).toEqual({ latitude: '40.4168', longitude: '-3.7038', min_sale_price: '0', category_id: '14000', order_by: 'newest' });
  });
});

describe('paging', () => {
  it('follows meta.next_page, sending the token back, until a page has none', async () => {
    const items = [wallapopCarItem(), wallapopCarItem(), wallapopCarItem(), wallapopCarItem()];
    fake.reply(
      { body: wallapopPage(items.slice(0, 2), 'token-page-2') },
      { body: wallapopPage([items[2]], 'token-page-3') },
      { body: wallapopPage([items[3]]) },
    );
    const ads = await collect();
    expect(ads.map((ad) => ad.externalId)).toEqual(items.map((item) => item.id));
    expect(fake.requests).toHaveLength(3);
    const firstPage = fake.params(0);
    expect(firstPage.next_page).toBeUndefined();
    expect(fake.params(1)).toEqual({ ...firstPage, next_page: 'token-page-2' });
    expect(fake.params(2)).toEqual({ ...firstPage, next_page: 'token-page-3' });
  });

  it('stops at the page limit even when more pages are offered', async () => {
    fake.replyAlways({ body: wallapopPage([wallapopCarItem()], 'always-more') });
    const ads = await collect({ maxPages: 3 });
    expect(ads).toHaveLength(3);
    expect(fake.requests).toHaveLength(3);
    expect(log.messages()).toContain('source page limit reached');
  });

  it('fails on an answer without the items list, and records the source as degraded', async () => {
    fake.reply({ body: { data: { section: {} } } });
    await expect(collect()).rejects.toThrow('Wallapop answered without data.section.payload.items');
    expect(await new SourceStatusRepository(t.database.db).find('wallapop')).toMatchObject({ state: 'degraded', consecutiveFailures: 1 });
  });
});

describe('item mapping', () => {
  it('maps every field of an item to a RawAd', async () => {
    const item = wallapopCarItem();
    fake.reply({ body: wallapopPage([item]) });
    const [ad] = await collect();
    expect(ad).toEqual({
      externalId: item.id,
      platformId: 1,
      title: 'Seat León 1.5 TSI FR',
      description: 'Seat León FR de 2019 con 61.000 km, libro de revisiones y ITV recién pasada. Siempre en garaje.',
      price: 15000,
      url: `https://es.wallapop.com/item/${item.web_slug}`,
      images: (item.images as { urls: { big: string } }[]).map((image) => image.urls.big),
      category: 1,
      province: 'Madrid',
      city: 'Madrid',
      latitude: 40.43,
      longitude: -3.69,
      sellerType: 'particular',
      sellerId: item.user_id,
      publishDate: new Date(item.created_at as number),
      attributes: { year: 2019, km: 61000, fuel: 'gasolina' },
    });
  });

  it('falls back on smaller images, and reads sparse items without inventing data', async () => {
    const sparse = wallapopCarItem({
      id: 987654,
      price: { amount: 2100.4 },
      description: undefined,
      images: [
        { urls: { medium: 'https://cdn.wallapop.test/m.jpg', small: 'https://cdn.wallapop.test/s.jpg' } },
        { urls: { small: 'https://cdn.wallapop.test/only-s.jpg' } },
        { urls: {} },
      ],
      location: { city: 'Alcalá de Henares' },
      web_slug: undefined,
      created_at: 'not a date',
      type_attributes: { year: 1850, km: '120000', engine: 'gasoil' },
    });
    fake.reply({ body: wallapopPage([sparse]) });
    const [ad] = await collect();
    expect(ad).toMatchObject({
      externalId: '987654',
      description: '',
      price: 2100,
      url: 'https://es.wallapop.com/item/987654',
      images: ['https://cdn.wallapop.test/m.jpg', 'https://cdn.wallapop.test/only-s.jpg'],
      province: '',
      city: 'Alcalá de Henares',
      latitude: null,
      longitude: null,
      publishDate: null,
      attributes: { km: 120000, fuel: 'diésel' },
    });
  });

  it('marks professional sellers only when the item says so', async () => {
    const items = [
      wallapopCarItem({ user: { kind: 'professional' } }),
      wallapopCarItem({ is_pro: true }),
      wallapopCarItem({ user: { kind: 'normal' } }),
      wallapopCarItem({ user: 'unexpected' }),
    ];
    fake.reply({ body: wallapopPage(items) });
    expect((await collect()).map((ad) => ad.sellerType)).toEqual(['professional', 'professional', 'particular', 'particular']);
  });

  it('reads motorbike attributes given as strings or { value } / { id } objects', async () => {
    fake.reply({
      body: wallapopPage([wallapopCarItem({ type_attributes: { year: '2015', km: { value: 20500.4 }, engine: { id: 'electric', text: 'Eléctrico' } } })]),
    });
    const [ad] = await collect({}, query({ categoryId: 2 }));
    expect(ad.attributes).toEqual({ year: 2015, km: 20500, fuel: 'eléctrico' });
  });

  it('reads rooms and surface for homes, and nothing when there are no type attributes', async () => {
    fake.reply({
      body: wallapopPage([wallapopCarItem({ type_attributes: { rooms: 3, surface: 95, bathrooms: 2 } }), wallapopCarItem({ type_attributes: undefined })]),
    });
    const ads = await collect({}, query({ categoryId: 3 }));
    expect(ads.map((ad) => [ad.category, ad.attributes])).toEqual([
      [3, { rooms: 3, sqm: 95 }],
      [3, {}],
    ]);
  });

  it('skips items without id, title or price, counts them in the log, and keeps the rest', async () => {
    const good = [wallapopCarItem(), wallapopCarItem()];
    const bad = [
      wallapopCarItem({ id: undefined }),
      wallapopCarItem({ title: '  ' }),
      wallapopCarItem({ price: { currency: 'EUR' } }),
      wallapopCarItem({ price: { amount: -5 } }),
      wallapopCarItem({ price: { amount: 5e9 } }),
      'not an item',
    ];
    fake.reply({ body: wallapopPage([good[0], ...bad, good[1]]) });
    const ads = await collect();
    expect(ads.map((ad) => ad.externalId)).toEqual(good.map((item) => item.id));
    const skippedLine = log.lines.find((line) => line.message === 'source items skipped');
    expect(skippedLine?.details).toMatchObject({ source: 'wallapop', skipped: 6 });
  });
});

describe('a full run with SOURCES=wallapop', () => {
  it("stores Wallapop ads (platform 1) beside the feed's in the search results", async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, {
      title: 'Seat León',
      parameters: { keywords: 'seat leon', latitude: 40.4168, longitude: -3.7038, locationRangeKm: 100, minPrice: 5000, maxPrice: 30000 },
    });
    const near = wallapopCarItem({ title: 'Seat León FR 150 CV', price: { amount: 14500 } });
    const cheap = wallapopCarItem({
      title: 'Seat León Style',
      price: { amount: 9900 },
      location: { city: 'Getafe', region: 'Madrid', latitude: 40.3, longitude: -3.73 },
    });
    const unrelated = wallapopCarItem({ title: 'Renault Clio', description: 'Clio en buen estado' });
    fake.reply({ body: wallapopPage([near, unrelated], 'second') }, { body: wallapopPage([cheap]) });

    const summary = await t.app.ctx.engine.runner.run(search.id, 'manual');
    expect(summary).toMatchObject({ sources: ['feed', 'wallapop'], newResults: 3 });
    expect(fake.requests).toHaveLength(2);
    // One coarse query for the area (decision 029): the cell's centre, wide enough for the search's circle, no keywords.
    expect(fake.params(0)).toMatchObject({ category_id: '100', latitude: '40.5', longitude: '-3.5', distance_in_km: '120', order_by: 'newest' });
    expect(fake.params(0)).not.toHaveProperty('keywords');

    const response = await t.as(owner).get(`/api/SearchResult/${search.id}/results`);
    expect(response.statusCode).toBe(200);
    const results = response.json() as { platformId: number; platformName: string; url: string; price: number; city: string; finalScore: number }[];
    const fromWallapop = results.filter((result) => result.platformId === 1);
    expect(fromWallapop.map((result) => result.url).sort()).toEqual(
      [`https://es.wallapop.com/item/${cheap.web_slug}`, `https://es.wallapop.com/item/${near.web_slug}`].sort(),
    );
    expect(fromWallapop.every((result) => result.platformName === 'Wallapop')).toBe(true);
    expect(fromWallapop.find((result) => result.price === 9900)?.city).toBe('Getafe');
    expect(results.filter((result) => result.platformId === 100)).toHaveLength(1);
    expect(await t.app.ctx.sources.status()).toContainEqual(
      expect.objectContaining({ source: 'wallapop', enabled: true, state: 'ok', consecutiveFailures: 0 }),
    );
  });
});
