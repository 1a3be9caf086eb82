import type { ResultsPage } from '@ojeador/shared';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { searchHires } from '../../db/schema/index.js';
import { addResult, createAd, createResult, createSearch, hireExpert, signIn, type SignedIn } from '../../../test/factories.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

const REPORT = 'Tres coches revisados; el mejor es el Golf de Sevilla, con el libro de revisiones completo.';

/** A customer's search with three engine results, an accepted hire, and the hired expert's hand-added ad scoring lowest. */
async function scene() {
  const client = await signIn(t.app);
  const expert = await signIn(t.app, { role: 'expert' });
  const search = await createSearch(t.app, client);
  const found = [];
  for (const score of [90, 80, 70]) found.push((await createResult(t.app, search, {}, { finalScore: score })).ad);
  const hire = await hireExpert(t.app, search, expert, 'accepted');
  const byExpert = await createAd(t.app, { title: 'Golf del experto' });
  await addResult(t.app, search, byExpert, { finalScore: 20, origin: 'manual', addedBy: expert.user.id });
  return { client, expert, search, hire, found, byExpert };
}

async function pageOf(user: SignedIn, searchId: number, query: Record<string, string> = { sort: 'score' }) {
  const res = await t.as(user).get(`/api/SearchResult/${searchId}/results`, { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ResultsPage>();
}

describe("the hired expert's ads in the search's results", () => {
  it('come first with the badge while the hire is open, in every order and across pages', async () => {
    const { client, search, found, byExpert } = await scene();
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    const byAdmin = await createAd(t.app, { title: 'Añadido por el equipo' });
    await addResult(t.app, search, byAdmin, { finalScore: 10, origin: 'manual', addedBy: admin.user.id });

    const first = await pageOf(client, search.id);
    expect(first.items.map((item) => item.id)).toEqual([byExpert.id, ...found.map((ad) => ad.id), byAdmin.id]);
    expect(first.items.map((item) => item.recommendedByExpert)).toEqual([true, false, false, false, false]);
    for (const sort of ['latest', 'price', 'popular']) expect((await pageOf(client, search.id, { sort })).items[0].id).toBe(byExpert.id);

    // One per page: the cursor carries the rank, so nothing repeats or is skipped.
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const answer: ResultsPage = await pageOf(client, search.id, cursor ? { limit: '1', cursor } : { limit: '1' });
      ids.push(...answer.items.map((item) => item.id));
      cursor = answer.nextCursor;
    } while (cursor);
    expect(ids).toEqual(first.items.map((item) => item.id));

    // The unpaged list (the spec's) ranks the same way.
    const list = await t.as(client).get(`/api/SearchResult/${search.id}/results`);
    expect(list.json<{ id: number; recommendedByExpert: boolean }[]>().map((item) => [item.id, item.recommendedByExpert])[0]).toEqual([byExpert.id, true]);
  });

  it('keep the badge but take their place by score once the hire is over', async () => {
    const { client, search, hire, found, byExpert } = await scene();
    await t.database.db.update(searchHires).set({ status: 'completed' }).where(eq(searchHires.id, hire.id));
    const items = (await pageOf(client, search.id)).items;
    expect(items.map((item) => item.id)).toEqual([...found.map((ad) => ad.id), byExpert.id]);
    expect(items.at(-1)?.recommendedByExpert).toBe(true);
  });
});

describe('the report points at ads of the search', () => {
  it('stores the picked ads and the customer sees them in the report, in the order picked', async () => {
    const { client, expert, search, hire, found, byExpert } = await scene();
    const res = await t.as(expert).post(`/api/SearchHire/${hire.id}/finalize`, { report: REPORT, recommendedAdIds: [byExpert.id, found[1].id, byExpert.id] });
    expect(res.statusCode, res.body).toBe(200);
    const detail = await t.as(client).get(`/api/Search/${search.id}`);
    expect(detail.json().searchHire.recommendedAds).toEqual([
      { id: byExpert.id, title: 'Golf del experto', price: byExpert.price, url: byExpert.url },
      { id: found[1].id, title: found[1].title, price: found[1].price, url: found[1].url },
    ]);
  });

  it('answers 400 for an ad that is not among the search’s results, and writes nothing', async () => {
    const { expert, search, hire, found } = await scene();
    const other = await createSearch(t.app, await signIn(t.app));
    const elsewhere = (await createResult(t.app, other)).ad;
    const res = await t.as(expert).post(`/api/SearchHire/${hire.id}/finalize`, { report: REPORT, recommendedAdIds: [found[0].id, elsewhere.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Solo puedes recomendar anuncios de los resultados de esta búsqueda' });
    const [row] = await t.database.db.select().from(searchHires).where(eq(searchHires.id, hire.id));
    expect(row).toMatchObject({ status: 'accepted', recommendedAdIds: null, report: null });
    expect((await t.as(expert).get(`/api/Search/${search.id}`)).json().searchHire.recommendedAds).toEqual([]);
  });

  it('answers 404 to a stranger and 403 to the customer, who cannot finalize', async () => {
    const { client, expert, hire, found } = await scene();
    const stranger = await signIn(t.app, { role: 'expert' });
    const body = { report: REPORT, recommendedAdIds: [found[0].id] };
    expect((await t.as(stranger).post(`/api/SearchHire/${hire.id}/finalize`, body)).statusCode).toBe(404);
    expect((await t.as(client).post(`/api/SearchHire/${hire.id}/finalize`, body)).statusCode).toBe(403);
    expect((await t.as(expert).post(`/api/SearchHire/${hire.id}/finalize`, { report: REPORT, recommendedAdIds: ['x'] })).statusCode).toBe(400);
  });
});
