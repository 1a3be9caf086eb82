import { describe, expect, it } from 'vitest';
import { buildPlaceIndex, fold, loadPlaceIndex, type PlaceData } from './place-search';

const DATA: PlaceData = {
  provinces: [
    ['20', 'Gipuzkoa', 43.3128, -1.975],
    ['28', 'Madrid', 40.4165, -3.7026],
  ],
  places: [
    ['Madrid', '28', 40.4165, -3.7026],
    ['Donostia / San Sebastián', '20', 43.3128, -1.975],
    ['Alcalá de Henares', '28', 40.4821, -3.36],
    ['Villanueva de la Cañada', '28', 40.4463, -4.0048],
    ['Madridejos', '45', 39.468, -3.532],
    ['San Sebastián de los Reyes', '28', 40.5474, -3.6261],
  ],
};
const names = (found: ReturnType<ReturnType<typeof buildPlaceIndex>['search']>) => found.map((place) => (place.kind === 'town' ? place.name : place.postcode));

describe('place search (step 1)', () => {
  it('folds case, accents and punctuation away', () => {
    expect(fold('  Alcalá  de-Henares ')).toBe('alcala de henares');
    expect(fold('A Coruña')).toBe('a coruna');
  });

  it('lists exact names, then names starting with the text, then names with a word starting with it, each by population', () => {
    const index = buildPlaceIndex(DATA);
    expect(names(index.search('madrid'))).toEqual(['Madrid', 'Madridejos']);
    expect(names(index.search('san seb'))).toEqual(['Donostia / San Sebastián', 'San Sebastián de los Reyes']);
    expect(names(index.search('henares'))).toEqual(['Alcalá de Henares']);
    expect(names(index.search('CANADA'))).toEqual(['Villanueva de la Cañada']);
    expect(index.search('a')).toEqual([]);
    expect(index.search('zzz')).toEqual([]);
    expect(index.search('de', 2)).toHaveLength(2);
  });

  it("places a postcode at its province's capital, and knows no province 53", () => {
    const index = buildPlaceIndex(DATA);
    expect(index.search(' 28801 ')).toEqual([{ kind: 'postcode', postcode: '28801', province: 'Madrid', latitude: 40.4165, longitude: -3.7026 }]);
    expect(index.search('53001')).toEqual([]);
    expect(index.search('2880')).toEqual([]);
  });

  it('names the province of a town, and finds towns in the bundled list of every province', async () => {
    const index = await loadPlaceIndex();
    const [first] = index.search('Alcalá de Henares');
    expect(first).toMatchObject({ kind: 'town', name: 'Alcalá de Henares', province: 'Madrid' });
    expect(first!.latitude).toBeCloseTo(40.48, 1);
    expect(index.search('San Sebastián')[0]).toMatchObject({ name: 'Donostia / San Sebastián', province: 'Gipuzkoa' });
    for (let code = 1; code <= 52; code++) {
      const postcode = `${String(code).padStart(2, '0')}001`;
      expect(index.search(postcode), postcode).toHaveLength(1);
    }
    expect(await loadPlaceIndex()).toBe(index);
  });

  it('names the town nearest a point within a few km, and none further away', () => {
    const index = buildPlaceIndex(DATA);
    expect(index.nearest(40.4165, -3.7026)).toMatchObject({ kind: 'town', name: 'Madrid', province: 'Madrid' });
    expect(index.nearest(40.47, -3.38)).toMatchObject({ name: 'Alcalá de Henares' }); // about 2 km away
    expect(index.nearest(40.0, -3.0)).toBeNull();
    expect(index.nearest(40.47, -3.38, 1)).toBeNull();
  });
});
