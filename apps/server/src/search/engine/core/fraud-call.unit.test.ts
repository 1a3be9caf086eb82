import { describe, expect, it } from 'vitest';
import { buildMarket } from './market.js';
import { compileQuery } from './match.js';
import { scoreAd } from './score.js';
import { golfMarket, makeAd, makeQuery, NOW } from './test-fixtures.js';
import type { RawAd } from './types.js';

const score = (ad: RawAd, market: RawAd[] = golfMarket(11)) => scoreAd(compileQuery(makeQuery()), ad, buildMarket(market), NOW);

/** "Posible fraude" is earned (docs/scoring.md, "Fraud sink"): a thick, sure reference, and the price alone or a risk signal. */
describe('the fraud call', () => {
  it('flags a price far under the same model, year and km as possible fraud in a market thick enough to know', () => {
    const result = score(makeAd({ price: 6_750 }), golfMarket(40));
    expect(result.badThings).toContain(
      'Precio un 55 % por debajo de Volkswagen Golf de 2017-2019 con kilometraje parecido: posible fraude (15.000 €; 40 anuncios, confianza alta)',
    );
    expect(result.goodThings.some((p) => p.startsWith('Precio'))).toBe(false);
    expect(result.wishGroup).toBe(3);
  });

  it('calls a price far under a thin market "precio muy bajo, compruébalo": a bad point without the sink', () => {
    const result = score(makeAd({ price: 6_750 }));
    expect(result.badThings).toContain(
      'Precio un 55 % por debajo de Volkswagen Golf de 2017-2019 con kilometraje parecido: precio muy bajo, compruébalo (15.000 €; 11 anuncios, confianza alta)',
    );
    expect(result.badThings.some((p) => p.includes('posible fraude'))).toBe(false);
    expect(result.parts.price).toBeGreaterThan(0);
    expect(result.wishGroup).toBe(0);
  });

  it('between 50 % and 60 % of a thick market\'s fair price, only a risk signal makes it "posible fraude"', () => {
    const thick = golfMarket(40);
    const fraud = (ad: RawAd) => score(ad, thick).badThings.some((p) => p.includes('posible fraude'));
    expect(fraud(makeAd({ price: 8_250 }))).toBe(false);
    expect(fraud(makeAd({ price: 8_250, images: [] }))).toBe(true);
    expect(fraud(makeAd({ price: 8_250, description: 'Golf en buen estado. Solo whatsapp, lo envío a toda España con transportista.' }))).toBe(true);
  });
});
