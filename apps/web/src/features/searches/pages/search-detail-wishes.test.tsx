import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchParameters } from '@ojeador/shared';
import { makeAdSummary as makeAd, makeResultsPage as page } from '@/test/make-ad';
import type { StubRequest } from '@/test/fetch-stub';
import { SEARCH, openResults, query } from '../testing/detail-helpers';
import { groupByWish, searchHasWishes } from '../lib/wish-groups';

/** the results of a search with wishes, under "Cumple todo lo que pides", "Casi" and "El resto". */

beforeAll(() => {
  if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => undefined;
});

const PARAMETERS: SearchParameters = {
  searchId: 5,
  keywords: 'seat ibiza',
  userSearch: 'Gasolina, menos de 120.000 km',
  category: 1,
  categoryCode: 'cars',
  frequency: 6,
  serviceTypeId: 1,
  serviceTypeCode: 'webSearch',
  locationRange: 100,
  latitude: 40.4168,
  longitude: -3.7038,
  minPrice: null,
  maxPrice: null,
  brandId: null,
  modelId: null,
  platformIds: [1, 2],
  strictMatchOnly: false,
  preferences: { fuel: ['gasolina'], maxKm: 120000 },
};
const WITH_WISHES = { ...SEARCH, parameters: PARAMETERS };

const ALL = [makeAd({ id: 21, title: 'Ibiza gasolina' }), makeAd({ id: 22, title: 'Ibiza sin datos' })];
const ALMOST = [
  makeAd({ id: 23, title: 'Ibiza diésel', wishGroup: 'almost', brokenWish: 'Diésel: pides gasolina' }),
  makeAd({ id: 24, title: 'Ibiza rodado', wishGroup: 'almost', brokenWish: '150.000 km: más de los 120.000 km que pides' }),
];
const REST = [makeAd({ id: 25, title: 'Ibiza viejo', wishGroup: 'rest' })];
const DOUBTFUL = [makeAd({ id: 26, title: 'Ibiza regalado', wishGroup: 'doubtful' })];

const GROUP_HEADINGS = ['Cumple todo lo que pides', 'Casi', 'El resto', 'Precio sospechoso'];
/** The group headings shown, in page order (the page has other second-level headings). */
const groupHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent ?? '')
    .filter((text) => GROUP_HEADINGS.includes(text));
const titlesIn = (listName: string) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('/busquedas/:id results grouped by the wishes', () => {
  it('shows the three headers in order, and each "Casi" card says which wish it breaks', async () => {
    openResults({ 'GET /api/Search/5': { body: WITH_WISHES }, 'GET /api/SearchResult/5/results': { body: page([...ALL, ...ALMOST, ...REST]) } });
    await screen.findByRole('article', { name: 'Ibiza diésel' });
    expect(groupHeadings()).toEqual(['Cumple todo lo que pides', 'Casi', 'El resto']);
    expect(titlesIn('Cumple todo lo que pides')).toEqual(['Ibiza gasolina', 'Ibiza sin datos']);
    expect(titlesIn('Casi')).toEqual(['Ibiza diésel', 'Ibiza rodado']);
    expect(titlesIn('El resto')).toEqual(['Ibiza viejo']);
    const almost = within(screen.getByRole('list', { name: 'Casi' }));
    expect(almost.getByText('No cumple: Diésel: pides gasolina')).toBeInTheDocument();
    expect(almost.getByText('No cumple: 150.000 km: más de los 120.000 km que pides')).toBeInTheDocument();
    expect(screen.getAllByText(/^No cumple:/)).toHaveLength(2);
    // The same grid on every screen size: one column on a phone.
    expect(screen.getByRole('list', { name: 'Casi' }).className).toContain('grid-cols-1');
    // Still one "Resultados" list (its items are the groups): every card is found in it, as for a search without wishes.
    expect(within(screen.getByRole('list', { name: 'Resultados' })).getAllByRole('article')).toHaveLength(5);
  });

  it('ends with "Precio sospechoso", saying why, for an ad whose price may be a scam', async () => {
    openResults({ 'GET /api/Search/5': { body: WITH_WISHES }, 'GET /api/SearchResult/5/results': { body: page([...ALL, ...REST, ...DOUBTFUL]) } });
    await screen.findByRole('article', { name: 'Ibiza regalado' });
    expect(groupHeadings()).toEqual(['Cumple todo lo que pides', 'El resto', 'Precio sospechoso']);
    expect(titlesIn('Precio sospechoso')).toEqual(['Ibiza regalado']);
    expect(screen.getByText(/puede ser un fraude/)).toBeInTheDocument();
  });

  it('grows the groups as more pages load: the next page continues "Casi" and starts "El resto"', async () => {
    const handler = (request: StubRequest) =>
      query(request).get('cursor') === 'c1'
        ? { body: page([ALMOST[1], ...REST], { total: 5 }) }
        : { body: page([...ALL, ALMOST[0]], { nextCursor: 'c1', total: 5 }) };
    const { user } = openResults({ 'GET /api/Search/5': { body: WITH_WISHES }, 'GET /api/SearchResult/5/results': handler });
    await screen.findByRole('article', { name: 'Ibiza diésel' });
    expect(groupHeadings()).toEqual(['Cumple todo lo que pides', 'Casi']);
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await screen.findByRole('article', { name: 'Ibiza viejo' });
    expect(groupHeadings()).toEqual(['Cumple todo lo que pides', 'Casi', 'El resto']);
    expect(titlesIn('Casi')).toEqual(['Ibiza diésel', 'Ibiza rodado']);
    expect(screen.getByTestId('results-shown')).toHaveTextContent('Mostrando 5 de 5');
  });

  it('shows no headers nor "No cumple" for a search without wishes', async () => {
    openResults({ 'GET /api/SearchResult/5/results': { body: page([...ALL, ...ALMOST]) } });
    await screen.findByRole('article', { name: 'Ibiza diésel' });
    expect(screen.queryByRole('heading', { name: 'Cumple todo lo que pides' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^No cumple:/)).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Resultados' })).toBeInTheDocument();
  });
});

describe('wish-groups helpers', () => {
  it('says a search has wishes only when it states a preference (the price only without a range maximum)', () => {
    expect(searchHasWishes(null)).toBe(false);
    expect(searchHasWishes({ ...PARAMETERS, preferences: {} })).toBe(false);
    expect(searchHasWishes(PARAMETERS)).toBe(true);
    expect(searchHasWishes({ ...PARAMETERS, preferences: { features: [] } })).toBe(false);
    expect(searchHasWishes({ ...PARAMETERS, preferences: { maxPrice: 9000 } })).toBe(true);
    expect(searchHasWishes({ ...PARAMETERS, maxPrice: 12000, preferences: { maxPrice: 9000 } })).toBe(false);
  });

  it('keeps the groups in order and each in the order given, leaving empty groups out', () => {
    const sections = groupByWish([ALL[0], ALMOST[0], REST[0], ALMOST[1]]);
    expect(sections.map((s) => [s.group, s.ads.map((a) => a.id)])).toEqual([
      ['all', [21]],
      ['almost', [23, 24]],
      ['rest', [25]],
    ]);
    expect(groupByWish(REST).map((s) => s.group)).toEqual(['rest']);
    expect(groupByWish([DOUBTFUL[0], ALL[0]]).map((s) => s.group)).toEqual(['all', 'doubtful']);
  });
});
