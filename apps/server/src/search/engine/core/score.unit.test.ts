import fc from 'fast-check';
import type { SearchPreferences } from '@ojeador/shared';
import { describe, expect, it } from 'vitest';
import { buildMarket } from './market.js';
import { compileQuery } from './match.js';
import { evaluate } from './pipeline.js';
import { FRAUD_ALONE_RATIO, FRAUD_RATIO, isFraudPriced, PRICE_SATURATION, RISK_PENALTIES, scoreAd, SCORE_WEIGHTS } from './score.js';
import { curveMarket, curvePrice, golfMarket, makeAd, makeQuery, NOW } from './test-fixtures.js';
import type { RawAd, SearchQuery } from './types.js';

const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const DAY = 86_400_000;
const score = (ad: RawAd, market: RawAd[] = golfMarket(11), query: Partial<SearchQuery> = {}) =>
  scoreAd(compileQuery(makeQuery(query)), ad, buildMarket(market), NOW);

describe('scoreAd points', () => {
  it('compares the price with close comparables of the same model, in Spanish with es-ES numbers', () => {
    const result = score(makeAd({ price: 12_300 }));
    const peers = 'Volkswagen Golf de 2017-2019 con kilometraje parecido';
    expect(result.goodThings).toContain(`Precio un 18 % por debajo de ${peers} (15.000 €; 11 anuncios, confianza alta)`);
    expect(score(makeAd({ price: 16_500 })).badThings).toContain(`Precio un 10 % por encima de ${peers} (15.000 €; 11 anuncios, confianza alta)`);
    // Within ±8 % of the fair price the price is fair.
    expect(score(makeAd({ price: 16_100 })).goodThings).toContain(`Precio en línea con el mercado: ${peers} (15.000 €; 11 anuncios, confianza alta)`);
    expect(score(makeAd({ price: 13_900 })).goodThings).toContain(`Precio en línea con el mercado: ${peers} (15.000 €; 11 anuncios, confianza alta)`);
  });

  it('sinks a fraud-priced ad below its plausibly priced twin when the reference is thick and sure (the fraud sink)', () => {
    const thick = golfMarket(40);
    const bargain = score(makeAd({ externalId: 'same', price: 15_000 * (1 - PRICE_SATURATION) }), thick);
    const dear = score(makeAd({ externalId: 'same', price: 30_000 }), thick);
    const suspicious = score(makeAd({ externalId: 'same', price: 5_000 }), thick);
    // Full credit 25 % under the reference, scaled by how much the reference is trusted.
    expect(bargain.parts.price).toBe(Math.round(SCORE_WEIGHTS.price * (0.5 + (bargain.priceReference?.confidence ?? 0) / 2)));
    expect(suspicious.parts.price).toBe(0);
    expect(suspicious.parts.risk).toBe(bargain.parts.risk - RISK_PENALTIES.fraudPrice);
    expect(suspicious.finalScore).toBeLessThan(dear.finalScore);
    expect(suspicious.badThings.some((p) => p.includes('posible fraude'))).toBe(true);
  });

  it('never judges an old car by newer ones: without its years and km in the market the price is not judged', () => {
    const newer = golfMarket(11, 15_000);
    const old = score(makeAd({ price: 5_000, attributes: { year: 2011, km: 271_000 } }), newer);
    expect(old.priceReference).toBeNull();
    expect(old.badThings).toContain('Sin anuncios comparables: no se puede valorar el precio');
    expect(old.badThings.some((p) => p.includes('posible fraude'))).toBe(false);
    expect(old.parts.price).toBe(Math.round(SCORE_WEIGHTS.price / 2));
  });

  it('says when there are too few comparables and scores the price as neutral', () => {
    const few = score(makeAd({ price: 12_000 }), golfMarket(3));
    const many = score(makeAd({ price: 12_000 }), golfMarket(11));
    expect(few.priceReference).toBeNull();
    expect(few.badThings).toContain('Sin anuncios comparables: no se puede valorar el precio');
    expect(few.parts.price).toBe(Math.round(SCORE_WEIGHTS.price / 2));
    expect(many.parts.price).toBeGreaterThan(few.parts.price);
    expect(score(makeAd(), []).badThings).toContain('Sin anuncios comparables: no se puede valorar el precio');
  });

  it('prices homes per m² against the same type in the same town', () => {
    const home = (price: number, sqm: number) =>
      makeAd({ category: 3, title: 'Piso luminoso', city: 'Valencia', province: 'Valencia', price, attributes: { sqm } });
    const market = [90, 95, 100, 105, 110, 120].map((sqm) => home(2_500 * sqm, sqm));
    const result = scoreAd(compileQuery(makeQuery({ categoryId: 3 })), home(160_000, 80), buildMarket(market), NOW);
    expect(result.goodThings).toContain('Precio por m² un 20 % por debajo de pisos en Valencia (2.500 €/m²; 6 anuncios, confianza media)');
  });

  it('tells the distance from the search centre', () => {
    const toledo = makeAd({ latitude: 39.8628, longitude: -4.0273 });
    expect(score(toledo, undefined, { ...MADRID, radiusKm: 200 }).goodThings).toContain('A 67 km del centro de tu búsqueda');
    expect(score(toledo, undefined, { ...MADRID, radiusKm: 100 }).badThings).toContain('A 67 km del centro de tu búsqueda');
    expect(score(makeAd(MADRID), undefined, { ...MADRID, radiusKm: 10 }).goodThings).toContain('A menos de 1 km del centro de tu búsqueda');
    expect(score(toledo).distanceKm).toBeNull();
  });

  it('tells how fresh the ad is', () => {
    expect(score(makeAd({ publishDate: new Date(NOW.getTime() - 2.5 * DAY) })).goodThings).toContain('Publicado hace 2 días');
    expect(score(makeAd({ publishDate: new Date(NOW.getTime() - 3_600_000) })).goodThings).toContain('Publicado hoy');
    expect(score(makeAd({ publishDate: new Date(NOW.getTime() - 45 * DAY) })).badThings).toContain('Publicado hace 45 días');
    expect(score(makeAd({ publishDate: null })).badThings).toContain('Sin fecha de publicación');
  });

  it('rates the listing: photos, description, seller', () => {
    expect(score(makeAd({ images: ['/a.svg'] })).badThings).toContain('Solo 1 foto');
    expect(score(makeAd({ images: [] })).badThings).toContain('Sin fotos');
    expect(score(makeAd({ images: Array.from({ length: 8 }, (_, i) => `/${i}.svg`) })).goodThings).toContain('8 fotos');
    expect(score(makeAd({ description: 'Vendo.' })).badThings).toContain('Descripción muy breve (6 caracteres)');
    expect(score(makeAd({ sellerType: 'dealer' })).goodThings).toContain('Lo vende un concesionario');
  });

  it('warns about contact outside the platform and takes points off', () => {
    const clean = score(makeAd({ externalId: 'x' }));
    const shady = score(
      makeAd({
        externalId: 'x',
        description: `${makeAd().description} Solo WhatsApp 612 345 678 o vendedor@correo.es. Pago por adelantado, envío a toda España.`,
      }),
    );
    expect(shady.badThings).toEqual(
      expect.arrayContaining([
        'Pide contacto por WhatsApp, fuera de la plataforma',
        'Pide pago por adelantado o por transferencia: riesgo de estafa',
        'Ofrece envío: mejor verlo en persona antes de pagar',
        'Incluye un teléfono en el texto del anuncio',
        'Incluye un e-mail en el texto del anuncio',
      ]),
    );
    expect(shady.parts.risk).toBe(-18);
    expect(shady.finalScore).toBeLessThan(clean.finalScore);
  });

  it('rewards keywords in the title and overlap with the free description', () => {
    const result = score(makeAd(), undefined, { keywords: 'golf diesel', userSearch: 'Quiero un golf con libro de revisiones y garaje' });
    expect(result.goodThings).toContain('En el título: golf');
    expect(result.badThings).toContain('Solo en la descripción: diesel');
    expect(result.goodThings).toContain('Coincide con tu descripción en 4 de 4 términos');
  });
});

