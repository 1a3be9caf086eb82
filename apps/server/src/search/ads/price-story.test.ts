import type { AdDetail } from '@ojeador/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../../test/factories.js';
import { carAd, writeFeed } from '../../../test/feed-file.js';
import { expectAgreement } from '../../../test/price-story.js';
import { useTestApp } from '../../../test/use-test-app.js';

// A market of Seat Leóns across Spain, priced on a curve of year and km with some spread. The search below keeps only
// the cheap ones near Madrid: its results are a biased slice of the market the engine priced them in.
const CITIES = [
  { city: 'Madrid', province: 'Madrid', latitude: 40.42, longitude: -3.7 },
  { city: 'Barcelona', province: 'Barcelona', latitude: 41.39, longitude: 2.17 },
  { city: 'Sevilla', province: 'Sevilla', latitude: 37.39, longitude: -5.98 },
];
const market = Array.from({ length: 45 }, (_, i) => {
  const year = 2012 + (i % 11);
  const km = 20_000 + ((i * 37) % 15) * 12_000;
  const spread = 1 + (((i * 7) % 9) - 4) * 0.03;
  const price = Math.round((24_000 * 0.88 ** (2023 - year) * (1 - km / 600_000) * spread) / 50) * 50;
  return carAd({ externalId: `story-${i}`, price, attributes: { year, km, fuel: 'gasolina' }, ...CITIES[i % 3] });
});

const t = useTestApp(() => ({ FEED_FILES: writeFeed(market) }));
let owner: SignedIn;
beforeAll(async () => {
  owner = await signIn(t.app);
});

describe('one price story on the ad page', () => {
  it("the chart of a polled ad is read in the market its score was, not among its search's results", async () => {
    const parameters = { keywords: 'seat leon', locationRange: 50, latitude: 40.4168, longitude: -3.7038, minPrice: null, maxPrice: 11_000 };
    const created = await t.as(owner).post('/api/Search', { title: 'Seat León', description: 'Un Seat León', category: 1, frequency: 6, parameters });
    expect(created.statusCode).toBe(201);
    const searchId = (created.json() as { id: number }).id;
    expect(await t.app.ctx.engine.runner.run(searchId, 'manual')).toMatchObject({ matched: expect.any(Number) });

    const results = (await t.as(owner).get(`/api/SearchResult/${searchId}/results`)).json() as { id: number }[];
    expect(results.length).toBeGreaterThan(3);
    for (const { id } of results) {
      const ad = (await t.as(owner).get(`/api/Ads/${id}`)).json() as AdDetail;
      const point = [...ad.goodThings, ...ad.badThings].find((text) => text.startsWith('Precio '));
      expect(point, `ad ${id} has a price point`).toBeDefined();
      expect(ad.priceContext?.basis).not.toBe('none');
      expectAgreement(point as string, ad.priceContext!);
    }
  });
});
