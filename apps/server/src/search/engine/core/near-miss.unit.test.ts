import { describe, expect, it } from 'vitest';
import { compileQuery } from './match.js';
import { NearMissCounter, tidyEuros, tidyKm, withoutKeyword } from './near-miss.js';
import { evaluateWithNearMisses } from './pipeline.js';
import { PreparedAd } from './prepared-ad.js';
import { makeAd, makeQuery, NOW } from './test-fixtures.js';
import { parseKeywords } from './keywords.js';

describe('near misses', () => {
  it('rounds up to tidy steps', () => {
    expect([tidyKm(7.2), tidyKm(36), tidyKm(143), tidyKm(260)]).toEqual([8, 40, 150, 300]);
    expect([tidyEuros(950), tidyEuros(9_420), tidyEuros(23_400), tidyEuros(101_001)]).toEqual([950, 9_500, 23_500, 102_000]);
  });

  it('drops one keyword and keeps the spelling of the others', () => {
    expect(withoutKeyword('Seat León, "1.5 TSI"', parseKeywords('leon')[0])).toBe('Seat "1.5 TSI"');
    expect(withoutKeyword('Seat León "1.5 TSI"', parseKeywords('"1.5 tsi"')[0])).toBe('Seat León');
  });

  it('counts an ad seen twice once, and an ad failing two criteria never', () => {
    const query = makeQuery({ keywords: 'golf', latitude: 40.4168, longitude: -3.7038, radiusKm: 10, maxPrice: 10_000 });
    const counter = new NearMissCounter(compileQuery(query, NOW));
    const twice = makeAd({ price: 11_000 });
    counter.consider(new PreparedAd(twice));
    counter.consider(new PreparedAd({ ...twice }));
    counter.consider(new PreparedAd(makeAd({ price: 11_000, latitude: 40.55 })));
    expect(counter.suggestions()).toEqual([{ criterion: 'price', count: 1, fromPrice: 10_000, toPrice: 11_000 }]);
  });

  it('offers the radius first, then the price; dropping a keyword only when nothing milder helps', () => {
    const query = makeQuery({ keywords: 'golf tdi', latitude: 40.4168, longitude: -3.7038, radiusKm: 10, maxPrice: 16_000 });
    const noTdi = { title: 'Volkswagen Golf 1.5 TSI', description: 'Volkswagen Golf gasolina, muy cuidado.' };
    const ads = [...[1, 2, 3].map(() => makeAd(noTdi)), makeAd({ price: 17_000 }), ...[12, 14].map((km) => makeAd({ latitude: 40.4168 + km / 111.2 }))];
    expect(evaluateWithNearMisses(query, ads, NOW).nearMisses).toEqual([
      { criterion: 'radius', count: 2, fromKm: 10, toKm: 15 },
      { criterion: 'price', count: 1, fromPrice: 16_000, toPrice: 17_000 },
    ]);
    // Alone, the keyword is offered, saying what the ads without it are instead.
    expect(evaluateWithNearMisses(query, ads.slice(0, 3), NOW).nearMisses).toEqual([
      { criterion: 'keyword', count: 3, keyword: 'tdi', keywords: 'golf', brings: ['TSI'] },
    ]);
  });

  it("the issue's León: a budget 27.5 % short is a near miss, and the model's word is not offered beside it", () => {
    const query = makeQuery({ keywords: 'seat leon', latitude: 40.4168, longitude: -3.7038, radiusKm: 50, maxPrice: 12_000 });
    const leon = makeAd({ title: 'Seat León 2.0 TDI 150 CV', description: 'Seat León diésel del 2022, revisiones al día.', price: 15_300 });
    const ibizas = [1, 2].map(() => makeAd({ title: 'Seat Ibiza 1.0 TSI', description: 'Seat Ibiza gasolina.', price: 9_000 }));
    const ateca = makeAd({ title: 'Seat Ateca 1.5 TSI', description: 'Seat Ateca gasolina.', price: 11_000 });
    expect(evaluateWithNearMisses(query, [leon, ...ibizas, ateca], NOW).nearMisses).toEqual([
      { criterion: 'price', count: 1, fromPrice: 12_000, toPrice: 15_500 },
    ]);
    expect(evaluateWithNearMisses(query, [...ibizas, ateca], NOW).nearMisses).toEqual([
      { criterion: 'keyword', count: 3, keyword: 'leon', keywords: 'seat', brings: ['Ibiza', 'Ateca'] },
    ]);
  });

  it("suggests raising the description's price when it is the range's maximum", () => {
    const ads = [makeAd({ price: 9_420 }), makeAd({ price: 8_000 }), makeAd({ price: 12_000 })];
    const { scored, nearMisses } = evaluateWithNearMisses(makeQuery({ userSearch: 'hasta 9.000 €' }), ads, NOW);
    expect(scored.map((s) => s.ad.price)).toEqual([8_000]);
    expect(nearMisses).toEqual([{ criterion: 'price', count: 1, fromPrice: 9_000, toPrice: 9_500 }]);
  });

  it('never suggests a radius beyond twice the search radius, nor counts ads without a position', () => {
    const query = makeQuery({ latitude: 40.4168, longitude: -3.7038, radiusKm: 10 });
    const ads = [makeAd({ latitude: 40.4168 + 19 / 111.2 }), makeAd({ latitude: 40.4168 + 25 / 111.2 }), makeAd({ latitude: null, longitude: null })];
    expect(evaluateWithNearMisses(query, ads, NOW).nearMisses).toEqual([{ criterion: 'radius', count: 1, fromKm: 10, toKm: 20 }]);
  });

  it('counts broken limits only under strictMatchOnly', () => {
    const ads = [makeAd({ attributes: { year: 2014, km: 95_000, fuel: 'diésel' } })];
    const preferences = { minYear: 2016 };
    expect(evaluateWithNearMisses(makeQuery({ preferences }), ads, NOW).nearMisses).toEqual([]);
    expect(evaluateWithNearMisses(makeQuery({ preferences, strictMatchOnly: true }), ads, NOW).nearMisses).toEqual([
      { criterion: 'limit', count: 1, limit: 'minYear', from: 2016, to: 2014 },
    ]);
  });
});