// ---- properties ----

describe('the score follows the deal', () => {
  const market = buildMarket(curveMarket(4));
  const compiled = compileQuery(makeQuery({ keywords: 'seat leon' }));

  it('among ads alike in everything else, the bigger the discount against the fair price, the higher the score', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2011, max: 2025 }),
        fc.integer({ min: 5, max: 25 }),
        // Plausible prices: at FRAUD_RATIO of the fitted price the fraud sink takes over on purpose.
        fc.double({ min: FRAUD_RATIO + 0.1, max: 1.5, noNaN: true }),
        fc.double({ min: FRAUD_RATIO + 0.1, max: 1.5, noNaN: true }),
        (year, kmThousands, a, b) => {
          const km = (2026 - year) * kmThousands * 1_000;
          const fair = curvePrice(year, km);
          const at = (share: number) =>
            scoreAd(compiled, makeAd({ title: 'Seat León 1.5 TSI', price: Math.round(fair * share), attributes: { year, km } }), market, NOW);
          const [cheaper, dearer] = a < b ? [at(a), at(b)] : [at(b), at(a)];
          expect(cheaper.finalScore).toBeGreaterThanOrEqual(dearer.finalScore);
          expect(cheaper.parts.price).toBeGreaterThanOrEqual(dearer.parts.price);
        },
      ),
      { numRuns: 200 },
    );
  });
});

