import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { createSearch, hireExpert, type SignedIn, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
});

let urlSequence = 0;
/** No fuel, km or year in the words: whatever the engine knows of them comes from the facts. */
const manualAd = (overrides: Record<string, unknown> = {}) => ({
  title: 'Volkswagen Golf',
  description: 'Coche en muy buen estado, siempre en garaje, libro de revisiones completo y neumáticos nuevos.',
  price: 11500,
  url: `https://es.wallapop.com/item/golf-facts-${++urlSequence}`,
  images: ['https://cdn.example.com/golf-1.jpg'],
  category: 1,
  province: 'Madrid',
  city: 'Alcobendas',
  ...overrides,
});

const centre = { latitude: 40.4168, longitude: -3.7038 };

async function searchWithWishes() {
  const owner = await signIn(t.app);
  const search = await createSearch(t.app, owner, {
    parameters: {
      keywords: 'golf',
      userSearch: 'golf diésel',
      ...centre,
      locationRangeKm: 100,
      preferences: { fuel: ['diesel'], maxKm: 120_000, minYear: 2015 },
    },
  });
  return { owner, search };
}

describe('POST /api/SearchResult/{searchId}/manual-ad with the facts a run would have', () => {
  it('stores year, km, fuel, publish date and a map point, and the engine scores the ad with them', async () => {
    const { search } = await searchWithWishes();
    const res = await t
      .as(admin)
      .post(
        `/api/SearchResult/${search.id}/manual-ad`,
        manualAd({ year: 2018, km: 90_000, fuel: 'diesel', publishDate: '2025-01-10', position: { latitude: 40.54, longitude: -3.64 } }),
      );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ attributes: { year: 2018, km: 90_000, fuel: 'diesel' }, latitude: 40.54, longitude: -3.64 });
    expect(body.publishDate).toMatch(/^2025-01-10T/);
    expect(body.badThings).not.toContain('El anuncio no indica su ubicación');
    expect(body.badThings).not.toContain('Sin fecha de publicación');
    expect(body.badThings).not.toContain('No indica el combustible');
    expect(body.goodThings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Diésel, como pides$/i), expect.stringMatching(/^90\.000 km, menos de los 120\.000 km/)]),
    );
    expect(body.goodThings.some((point: string) => /km del centro/.test(point))).toBe(true);

    const [stored] = await t.database.db.select().from(ads).where(eq(ads.id, body.id));
    expect(stored).toMatchObject({ attributes: { year: 2018, km: 90_000, fuel: 'diesel' }, latitude: 40.54, longitude: -3.64 });
    expect(stored.publishDate?.toISOString()).toMatch(/^2025-01-10/);
  });

  it('scores higher with facts that meet the wishes than the same ad without them', async () => {
    const { search } = await searchWithWishes();
    const bare = (await t.as(admin).post(`/api/SearchResult/${search.id}/manual-ad`, manualAd())).json();
    const withFacts = (
      await t.as(admin).post(`/api/SearchResult/${search.id}/manual-ad`, manualAd({ year: 2019, km: 60_000, fuel: 'diesel', position: 'searchCentre' }))
    ).json();
    expect(bare.badThings).toEqual(expect.arrayContaining(['El anuncio no indica su ubicación', 'No indica el combustible']));
    expect(withFacts.finalScore).toBeGreaterThan(bare.finalScore);
  });

  it("puts the ad at the search's centre when asked, so it is never 'sin ubicación'", async () => {
    const owner = await signIn(t.app);
    const expert = await signIn(t.app, { role: 'expert' });
    const search = await createSearch(t.app, owner, { parameters: { ...centre, locationRangeKm: 50 } });
    await hireExpert(t.app, search, expert);
    const res = await t.as(expert).post(`/api/SearchResult/${search.id}/manual-ad`, manualAd({ position: 'searchCentre', rooms: 3, sqm: 85.5 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...centre, attributes: { rooms: 3, sqm: 85.5 } });
    expect(res.json().badThings).not.toContain('El anuncio no indica su ubicación');
  });

  it("answers 400 for 'searchCentre' on a search without a centre", async () => {
    const search = await createSearch(t.app, await signIn(t.app), { parameters: { latitude: null, longitude: null } });
    const res = await t.as(admin).post(`/api/SearchResult/${search.id}/manual-ad`, manualAd({ position: 'searchCentre' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'La búsqueda no tiene centro: marca la ubicación del anuncio en el mapa' });
  });

  it.each([
    ['a year before 1900', { year: 1850 }],
    ['a year with decimals', { year: 2018.5 }],
    ['a year as text', { year: '2018' }],
    ['negative km', { km: -1 }],
    ['km with decimals', { km: 1000.5 }],
    ['an unknown fuel', { fuel: 'vapor' }],
    ['negative rooms', { rooms: -2 }],
    ['too many rooms', { rooms: 500 }],
    ['zero m²', { sqm: 0 }],
    ['a publish date that is not a day', { publishDate: '10/01/2025' }],
    ['a publish date that does not exist', { publishDate: '2025-02-30' }],
    ['a publish date in the future', { publishDate: '2999-01-01' }],
    ['a latitude out of range', { position: { latitude: 91, longitude: 0 } }],
    ['a longitude out of range', { position: { latitude: 40, longitude: -181 } }],
    ['a point without longitude', { position: { latitude: 40 } }],
    ['an unknown position word', { position: 'somewhere' }],
  ])('answers 400 for %s and stores nothing', async (_name, facts) => {
    const { owner, search } = await searchWithWishes();
    const res = await t.as(admin).post(`/api/SearchResult/${search.id}/manual-ad`, manualAd(facts));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect((await t.as(owner).get(`/api/SearchResult/${search.id}/results`)).json()).toHaveLength(0);
  });

  it('keeps the access rules with facts: 401 without a session, 403 to the owner, 404 to others and unknown searches', async () => {
    const { owner, search } = await searchWithWishes();
    const facts = manualAd({ year: 2018, position: 'searchCentre' });
    expect((await t.anonymous.post(`/api/SearchResult/${search.id}/manual-ad`, facts)).statusCode).toBe(401);
    expect((await t.as(owner).post(`/api/SearchResult/${search.id}/manual-ad`, facts)).statusCode).toBe(403);
    expect((await t.as(await signIn(t.app)).post(`/api/SearchResult/${search.id}/manual-ad`, facts)).statusCode).toBe(404);
    expect((await t.as(admin).post(`/api/SearchResult/999999/manual-ad`, facts)).statusCode).toBe(404);
  });
});
