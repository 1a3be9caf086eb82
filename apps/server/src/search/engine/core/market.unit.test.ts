import { peersEs } from '@ojeador/shared';
import { describe, expect, it } from 'vitest';
import { buildMarket, fitsComputed, homeTypeOf, Market, MIN_MODEL_ADS, modelKeyOf } from './market.js';
import { SeededRandom } from '../runtime/feed/seeded-random.js';
import { foldText } from './text.js';
import type { RawAd } from './types.js';
import { compileQuery } from './match.js';
import { scoreAd } from './score.js';
import { curveMarket, curvePrice, golfMarket, makeAd, makeQuery, NOW } from './test-fixtures.js';

describe('modelKeyOf', () => {
  it.each([
    ['Volkswagen Golf 1.6 TDI 115 CV', 'volkswagen golf'],
    ['Vendo Seat León FR 2019', 'seat leon'],
    ['BMW Serie 3 320d', 'bmw serie 3'],
    ['Mercedes-Benz Clase C 220 d', 'mercedes-benz clase c'],
    ['Tesla Model 3 Gran Autonomía', 'tesla model 3'],
    ['Peugeot 208, eléctrico', 'peugeot 208'],
    // The third word names a different car: a model of its own.
    ['Volkswagen Golf Sportsvan 1.6 TDI', 'volkswagen golf sportsvan'],
    ['Volkswagen Golf Plus 1.4 TSI', 'volkswagen golf plu'],
    ['Audi A4 Allroad 2.0 TDI', 'audi a4 allroad'],
    ['Ford Focus C-Max 1.6 TDCi', 'ford focu c-max'],
  ])('%s -> %s', (title, key) => {
    expect(modelKeyOf(foldText(title))).toBe(key);
  });
});

describe('homeTypeOf', () => {
  it.each([
    ['Ático con terraza en Madrid', 'atico'],
    ['Chalet independiente en Marbella', 'chalet'],
    ['Precioso adosado en Burgos', 'casa'],
    ['Pisos de 3 habitaciones', 'piso'],
    ['Gran oportunidad en Teruel', 'piso'],
  ])('%s -> %s', (title, type) => {
    expect(homeTypeOf(foldText(title))).toBe(type);
  });
});