const models = ['Volkswagen Golf 1.6 TDI', 'Seat Ibiza 1.0 TSI', 'Volkswagen Golf GTI'];
const descriptions = [
  'Coche en buen estado, libro de revisiones, siempre en garaje. Neumáticos nuevos y ITV pasada.',
  'Vendo.',
  'Solo whatsapp, envío a toda España tras pago por transferencia.',
  '',
  'Perfecto estado, llamar al 612 345 678 para verlo. Diésel, pocos kilómetros, faros con luces LED.',
];
const adArbitrary = (category: 1 | 3) =>
  fc
    .record({
      title: category === 3 ? fc.constantFrom('Piso de 3 habitaciones', 'Ático con terraza') : fc.constantFrom(...models),
      description: fc.constantFrom(...descriptions),
      price: fc.integer({ min: 0, max: 60_000 }),
      images: fc.integer({ min: 0, max: 9 }).map((n) => Array.from({ length: n }, (_, i) => `/img-${i}.svg`)),
      latitude: fc.double({ min: 39, max: 42, noNaN: true }),
      longitude: fc.double({ min: -5, max: -2, noNaN: true }),
      located: fc.boolean(),
      sellerType: fc.constantFrom('particular' as const, 'professional' as const, 'dealer' as const),
      ageDays: fc.option(fc.double({ min: -2, max: 90, noNaN: true })),
      year: fc.option(fc.integer({ min: 2005, max: 2024 }), { nil: undefined }),
      km: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: undefined }),
      sqm: fc.option(fc.integer({ min: 20, max: 300 }), { nil: undefined }),
      city: fc.constantFrom('Madrid', 'Getafe'),
    })
    .map((a) =>
      makeAd({
        category,
        title: a.title,
        description: a.description,
        price: a.price,
        images: a.images,
        latitude: a.located ? a.latitude : null,
        longitude: a.located ? a.longitude : null,
        sellerType: a.sellerType,
        publishDate: a.ageDays === null ? null : new Date(NOW.getTime() - a.ageDays * DAY),
        city: a.city,
        attributes: category === 3 ? { sqm: a.sqm } : { year: a.year, km: a.km },
      }),
    );
const queryArbitrary = (category: 1 | 3) =>
  fc.record({
    categoryId: fc.constant(category),
    keywords: fc.constantFrom('', 'golf', 'golf gti', 'diesel', 'piso', 'terraza'),
    userSearch: fc.constantFrom('', 'coche con libro de revisiones', 'piso luminoso con terraza y garaje'),
    latitude: fc.constant<number | null>(MADRID.latitude),
    longitude: fc.constant<number | null>(MADRID.longitude),
    radiusKm: fc.option(fc.integer({ min: 0, max: 600 })),
    minPrice: fc.constant(null),
    maxPrice: fc.constant(null),
    strictMatchOnly: fc.boolean(),
    // Stored preferences (undefined: read from the text), limits and wishes of both kinds, incl. a price wish.
    preferences: fc.option(
      fc.constantFrom<SearchPreferences>(
        { fuel: ['gasolina'], maxKm: 100_000 },
        { maxPrice: 15_000, lowKm: true, minYear: 2015 },
        { minRooms: 3, features: ['terraza', 'garaje'], maxPrice: 200_000 },
        { homeTypes: ['atico'], minSqm: 80, sellerType: 'particular' },
      ),
      { nil: undefined },
    ),
  });
const scenario = fc
  .constantFrom<1 | 3>(1, 3)
  .chain((category) => fc.tuple(queryArbitrary(category), fc.array(adArbitrary(category), { maxLength: 25 }), adArbitrary(category)));

