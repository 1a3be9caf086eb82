import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PriceContext } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { makeAdDetail } from '@/test/make-ad';

const COMPARABLES = Array.from({ length: 34 }, (_, i) => 12_000 + i * 200);

function openAd(priceContext: PriceContext | null | undefined, overrides: Parameters<typeof makeAdDetail>[0] = {}) {
  storeSession();
  const ad = makeAdDetail({ id: 9, title: 'Seat Ibiza FR 2019', price: 13_200, ...overrides });
  stubFetch({
    'GET /api/Ads/9': { body: priceContext === undefined ? ad : { ...ad, priceContext } },
    'GET /api/Likes/check/9': { body: { liked: false } },
  });
  return renderApp('/ad/9');
}

const context = (overrides: Partial<PriceContext> = {}): PriceContext => ({
  unit: 'eur',
  basis: 'comparables',
  confidence: 'high',
  comparableCount: 34,
  comparables: COMPARABLES,
  median: 15_000,
  fairLow: 14_000,
  fairHigh: 16_000,
  peers: null,
  value: 13_200,
  ...overrides,
});

describe('/ad/:id: where the price sits', () => {
  it('draws the comparables with a text alternative, the median, the fair band, the basis and the confidence', async () => {
    openAd(context());
    const section = await screen.findByRole('region', { name: 'Dónde está el precio' });
    const summary = 'Este precio está un 12 % por debajo de la mediana de 34 anuncios comparables';
    expect(within(section).getByText(`${summary}.`)).toBeInTheDocument();
    expect(within(section).getByText('Comparado con 34 anuncios parecidos (mismo modelo, año y kilómetros cercanos). Confianza alta.')).toBeInTheDocument();
    expect(within(section).getByText('Este anuncio: 13.200 €')).toBeInTheDocument();
    expect(within(section).getByText('Mediana: 15.000 €')).toBeInTheDocument();
    expect(within(section).getByText('Precio justo: 14.000 € – 16.000 €')).toBeInTheDocument();

    const chart = await within(section).findByRole('img', { name: summary });
    expect(chart.querySelectorAll('circle')).toHaveLength(COMPARABLES.length + 1);
    expect(within(section).getByText('Precio justo')).toBeInTheDocument();
    expect(within(section).getByText('Anuncios comparables')).toBeInTheDocument();
    // No axis label is centred so near an edge that its euros are cut (the chart is 640 wide).
    const labels = [...chart.querySelectorAll('.visx-axis-tick text')];
    expect(labels.length).toBeGreaterThan(2);
    for (const label of labels) {
      const at = Number(label.getAttribute('x'));
      const anchor = label.getAttribute('text-anchor');
      if (anchor === 'middle') expect(at >= 30 && at <= 610, `${label.textContent} centred at ${at}`).toBe(true);
      else expect(anchor === 'start' ? at < 30 : at > 610).toBe(true);
    }
  });

  it('speaks of €/m² for homes and of the estimate when the model is the basis', async () => {
    openAd(context({ unit: 'eur_m2', basis: 'model', confidence: 'low', median: 2_000, fairLow: 1_800, fairHigh: 2_200, value: 2_300 }));
    const section = await screen.findByRole('region', { name: 'Dónde está el precio' });
    expect(within(section).getByText('Este precio por m² está un 15 % por encima del estimado para su edad y kilómetros.')).toBeInTheDocument();
    expect(within(section).getByText(/^Estimado con un modelo de depreciación.*Confianza baja\.$/)).toBeInTheDocument();
    expect(within(section).getByText('Estimado: 2.000 €/m²')).toBeInTheDocument();
  });

  it('tells one price story: the summary, the chart and the price point share the words, the estimate and the count', async () => {
    const peers = 'Seat Ibiza de 2018-2020 con kilometraje parecido';
    const point = `Precio un 12 % por debajo de ${peers} (15.000 €; 34 anuncios, confianza alta)`;
    openAd(context({ peers, fairLow: 13_800, fairHigh: 16_200 }), { goodThings: [point] });
    const section = await screen.findByRole('region', { name: 'Dónde está el precio' });
    const summary = `Este precio está un 12 % por debajo de ${peers}`;
    expect(within(section).getByText(`${summary}.`)).toBeInTheDocument();
    expect(await within(section).findByRole('img', { name: summary })).toBeInTheDocument();
    expect(screen.getByText(point)).toBeInTheDocument();
    // The same percentage, the same estimate and the same count as the point.
    expect(point).toContain(summary.replace('Este precio está', 'Precio'));
    expect(within(section).getByText('Mediana: 15.000 €')).toBeInTheDocument();
    expect(point).toContain('15.000 €; 34 anuncios, confianza alta');
    expect(within(section).getByText('Comparado con 34 anuncios parecidos (mismo modelo, año y kilómetros cercanos). Confianza alta.')).toBeInTheDocument();
  });

  it('calls a price within ±8 % of the fair price in line with the market, as the price point does', async () => {
    const peers = 'lo que suele costar un Seat Ibiza de 2019 con 60.000 km';
    openAd(context({ basis: 'model', peers, value: 15_900 }), { price: 15_900 });
    const section = await screen.findByRole('region', { name: 'Dónde está el precio' });
    expect(within(section).getByText(`Este precio está en línea con el mercado: ${peers}.`)).toBeInTheDocument();
  });

  it("follows the engine's band when it is wider for an uncertain estimate (10 % over, band ±11 %: in line)", async () => {
    const peers = 'lo que suele costar un Seat Ibiza de 2019 con 60.000 km';
    openAd(context({ basis: 'model', peers, fairLow: 13_350, fairHigh: 16_650, value: 16_500 }), { price: 16_500 });
    const section = await screen.findByRole('region', { name: 'Dónde está el precio' });
    expect(within(section).getByText(`Este precio está en línea con el mercado: ${peers}.`)).toBeInTheDocument();
    expect(within(section).getByText('Precio justo: 13.350 € – 16.650 €')).toBeInTheDocument();
  });

  it("says there are too few comparables instead of drawing with basis 'none'", async () => {
    openAd(context({ basis: 'none', confidence: null, comparableCount: 2, comparables: [9_000, 18_000], median: null, fairLow: null, fairHigh: null }));
    const section = await screen.findByRole('region', { name: 'Dónde está el precio' });
    expect(within(section).getByText(/Hay muy pocos anuncios comparables para situar este precio/)).toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
  });

  it('gives the summary but no chart when a reference exists and the comparables are too few to draw', async () => {
    openAd(context({ comparableCount: 3, comparables: [14_000, 15_000, 16_000] }));
    const section = await screen.findByRole('region', { name: 'Dónde está el precio' });
    expect(within(section).getByText('Este precio está un 12 % por debajo de la mediana de 3 anuncios comparables.')).toBeInTheDocument();
    expect(within(section).getByText('Hay pocos anuncios comparables para dibujar su reparto.')).toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    ['null', null],
    ['missing', undefined],
  ])('shows the ad without a price section when the context is %s', async (_name, priceContext) => {
    openAd(priceContext);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seat Ibiza FR 2019' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dónde está el precio' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Error/)).not.toBeInTheDocument();
  });

  it('puts the price badge next to the price, with the figures of the price point and the chart', async () => {
    const peersCode = { kind: 'similarVehicles', name: 'Seat Ibiza', year: 2019 } as const;
    const point = { code: 'price', verdict: 'below', percent: 12, perSqm: false, median: 15_000, comparables: 34, confidence: 'high', similar: true } as const;
    openAd(context({ peersCode }), { goodPoints: [{ ...point, peers: peersCode }], badPoints: [] });
    const price = await screen.findByTestId('ad-price');
    const badge = within(price.parentElement!).getByText('Buen precio −12 %');
    expect(badge.closest('[data-tone]')).toHaveAttribute('data-tone', 'good');
    expect(within(price.parentElement!).getByText('Buen precio: un 12 % por debajo del mercado')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Dónde está el precio' });
    expect(within(section).getByText(/^Este precio está un 12 % por debajo de /)).toBeInTheDocument();
  });

  it('shows no price badge on an ad whose price was not judged', async () => {
    openAd(null, { goodPoints: [], badPoints: [{ code: 'noComparables' }] });
    const price = await screen.findByTestId('ad-price');
    expect(price.parentElement!.querySelector('[data-tone]')).toBeNull();
  });
});
