import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDemoFeed, toJsonLines } from '../runtime/feed/demo-feed.js';
import { parseFeedText } from '../runtime/feed/parse-feed.js';
import { compareScored, evaluate, sortBestFirst } from './pipeline.js';
import { golfMarket, makeAd, makeQuery, NOW } from './test-fixtures.js';

describe('evaluate', () => {
  it('keeps matching ads only, best first', () => {
    const ads = [
      makeAd({ externalId: 'dear', price: 19_000 }),
      makeAd({ externalId: 'cheap', price: 13_000 }),
      makeAd({ externalId: 'moto', category: 2, title: 'Yamaha MT-07' }),
      makeAd({ externalId: 'ibiza', title: 'Seat Ibiza', description: 'Seat Ibiza 1.0 TSI en buen estado.' }),
      ...golfMarket(8),
    ];
    const results = evaluate(makeQuery({ keywords: 'golf' }), ads, NOW);
    expect(results.map((r) => r.ad.externalId)).not.toContain('moto');
    expect(results.map((r) => r.ad.externalId)).not.toContain('ibiza');
    expect(results).toHaveLength(10);
    expect(results.map((r) => r.finalScore)).toEqual([...results.map((r) => r.finalScore)].sort((a, b) => b - a));
    expect(results.findIndex((r) => r.ad.externalId === 'cheap')).toBeLessThan(results.findIndex((r) => r.ad.externalId === 'dear'));
  });

  it('prices against same-category ads outside the price range too', () => {
    const ads = [makeAd({ externalId: 'target', price: 12_000 }), ...golfMarket(10, 15_000)];
    const [only] = evaluate(makeQuery({ maxPrice: 12_500 }), ads, NOW);
    expect(only.ad.externalId).toBe('target');
    expect(only.priceReference).toMatchObject({ median: 15_000, comparables: 10 });
  });

  it('returns nothing for no ads', () => {
    expect(evaluate(makeQuery(), [], NOW)).toEqual([]);
  });

  it('gives the same results whatever the input order', () => {
    const { ads } = parseFeedText(toJsonLines(generateDemoFeed({ count: 300, seed: 3, referenceDate: NOW })));
    const query = makeQuery({ categoryId: 1, userSearch: 'coche diésel con libro de revisiones' });
    const expected = evaluate(query, ads, NOW);
    fc.assert(
      fc.property(fc.shuffledSubarray(ads, { minLength: ads.length, maxLength: ads.length }), (shuffled) => {
        expect(evaluate(query, shuffled, NOW)).toEqual(expected);
      }),
      { numRuns: 20 },
    );
  });
});

describe('compareScored', () => {
  it('orders by score, then lower price, then external id', () => {
    const base = evaluate(makeQuery(), [makeAd({ externalId: 'b' })], NOW)[0];
    const withAd = (score: number, price: number, id: string) => ({ ...base, finalScore: score, ad: { ...base.ad, price, externalId: id } });
    const sorted = [withAd(50, 10, 'a'), withAd(60, 20, 'c'), withAd(60, 10, 'z'), withAd(60, 10, 'b')].sort(compareScored);
    expect(sorted.map((s) => s.ad.externalId)).toEqual(['b', 'z', 'c', 'a']);
  });
});

describe('sortBestFirst', () => {
  it('orders exactly like compareScored', () => {
    const base = evaluate(makeQuery(), [makeAd()], NOW)[0];
    const item = fc.record({
      score: fc.integer({ min: 0, max: 100 }),
      price: fc.oneof(
        fc.integer({ min: 0, max: 20 }).map((p) => p * 100),
        fc.constant(2 ** 33),
        fc.constant(10.5),
      ),
      id: fc.constantFrom('a', 'b', 'c', 'd'),
      platform: fc.constantFrom(1, 100),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), (drawn) => {
        const scored = drawn.map((d) => ({ ...base, finalScore: d.score, ad: { ...base.ad, price: d.price, externalId: d.id, platformId: d.platform } }));
        expect(sortBestFirst(scored)).toEqual([...scored].sort(compareScored));
      }),
      { numRuns: 300 },
    );
  });
});
