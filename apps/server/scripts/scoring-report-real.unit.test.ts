import { describe, expect, it } from 'vitest';
import { leftOutLeastSquares } from './scoring-report-baseline.js';
import { readCochesNetPage, readRealMarket } from './scoring-report-real.js';

const CARD = `<div class="mt-CardAd" data-tagging="c_list_detail_ad">
  <h2 class="mt-CardAd-title"><span class="mt-CardAd-titleHiglight">
    FIAT Panda 1.2 Lounge 51kW 69CV EU6 5p.</span></h2>
  <div class="mt-AdPrice-amount"><span class="mt-AdPrice-amountLabel">Precio al contado</span>
    <strong>6.900 €</strong></div>
  <div class="mt-AdPrice-amount"><span class="mt-AdPrice-amountLabel">Precio financiado</span>
    <strong>5.900 €</strong></div>
  <ul class="mt-CardAd-attributesList"><li class="mt-CardAd-attribute">
    Barcelona</li><li class="mt-CardAd-attribute">Gasolina</li><li class="mt-CardAd-attribute">
    2016</li><li class="mt-CardAd-attribute">79.499 km</li></ul>
  <button data-id="46525123" data-price="6900"></button>
  <div data-ids="[&quot;1&quot;,&quot;2&quot;,&quot;3&quot;]"></div>`;

describe('the real market of scoring:report', () => {
  it('reads a coches.net card: the cash price (not the financed one), year, km, fuel, town', () => {
    const [ad] = readCochesNetPage(`<html>${CARD}</html>`, 'professional', 'page');
    expect(ad).toMatchObject({
      externalId: 'cochesnet-46525123',
      title: 'FIAT Panda 1.2 Lounge 51kW 69CV EU6 5p.',
      price: 6_900,
      city: 'Barcelona',
      sellerType: 'professional',
      attributes: { year: 2016, km: 79_499, fuel: 'Gasolina' },
    });
  });

  it('says the market is absent rather than failing when the folder is not there', () => {
    expect(readRealMarket('/nonexistent/shared/real/cochesnet-2020')).toBeNull();
  });

  it("the baseline's left-out prediction equals a fit without the row", () => {
    const x = [1, 2, 3, 4, 5, 6, 7].map((v) => [1, v, (v * v) % 5]);
    const y = [3.1, 4.9, 7.2, 9.1, 10.8, 13.2, 15.1];
    const left = leftOutLeastSquares(x, y);
    const without = leftOutLeastSquares(x.slice(1), y.slice(1));
    expect(without).toHaveLength(6);
    // Refit without row 0 by hand: the left-out value of row 0 is that fit's prediction.
    const refit = leftOutLeastSquares([...x.slice(1), x[0]], [...y.slice(1), 1000]);
    expect(left[0]).toBeCloseTo(refit[6], 6);
  });
});