describe('Market.referenceFor: the fair price by year and km', () => {
  it('judges a new car and an old car at their own fair price as fair, never against cars of every year', () => {
    const market = buildMarket(curveMarket());
    for (const [year, km] of [
      [2021, 70_000],
      [2014, 95_000],
      [2011, 210_000],
    ]) {
      const ad = makeAd({ externalId: `probe-${year}`, title: 'Seat León 2.0 TDI', price: curvePrice(year, km), attributes: { year, km } });
      const reference = market.referenceFor(ad);
      expect(reference?.method).toBe('model');
      expect(Math.abs(ad.price / (reference?.expectedPrice ?? 1) - 1), `${year}`).toBeLessThan(0.08);
    }
  });

  it('names close comparables when there are enough, and otherwise what one like it costs by the fit', () => {
    const market = buildMarket(curveMarket(3));
    const close = market.referenceFor(makeAd({ title: 'Seat León', price: 15_000, attributes: { year: 2019, km: 98_000 } }));
    expect(close).toMatchObject({ similar: true });
    expect(peersEs(close!.peers)).toBe('Seat León de 2018-2020 con kilometraje parecido');
    const lone = buildMarket(curveMarket(3)).referenceFor(makeAd({ title: 'Seat León', price: 15_000, attributes: { year: 2019, km: 5_000 } }));
    expect(lone).toMatchObject({ similar: false, method: 'model' });
    expect(peersEs(lone!.peers)).toBe('lo que suele costar un Seat León de 2019 con 5.000 km');
    expect(lone?.comparables).toBe(48);
  });

  it('keeps scams and planted bargains from dragging the curve (a robust fit)', () => {
    const ads = curveMarket();
    const clean = buildMarket(ads).referenceFor(makeAd({ title: 'Seat León', attributes: { year: 2018, km: 110_000 } }));
    const scams = ads.filter((_, i) => i % 9 === 0).map((ad) => ({ ...ad, externalId: `${ad.externalId}-scam`, price: Math.round(ad.price * 0.4) }));
    const dirty = buildMarket([...ads, ...scams]).referenceFor(makeAd({ title: 'Seat León', attributes: { year: 2018, km: 110_000 } }));
    expect(Math.abs((dirty?.expectedPrice ?? 0) / (clean?.expectedPrice ?? 1) - 1)).toBeLessThan(0.02);
  });

  it('prices a trim many ads share (a factor the data supports) above the plain model', () => {
    const base = curveMarket(3, 'Volkswagen Golf 1.6 TDI');
    const gti = curveMarket(1, 'Volkswagen Golf GTI', 36_400);
    const market = buildMarket([...base, ...gti]);
    const at = (title: string) => market.referenceFor(makeAd({ title, attributes: { year: 2020, km: 80_000 } }))?.expectedPrice ?? 0;
    expect(at('Volkswagen Golf GTI') / at('Volkswagen Golf 1.6 TDI')).toBeGreaterThan(1.25);
  });

  it('leaves out a trim word that does not change prices: the data chooses how far a factor may move the price', () => {
    // Two trims on the same curve with 6 % noise: any gap between them is chance, and the fit should not follow it.
    const gaps: number[] = [];
    for (let seed = 1; seed <= 8; seed++) {
      const random = new SeededRandom(seed);
      const ads = Array.from({ length: 60 }, (_, i) => {
        const year = random.int(2010, 2025);
        const km = Math.round((2026 - year) * 14_000 * (0.7 + 0.6 * random.next()));
        const title = i % 2 ? 'Seat León 2.0 TDI Style' : 'Seat León 1.5 TSI FR';
        return makeAd({
          externalId: `noise-${seed}-${i}`,
          title,
          price: Math.round(curvePrice(year, km) * Math.exp(random.normal(0, 0.06))),
          attributes: { year, km },
        });
      });
      const market = buildMarket(ads);
      const at = (title: string) => market.referenceFor(makeAd({ title, attributes: { year: 2018, km: 110_000 } }))?.expectedPrice ?? 0;
      gaps.push(Math.abs(at('Seat León 2.0 TDI Style') / at('Seat León 1.5 TSI FR') - 1));
    }
    // A fixed light ridge (3 ads) followed chance: a 1.2 % gap on average over these seeds, 3.4 % at worst.
    expect(gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length).toBeLessThan(0.006);
    expect(Math.max(...gaps)).toBeLessThan(0.03);
  });

  it('fits a model once for the same ads, in any market and any order, and again when a tenth of them changed', () => {
    const ads = curveMarket(4, 'Kia Ceed 1.0 T-GDi');
    const probe = makeAd({ title: 'Kia Ceed', attributes: { year: 2019, km: 100_000 } });
    const fitted = new Market(ads).referenceFor(probe);
    const before = fitsComputed();
    new Market([...ads].reverse()).referenceFor(probe);
    expect(fitsComputed()).toBe(before);
    // 64 ads: six of them changed (four dearer, one new, one gone) keep the fit, and the fair price with it.
    const extra = { ...ads[5], externalId: 'kia-extra', price: ads[5].price + 300 };
    const dearer = (ad: RawAd, i: number) => (i < 4 ? { ...ad, price: ad.price + 500 } : ad);
    const six = [...ads.slice(0, -1).map(dearer), extra];
    expect(new Market(six).referenceFor(probe)?.expectedPrice).toBe(fitted?.expectedPrice);
    expect(fitsComputed()).toBe(before);
    // Six more changed (beyond a tenth of 64) refit, and the dearer ads move the fair price.
    const seven = six.map((ad, i) => (i >= 4 && i < 10 ? { ...ad, price: ad.price * 1.5 } : ad));
    expect(new Market(seven).referenceFor(probe)?.expectedPrice).not.toBe(fitted?.expectedPrice);
    expect(fitsComputed()).toBe(before + 1);
  });

  it('refits a small model at every change', () => {
    const ads = curveMarket(2, 'Kia Picanto 1.0');
    const probe = makeAd({ title: 'Kia Picanto', attributes: { year: 2019, km: 100_000 } });
    new Market(ads).referenceFor(probe);
    const before = fitsComputed();
    new Market([...ads.slice(1), { ...ads[0], price: ads[0].price + 500 }]).referenceFor(probe);
    expect(fitsComputed()).toBe(before + 1);
  });

  it('fits a model that reaches the minimum number of ads at once, not a tenth later', () => {
    const ads = curveMarket(1, 'Dacia Sandero Stepway').slice(0, MIN_MODEL_ADS);
    const probe = makeAd({ title: 'Dacia Sandero', attributes: { year: 2019, km: 100_000 } });
    expect(new Market(ads.slice(1)).referenceFor(probe)?.method).not.toBe('model');
    expect(new Market(ads).referenceFor(probe)?.method).toBe('model');
  });

  it('uses the median of close comparables when the model has too few ads to fit', () => {
    const ads = golfMarket(11, 15_000);
    const reference = buildMarket(ads).referenceFor(makeAd({ price: 9_000 }));
    expect(reference).toMatchObject({ basis: 'price', method: 'comparables', median: 15_000, expectedPrice: 15_000, comparables: 11, confidence: 0.8 });
  });

  it('leaves the ad itself out of its own comparables', () => {
    const ads = [...golfMarket(10, 15_000), makeAd({ price: 40_000 })];
    const reference = buildMarket(ads).referenceFor(ads[10]);
    expect(reference?.comparables).toBe(10);
    expect(reference?.median).toBe(15_000);
  });

  it('gives no reference with fewer close comparables than the minimum, or another model only', () => {
    expect(buildMarket(golfMarket(3)).referenceFor(makeAd())).toBeNull();
    const market = buildMarket([...golfMarket(6), ...golfMarket(6, 30_000, { title: 'Audi A4 2.0 TDI' })]);
    expect(market.referenceFor(makeAd({ title: 'Audi A4 Avant' }))?.median).toBe(30_000);
    expect(market.referenceFor(makeAd({ title: 'Seat Ibiza' }))).toBeNull();
    expect(buildMarket([]).referenceFor(makeAd())).toBeNull();
  });
});