describe('scoreAd properties', () => {
  it('among plausible prices, a lower price never lowers the score, all else equal', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 60_000 }), ([query, others, ad], a, b) => {
        const compiled = compileQuery(query);
        const market = buildMarket(others);
        const cheaper = scoreAd(compiled, { ...ad, price: Math.min(a, b) }, market, NOW);
        const dearer = scoreAd(compiled, { ...ad, price: Math.max(a, b) }, market, NOW);
        fc.pre(!isFraudPriced(cheaper.ad, cheaper.priceReference));
        expect(cheaper.finalScore).toBeGreaterThanOrEqual(dearer.finalScore);
      }),
      { numRuns: 400 },
    );
  });

  it('a fraud-priced ad (trustworthy reference) ranks below its plausibly priced twin, and keeps the "posible fraude" point', () => {
    // Markets of one model with spread years and km, so that both close comparables and the fitted model occur.
    const marketArbitrary = fc.array(
      fc.record({
        year: fc.integer({ min: 2008, max: 2023 }),
        km: fc.integer({ min: 5_000, max: 250_000 }),
        noise: fc.double({ min: -0.2, max: 0.2, noNaN: true }),
      }),
      // Thick enough for a fraud call (isFraudProof: 30 ads behind the estimate).
      { minLength: 30, maxLength: 60 },
    );
    fc.assert(
      fc.property(
        scenario.filter(([query]) => query.categoryId === 1),
        marketArbitrary,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ([query, , ad], cars, fraudShare, plausibleShare) => {
          const others = cars.map((car) =>
            makeAd({ title: ad.title, price: Math.round(30_000 * 0.88 ** (2023 - car.year) * Math.exp(-car.km / 400_000 + car.noise)), attributes: car }),
          );
          // Otherwise comparable: no price wish among the preferences (it would judge the two prices differently).
          const compiled = compileQuery({ ...query, preferences: {} });
          const market = buildMarket(others);
          const reference = scoreAd(compiled, ad, market, NOW).priceReference;
          fc.pre(reference !== null && isFraudPriced({ ...ad, price: 1 }, reference));
          const expected = (reference as { expectedPrice: number }).expectedPrice;
          const fraudPrice = Math.floor(fraudShare * FRAUD_ALONE_RATIO * expected);
          const plausiblePrice = Math.floor(FRAUD_RATIO * expected) + 1 + Math.round(plausibleShare * expected);
          const sunk = scoreAd(compiled, { ...ad, price: fraudPrice }, market, NOW);
          const plausible = scoreAd(compiled, { ...ad, price: plausiblePrice }, market, NOW);
          expect(sunk.badThings.some((p) => p.includes('posible fraude'))).toBe(true);
          expect(sunk.parts.price).toBe(0);
          if (plausible.finalScore > 0) expect(sunk.finalScore).toBeLessThan(plausible.finalScore);
          else expect(sunk.finalScore).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('among plausible prices, a lower price never lowers the score inside a whole run (the ad is part of its market)', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 60_000 }), ([query, others, ad], a, b) => {
        const scoreOf = (price: number) => {
          const own = { ...ad, price };
          return evaluate(query, [...others, own], NOW).find((s) => s.ad === own);
        };
        const cheaper = scoreOf(Math.min(a, b));
        const dearer = scoreOf(Math.max(a, b));
        if (cheaper !== undefined && dearer !== undefined && !isFraudPriced(cheaper.ad, cheaper.priceReference))
          expect(cheaper.finalScore).toBeGreaterThanOrEqual(dearer.finalScore);
      }),
      { numRuns: 200 },
    );
  });

  it('a nearer ad never scores lower, all else equal', () => {
    const point = fc.record({ latitude: fc.double({ min: 39, max: 42, noNaN: true }), longitude: fc.double({ min: -5, max: -2, noNaN: true }) });
    fc.assert(
      fc.property(scenario, point, point, ([query, others, ad], p, q) => {
        const compiled = compileQuery(query);
        const market = buildMarket(others);
        const first = scoreAd(compiled, { ...ad, ...p }, market, NOW);
        const second = scoreAd(compiled, { ...ad, ...q }, market, NOW);
        const [near, far] = (first.distanceKm as number) <= (second.distanceKm as number) ? [first, second] : [second, first];
        expect(near.finalScore).toBeGreaterThanOrEqual(far.finalScore);
      }),
      { numRuns: 400 },
    );
  });

  it('is always an integer from 0 to 100, and the same for the same input', () => {
    fc.assert(
      fc.property(scenario, ([query, others, ad]) => {
        const result = scoreAd(compileQuery(query), ad, buildMarket(others), NOW);
        expect(Number.isInteger(result.finalScore)).toBe(true);
        expect(result.finalScore).toBeGreaterThanOrEqual(0);
        expect(result.finalScore).toBeLessThanOrEqual(100);
        expect(scoreAd(compileQuery(query), ad, buildMarket(others), NOW)).toEqual(result);
      }),
      { numRuns: 400 },
    );
  });
});
