import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchParameters } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { SEARCH, openResults } from '../testing/detail-helpers';

// a price stated in the description ("hasta 9.000 €") and the price range of the search.
const PARAMETERS: SearchParameters = {
  searchId: 5,
  keywords: 'seat ibiza',
  userSearch: 'Seat Ibiza gasolina, hasta 9.000 €',
  category: 1,
  categoryCode: 'cars',
  frequency: 6,
  serviceTypeId: 1,
  serviceTypeCode: 'webSearch',
  locationRange: 100,
  latitude: 40.4168,
  longitude: -3.7038,
  minPrice: null,
  maxPrice: null,
  brandId: null,
  modelId: null,
  platformIds: [1, 2],
  strictMatchOnly: false,
  preferences: { fuel: ['gasolina'], maxPrice: 9000 },
};

async function panelFor(parameters: Partial<SearchParameters>, name = 'Qué busca') {
  openResults({ 'GET /api/Search/5': { body: { ...SEARCH, parameters: { ...PARAMETERS, ...parameters } } } });
  return screen.findByRole('region', { name });
}

const chips = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('/busquedas/:id the price from the description', { timeout: 20_000 }, () => {
  it('shows it as a chip and as the maximum of the range when the customer set none', async () => {
    const panel = await panelFor({});
    expect(chips(panel)).toEqual(['Gasolina', 'Hasta 9.000 €']);
    expect(panel).toHaveTextContent('Radio 100 km · 0 € – 9.000 € · Cada 6 horas');
    expect(within(panel).getByText('Precio máximo tomado de tu descripción (9.000 €)')).toBeInTheDocument();
  });

  it('says the price range rules when it states another maximum', async () => {
    const panel = await panelFor({ maxPrice: 12000 });
    expect(chips(panel)).toEqual(['Gasolina', 'Hasta 9.000 €']);
    expect(panel).toHaveTextContent('0 € – 12.000 €');
    expect(within(panel).getByText('Manda tu rango de precio (hasta 12.000 €), no el precio de la descripción (9.000 €)')).toBeInTheDocument();
  });

  it('says the minimum rules when the description price lies under it', async () => {
    const panel = await panelFor({ minPrice: 10000 });
    expect(panel).toHaveTextContent('10.000 € – Sin límite');
    expect(within(panel).getByText('Manda tu rango de precio (desde 10.000 €), no el precio de la descripción (9.000 €)')).toBeInTheDocument();
  });

  it('says nothing more when both agree', async () => {
    const agree = await panelFor({ maxPrice: 9000 });
    expect(agree).toHaveTextContent('0 € – 9.000 € · Cada 6 horas');
    expect(within(agree).queryByText(/descripción/)).not.toBeInTheDocument();
  });

  it('says in the form, as the maximum is cleared, that the description price then rules', async () => {
    const { user } = openResults({ 'GET /api/Search/5': { body: { ...SEARCH, parameters: { ...PARAMETERS, maxPrice: 12000 } } } });
    await user.click(await screen.findByRole('button', { name: 'Editar parámetros' }));
    const form = screen.getByRole('form', { name: 'Parámetros de la búsqueda' });
    expect(within(form).getByText('Manda tu rango de precio (hasta 12.000 €), no el precio de la descripción (9.000 €)')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Precio máximo (€)'));
    expect(within(form).getByText('Precio máximo tomado de tu descripción (9.000 €)')).toBeInTheDocument();
  });

  it('speaks English when asked', async () => {
    await setLanguage('en', { remember: false });
    const panel = await panelFor({ maxPrice: 12000 }, 'What it looks for');
    expect(chips(panel)).toEqual(['Petrol', 'Up to €9,000']);
    expect(within(panel).getByText('Your price range rules (up to €12,000), not the price in the description (€9,000)')).toBeInTheDocument();
  });
});
