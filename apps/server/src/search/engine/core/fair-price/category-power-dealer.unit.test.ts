import { describe, expect, it } from 'vitest';
import { buildMarket } from '../market.js';
import { curvePrice, makeAd } from '../test-fixtures.js';
import type { RawAd } from '../types.js';

const MODELS = ['Seat Ibiza', 'Renault Clio', 'Peugeot 208', 'Opel Corsa', 'Ford Fiesta', 'Toyota Yaris'];
const POWERS = [75, 100, 130];
/** The category's truth: price × (power / 75)^0.6, and dealers 8 % dearer than private sellers. */
const priceOf = (year: number, km: number, newPrice: number, cv: number, dealer: boolean, wiggle: number) =>
  Math.round(curvePrice(year, km, newPrice) * (cv / POWERS[0]) ** 0.6 * (dealer ? 1.08 : 1) * wiggle);

function model(title: string, count: number, newPrice: number, salt: number): RawAd[] {
  return Array.from({ length: count }, (_, i) => {
    const year = 2012 + ((i * 7 + salt) % 13);
    const km = Math.round((2026 - year) * 14_000 * (0.7 + ((i * 3 + salt) % 5) * 0.15));
    const cv = POWERS[(i + salt) % 3];
    const dealer = (i + salt) % 2 === 0;
    const wiggle = 1 + (((i * 5 + salt) % 7) - 3) * 0.01;
    return makeAd({
      externalId: `${title}-${salt}-${i}`,
      title: `${title} ${cv} CV`,
      price: priceOf(year, km, newPrice, cv, dealer, wiggle),
      sellerType: dealer ? 'dealer' : 'particular',
      attributes: { year, km, fuel: 'gasolina' },
    });
  });
}

describe('a thin model takes the power and the dealer premium from its category (docs/scoring.md, "Thin markets borrow strength")', () => {
  const category = MODELS.flatMap((title, m) => model(title, 45, 15_000 + 1_000 * m, m));
  // Five ads of a rare model, all private sellers at one power: by itself it cannot tell either effect.
  const thin = model('Mazda 2', 30, 17_000, 11).filter((ad) => ad.sellerType !== 'dealer' && ad.title.includes(' 100 CV'));
  const market = buildMarket([...category, ...thin]);
  const at = (cv: number, dealer: boolean) =>
    market.referenceFor(
      makeAd({ title: `Mazda 2 ${cv} CV`, sellerType: dealer ? 'dealer' : 'particular', attributes: { year: 2019, km: 90_000, fuel: 'gasolina' } }),
    )!.expectedPrice;

  it('prices a 130 CV one above a 75 CV one as the category does', () => {
    expect(thin.length).toBeGreaterThanOrEqual(3);
    const ratio = at(130, false) / at(75, false);
    expect(ratio).toBeGreaterThan((130 / 75) ** 0.6 * 0.9);
    expect(ratio).toBeLessThan((130 / 75) ** 0.6 * 1.1);
  });

  it("prices a dealer's ad above a private seller's", () => {
    const ratio = at(100, true) / at(100, false);
    expect(ratio).toBeGreaterThan(1.04);
    expect(ratio).toBeLessThan(1.12);
  });
});
