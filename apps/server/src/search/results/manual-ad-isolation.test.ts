import { describe, expect, it } from 'vitest';
import { createResult, createSearch, hireExpert, signIn } from '../../../test/factories.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

const manualAd = (url: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Seat León FR impecable',
  description: 'Siempre en garaje, revisiones en la casa.',
  price: 9500,
  url,
  images: ['https://cdn.example.com/leon-1.jpg'],
  category: 1,
  province: 'Madrid',
  city: 'Getafe',
  ...overrides,
});

describe('a hand-added ad and the ads other searches show', () => {
  it("never changes a stranger's result for the same URL, found by a run or added by hand", async () => {
    const admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
    const stranger = await signIn(t.app);
    const strangersSearch = await createSearch(t.app, stranger);
    const url = 'https://es.wallapop.com/item/seat-leon-fr-42';
    const byHand = await t.as(admin).post(`/api/SearchResult/${strangersSearch.id}/manual-ad`, manualAd(url, { title: 'Seat León FR 2019', price: 14900 }));
    expect(byHand.statusCode).toBe(201);
    const { ad: byRun } = await createResult(t.app, strangersSearch, { url: 'https://es.wallapop.com/item/ibiza-7', title: 'Seat Ibiza 2020', price: 11000 });
    // The owner's first look clears the "new" flags; everything else must stay as it was.
    const strangersResults = async () =>
      ((await t.as(stranger).get(`/api/SearchResult/${strangersSearch.id}/results`)).json() as { isNew: boolean }[]).map(({ isNew: _seen, ...ad }) => ad);
    const before = await strangersResults();

    const expert = await signIn(t.app, { role: 'expert' });
    const hiredSearch = await createSearch(t.app, await signIn(t.app));
    await hireExpert(t.app, hiredSearch, expert);
    for (const target of [url, byRun.url]) {
      const added = await t
        .as(expert)
        .post(`/api/SearchResult/${hiredSearch.id}/manual-ad`, manualAd(target, { title: 'Chollo', price: 100, images: ['https://cdn.example.com/otra.jpg'] }));
      expect(added.statusCode).toBe(201);
      expect([byHand.json().id, byRun.id]).not.toContain(added.json().id);
    }

    expect(await strangersResults()).toEqual(before);
    expect(before.map((ad) => (ad as { title: string }).title).sort()).toEqual(['Seat Ibiza 2020', 'Seat León FR 2019']);
  });
});

describe('what an expert may do on a search, by the state of their hire', () => {
  for (const status of ['accepted', 'awaiting_client_decision', 'disputed'] as const) {
    it(`a ${status} hire lets the expert read the search and add ads`, async () => {
      const expert = await signIn(t.app, { role: 'expert' });
      const search = await createSearch(t.app, await signIn(t.app));
      await hireExpert(t.app, search, expert, status);
      expect((await t.as(expert).get(`/api/Search/${search.id}`)).statusCode).toBe(200);
      const added = await t.as(expert).post(`/api/SearchResult/${search.id}/manual-ad`, { ...manualAd(`https://es.wallapop.com/item/open-${status}`) });
      expect(added.statusCode).toBe(201);
    });
  }

  for (const status of ['awaiting_payment', 'pending', 'cancelled'] as const) {
    it(`a ${status} hire (never accepted) gives the expert nothing: 404 like a stranger's search`, async () => {
      const expert = await signIn(t.app, { role: 'expert' });
      const search = await createSearch(t.app, await signIn(t.app));
      await hireExpert(t.app, search, expert, status);
      expect((await t.as(expert).get(`/api/Search/${search.id}`)).statusCode).toBe(404);
      const refused = await t.as(expert).post(`/api/SearchResult/${search.id}/manual-ad`, { ...manualAd(`https://es.wallapop.com/item/never-${status}`) });
      expect(refused.statusCode).toBe(404);
    });
  }

  for (const status of ['completed', 'dispute_resolved', 'refunded'] as const) {
    it(`a ${status} hire leaves read access to what was delivered, never the right to add ads`, async () => {
      const expert = await signIn(t.app, { role: 'expert' });
      const owner = await signIn(t.app);
      const search = await createSearch(t.app, owner);
      await hireExpert(t.app, search, expert, status);
      expect((await t.as(expert).get(`/api/Search/${search.id}`)).statusCode).toBe(200);
      expect((await t.as(expert).get(`/api/SearchResult/${search.id}/results`)).statusCode).toBe(200);
      const refused = await t.as(expert).post(`/api/SearchResult/${search.id}/manual-ad`, { ...manualAd(`https://es.wallapop.com/item/closed-${status}`) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect((await t.as(owner).get('/api/Notification')).json()).toEqual([]);
    });
  }
});
