import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../../test/factories.js';
import { carAd, writeFeed } from '../../../test/feed-file.js';
import { useTestApp } from '../../../test/use-test-app.js';

// "hasta 9.000 €" in the description fills the price range the customer left empty.
const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const cheap = carAd({ externalId: 'price-cheap', price: 8_500 });
const atLimit = carAd({ externalId: 'price-at-limit', price: 9_000 });
const dear = carAd({ externalId: 'price-dear', price: 11_000 });

const t = useTestApp(() => ({ FEED_FILES: writeFeed([cheap, atLimit, dear]) }));
let owner: SignedIn;
beforeAll(async () => {
  owner = await signIn(t.app);
});

const parameters = {
  keywords: 'seat leon',
  userSearch: 'Seat León FR, hasta 9.000 €',
  locationRange: 50,
  ...MADRID,
  minPrice: null,
  maxPrice: null,
  strictMatchOnly: false,
};
const listedUrls = async (searchId: number) =>
  ((await t.as(owner).get(`/api/SearchResult/${searchId}/results`)).json() as { url: string }[]).map((r) => r.url).sort();
const run = (searchId: number, trigger: 'manual' | 'edit') => t.app.ctx.engine.runner.run(searchId, trigger);

describe('a price stated in the description', () => {
  it('is the maximum of a run when the slider set none, and the slider rules once it is set', async () => {
    const created = await t.as(owner).post('/api/Search', { title: 'Seat León', description: 'Un Seat León', category: 1, frequency: 6, parameters });
    expect(created.statusCode).toBe(201);
    const search = created.json() as { id: number; parameters: { maxPrice: number | null; preferences: object } };
    expect(search.parameters).toMatchObject({ maxPrice: null, preferences: { maxPrice: 9_000 } });

    expect(await run(search.id, 'manual')).toMatchObject({ matched: 2 });
    expect(await listedUrls(search.id)).toEqual([cheap.url, atLimit.url].sort());

    const edit = { ...parameters, frequency: 6, maxPrice: 12_000, preferences: { maxPrice: 9_000 } };
    expect((await t.as(owner).put(`/api/SearchParameter/${search.id}`, edit)).statusCode).toBe(200);
    expect(await run(search.id, 'edit')).toMatchObject({ matched: 3 });
    expect(await listedUrls(search.id)).toEqual([cheap.url, atLimit.url, dear.url].sort());

    // The customer removed the price chip and cleared the slider: no maximum at all.
    expect((await t.as(owner).put(`/api/SearchParameter/${search.id}`, { ...edit, maxPrice: null, preferences: {} })).statusCode).toBe(200);
    expect(await run(search.id, 'edit')).toMatchObject({ matched: 3 });
  });
});