describe('Market.refreshFits', () => {
  it('fits one model per step, so that a poll can give the event loop back between models', () => {
    // Prices of this test only: the fit book keys fits by their data, so none of these is fitted yet.
    const leon = curveMarket(4, 'Seat León 1.5 TSI FR', 26_113);
    const ibiza = curveMarket(4, 'Seat Ibiza 1.0 TSI', 17_131);
    const market = new Market([...leon, ...ibiza]);
    const before = fitsComputed();
    const steps = market.refreshFits([...leon, ...ibiza]);
    expect(fitsComputed()).toBe(before);
    steps.next();
    expect(fitsComputed()).toBe(before + 1);
    expect([...steps]).toHaveLength(1);
    expect(fitsComputed()).toBe(before + 2);
  });
});

describe('Market.referenceFor: homes', () => {
  const home = (city: string, price: number, sqm: number, id = `${city}-${sqm}-${price}`) =>
    makeAd({ externalId: id, category: 3, title: 'Piso de 3 habitaciones', city, province: 'Valencia', price, attributes: { sqm, rooms: 3 } });

  it('fits €/m² by surface in the town: a small flat at its fair price is fair, not dear', () => {
    // Small homes cost more per m²: 2,400 €/m² at 40 m² down to 1,900 €/m² at 160 m².
    const perSqm = (sqm: number) => 2_400 - ((sqm - 40) / 120) * 500;
    const homes = Array.from({ length: 30 }, (_, i) => 40 + i * 4).map((sqm, i) =>
      home('Valencia', Math.round(perSqm(sqm) * sqm * (1 + ((i % 3) - 1) * 0.03)), sqm),
    );
    const small = home('Valencia', Math.round(perSqm(45) * 45), 45, 'probe');
    const reference = buildMarket(homes).referenceFor(small);
    expect(reference).toMatchObject({ basis: 'pricePerSqm', method: 'model' });
    expect(Math.abs(small.price / (reference?.expectedPrice ?? 1) - 1)).toBeLessThan(0.04);
  });

  it('prices a home of a town with too few homes by the homes within a few km, not the whole province', () => {
    const at = (city: string, latitude: number, longitude: number, perSqm: number, sqm: number, i: number) =>
      makeAd({
        externalId: `${city}-${i}`,
        category: 3,
        title: 'Piso de 3 habitaciones',
        city,
        province: 'Madrid',
        latitude: latitude + (i % 5) * 0.002,
        longitude: longitude - (i % 4) * 0.002,
        price: Math.round(perSqm * sqm * (1 + ((i % 3) - 1) * 0.03)),
        attributes: { sqm, rooms: 3 },
      });
    const sizes = Array.from({ length: 24 }, (_, i) => 50 + i * 5);
    const market = buildMarket([
      ...sizes.slice(0, 4).map((sqm, i) => at('Leganés', 40.328, -3.764, 2_500, sqm, i)),
      ...sizes.map((sqm, i) => at('Getafe', 40.305, -3.732, 2_500, sqm, i)),
      ...sizes.map((sqm, i) => at('Aranjuez', 40.031, -3.602, 1_200, sqm, i)),
    ]);
    const probe = at('Leganés', 40.328, -3.764, 2_500, 80, 99);
    const near = market.referenceFor(probe);
    expect(near).toMatchObject({ basis: 'pricePerSqm', method: 'model' });
    expect(peersEs(near!.peers)).toBe('pisos de tamaño parecido en Leganés y alrededores');
    expect(Math.abs((near?.median ?? 0) / 2_500 - 1)).toBeLessThan(0.06);
    // A town with nothing around it is priced with its province, as before.
    const alone = market.referenceFor(at('Chinchón', 40.14, -3.42, 1_800, 80, 98));
    expect(peersEs(alone!.peers)).toContain('la provincia de Madrid');
  });

  it('uses the median €/m² of the town, then of the province, when there are too few homes to fit', () => {
    const market = buildMarket([...[1, 2, 3, 4, 5].map((i) => home('Valencia', 2_000 * (90 + i), 90 + i)), home('Gandia', 150_000, 100)]);
    const reference = market.referenceFor(home('Valencia', 100_000, 50));
    expect(reference).toMatchObject({ basis: 'pricePerSqm', median: 2_000, expectedPrice: 100_000, comparables: 5 });
    expect(peersEs(reference!.peers)).toBe('pisos en Valencia');
    expect(market.referenceFor(home('Sagunto', 100_000, 100))).toBeNull();
  });

  it('widens the "en línea" band by the estimate\'s own error: off-market only beyond band plus error', () => {
    const sparse = buildMarket(curveMarket(1, 'Mazda 3 2.0 Skyactiv-G'));
    const dense = buildMarket(curveMarket(6, 'Mazda 3 2.0 Skyactiv-G'));
    const probe = makeAd({ title: 'Mazda 3', attributes: { year: 2019, km: 90_000, fuel: 'gasolina' } });
    const loose = sparse.referenceFor(probe)!;
    const tight = dense.referenceFor(probe)!;
    expect(loose.method).toBe('model');
    expect(loose.band).toBeGreaterThan(tight.band);
    expect(tight.band).toBeGreaterThanOrEqual(0.08);
    expect(loose.band).toBeLessThanOrEqual(0.12);
    expect(buildMarket(golfMarket(11, 15_000)).referenceFor(makeAd({ price: 9_000 }))?.band).toBe(0.08);

    const compiled = compileQuery(makeQuery({ keywords: 'mazda' }));
    const priceAt = (share: number) => {
      const scored = scoreAd(compiled, { ...probe, price: Math.round(loose.expectedPrice * share) }, sparse, NOW);
      return [...scored.goodThings, ...scored.badThings].find((point) => point.startsWith('Precio'));
    };
    expect(priceAt(1 + loose.band - 0.005)).toContain('en línea con el mercado');
    expect(priceAt(1 - loose.band + 0.005)).toContain('en línea con el mercado');
    expect(priceAt(1 + loose.band + 0.01)).toMatch(/^Precio un \d+ % por encima/);
  });

  it('prices a motorbike by the engine size its description states (a factor, when enough ads state it)', () => {
    const bikes: RawAd[] = [];
    for (let year = 2012; year <= 2025; year++) {
      for (const [cc, newPrice] of [
        [125, 3_800],
        [300, 6_200],
      ] as const) {
        for (const share of [0.8, 1.2]) {
          const km = Math.round((2026 - year) * 5_000 * share);
          bikes.push(
            makeAd({
              category: 2,
              title: 'Kymco Downtown',
              description: `Scooter Kymco Downtown de ${cc} cc, revisiones en la casa, siempre en garaje.`,
              price: curvePrice(year, km, newPrice),
              attributes: { year, km },
            }),
          );
        }
      }
    }
    const market = buildMarket(bikes);
    const at = (cc: number) =>
      market.referenceFor(makeAd({ category: 2, title: 'Kymco Downtown', description: `Moto de ${cc}cc.`, attributes: { year: 2020, km: 30_000 } }))
        ?.expectedPrice ?? 0;
    expect(at(300) / at(125)).toBeGreaterThan(1.4);
  });
});
