import { describe, expect, it } from 'vitest';
import { compileQuery, matches } from './match.js';
import { makeAd, makeQuery } from './test-fixtures.js';

const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const TOLEDO = { latitude: 39.8628, longitude: -4.0273 }; // about 67 km from Madrid
const match = (query: Parameters<typeof makeQuery>[0], ad: Parameters<typeof makeAd>[0]) => matches(compileQuery(makeQuery(query)), makeAd(ad));

describe('matches', () => {
  it('"Mercedes-Benz Clase A" finds Clase A ads only, not every Clase', () => {
    const description = 'Mercedes en buen estado, revisiones al día, a toda prueba.';
    const keywords = 'Mercedes-Benz Clase A';
    expect(match({ keywords }, { title: 'Mercedes-Benz Clase A 180 d', description })).toBe(true);
    expect(match({ keywords }, { title: 'Mercedes-Benz Clase C 220 d', description })).toBe(false);
    expect(match({ keywords }, { title: 'Mercedes-Benz Clase E 300', description })).toBe(false);
    expect(match({ keywords: 'Yamaha MT-07' }, { category: 1, title: 'Yamaha MT-07 ABS', description: '' })).toBe(true);
    expect(match({ keywords: 'Yamaha MT-07' }, { category: 1, title: 'Yamaha MT-09', description: 'Con 07 revisiones' })).toBe(false);
  });

  it('needs the same category', () => {
    expect(match({ categoryId: 1 }, { category: 1 })).toBe(true);
    expect(match({ categoryId: 2 }, { category: 1 })).toBe(false);
  });

  it('keeps prices within min and max, null meaning open', () => {
    expect(match({ minPrice: 10_000, maxPrice: 15_000 }, { price: 15_000 })).toBe(true);
    expect(match({ minPrice: 10_000, maxPrice: 15_000 }, { price: 10_000 })).toBe(true);
    expect(match({ minPrice: 10_000, maxPrice: 14_999 }, { price: 15_000 })).toBe(false);
    expect(match({ minPrice: 15_001 }, { price: 15_000 })).toBe(false);
    expect(match({ maxPrice: null, minPrice: null }, { price: 1 })).toBe(true);
  });

  it("takes the description's price as the maximum when the range has none, and lets the range rule otherwise", () => {
    const userSearch = 'Golf diésel, hasta 9.000 €';
    expect(match({ userSearch }, { price: 9_500 })).toBe(false);
    expect(match({ userSearch }, { price: 9_000 })).toBe(true);
    expect(compileQuery(makeQuery({ userSearch })).maxPrice).toBe(9_000);
    // The slider allows it: the range rules, whether higher or lower than the description.
    expect(match({ userSearch, maxPrice: 12_000 }, { price: 9_500 })).toBe(true);
    expect(match({ userSearch, maxPrice: 8_000 }, { price: 8_500 })).toBe(false);
    // A chip the customer removed is no price; a minimum above the description's price overrules it.
    expect(match({ userSearch, preferences: { fuel: ['diesel'] } }, { price: 9_500 })).toBe(true);
    expect(match({ userSearch, preferences: { maxPrice: 9_000 } }, { price: 9_500 })).toBe(false);
    expect(match({ userSearch, minPrice: 10_000 }, { price: 12_000 })).toBe(true);
    // Searches without a description price are unchanged.
    expect(compileQuery(makeQuery({ userSearch: 'Golf diésel' })).maxPrice).toBeNull();
  });

  it('keeps ads within the radius of the centre', () => {
    expect(match({ ...MADRID, radiusKm: 70 }, TOLEDO)).toBe(true);
    expect(match({ ...MADRID, radiusKm: 60 }, TOLEDO)).toBe(false);
    expect(match({ ...MADRID, radiusKm: 0 }, MADRID)).toBe(true);
  });

  it('drops ads without coordinates when a radius is set, keeps them otherwise', () => {
    expect(match({ ...MADRID, radiusKm: 600 }, { latitude: null, longitude: null })).toBe(false);
    expect(match({ ...MADRID, radiusKm: null }, { latitude: null, longitude: null })).toBe(true);
    expect(match({ radiusKm: 50 }, { latitude: null, longitude: null })).toBe(true); // no centre: no distance rule
  });

  it('needs every keyword in the title or the description', () => {
    const ad = { title: 'Volkswagen Golf GTI', description: 'Diésel, pocos kilómetros, faros con luces LED' };
    expect(match({ keywords: 'golf diesel' }, ad)).toBe(true);
    expect(match({ keywords: 'GOLF, luz' }, ad)).toBe(true);
    expect(match({ keywords: 'golf gasolina' }, ad)).toBe(false);
  });

  it('needs every keyword in the title when strictMatchOnly', () => {
    const ad = { title: 'Volkswagen Golf GTI', description: 'Motor diésel' };
    expect(match({ keywords: 'golf gti', strictMatchOnly: true }, ad)).toBe(true);
    expect(match({ keywords: 'golf diesel', strictMatchOnly: true }, ad)).toBe(false);
  });

  it('matches everything with empty keywords', () => {
    expect(match({ keywords: '' }, { title: 'x', description: '' })).toBe(true);
    expect(match({ keywords: '  ,  ' }, { title: 'x', description: '' })).toBe(true);
  });

  it('matches plurals and accents in keywords', () => {
    expect(match({ keywords: 'camiones' }, { title: 'Camión Pegaso' })).toBe(true);
    expect(match({ keywords: 'ático' }, { title: 'ATICO CON TERRAZA' })).toBe(true);
  });
});
