import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { FLOW_TIMEOUT_MS, flowHandlers, toLocation, toSummary } from '../testing/flow-helpers';

beforeEach(() => {
  sessionStorage.clear();
  storeSession();
});

const CREATED = { status: 201, body: { id: 42, title: 'Seat León 2018' } };

describe('creation flow, step 3: what was understood', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('shows the preferences read from keywords and description as chips, asking the parser once the text settled', async () => {
    const { calls } = stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await toSummary(user);
    const chips = await screen.findByRole('list', { name: 'Lo que hemos entendido' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Diésel', '≤ 150.000 km']);
    const previews = calls.filter((c: StubRequest) => c.path === '/api/SearchParameter/preview');
    expect(previews).toHaveLength(1);
    expect(previews[0].body).toEqual({ category: 1, keywords: 'Seat León 2018', userSearch: 'Diésel, menos de 150.000 km' });
  });

  it('sends what the customer left: a removed chip is gone, a corrected number is the new one', async () => {
    const { calls } = stubFetch(flowHandlers({ 'POST /api/Search': CREATED }));
    const { user } = renderApp('/');
    await toSummary(user);
    await user.click(await screen.findByRole('button', { name: 'Quitar «Diésel»' }));
    await user.click(screen.getByRole('button', { name: 'Corregir «≤ 150.000 km»' }));
    const input = screen.getByLabelText('Kilómetros como máximo');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, '120000{Enter}');
    expect(await screen.findByText('≤ 120.000 km')).toBeInTheDocument();
    expect(screen.queryByText('Diésel')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crear Búsqueda' }));
    await screen.findByText('✅ Búsqueda creada exitosamente');
    const post = calls.find((c: StubRequest) => c.method === 'POST' && c.path === '/api/Search');
    expect((post?.body as { parameters: { preferences: unknown } }).parameters.preferences).toEqual({ maxKm: 120000 });
  });

  it('corrects a choice with the keyboard and cancels an edit with Escape', async () => {
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await toSummary(user);
    await user.click(await screen.findByRole('button', { name: 'Corregir «Diésel»' }));
    await user.selectOptions(screen.getByLabelText('Elige otra opción'), 'Gasolina');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Gasolina')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Corregir «≤ 150.000 km»' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText('Kilómetros como máximo')).not.toBeInTheDocument());
    expect(screen.getByText('≤ 150.000 km')).toBeInTheDocument();
  });

  it("shows the description's price as a chip and as the range's maximum when the slider set none", async () => {
    stubFetch(flowHandlers({ 'POST /api/SearchParameter/preview': { body: { preferences: { fuel: ['diesel'], maxPrice: 9000 } } } }));
    const { user } = renderApp('/');
    await toSummary(user);
    const chips = await screen.findByRole('list', { name: 'Lo que hemos entendido' });
    expect(within(chips).getByText('Hasta 9.000 €')).toBeInTheDocument();
    const range = screen.getByText('Rango de precio').nextElementSibling as HTMLElement;
    expect(range).toHaveTextContent('0 € – 9.000 €');
    expect(within(range).getByText('Precio máximo tomado de tu descripción (9.000 €)')).toBeInTheDocument();
  });

  it('says the price range rules when the slider states another maximum', async () => {
    stubFetch(flowHandlers({ 'POST /api/SearchParameter/preview': { body: { preferences: { maxPrice: 9000 } } } }));
    const { user } = renderApp('/');
    await toLocation(user);
    await user.type(screen.getByLabelText('Precio máximo (€)'), '12000{Enter}');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('radio', { name: 'Solo búsqueda automática' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const range = (await screen.findByText('Rango de precio')).nextElementSibling as HTMLElement;
    expect(range).toHaveTextContent('0 € – 12.000 €');
    expect(await within(range).findByText('Manda tu rango de precio (hasta 12.000 €), no el precio de la descripción (9.000 €)')).toBeInTheDocument();
  });

  it('says so when nothing specific was understood', async () => {
    stubFetch(flowHandlers({ 'POST /api/SearchParameter/preview': { body: { preferences: {} } } }));
    const { user } = renderApp('/');
    await toSummary(user);
    expect(await screen.findByText('No hemos entendido ninguna preferencia concreta en el texto.')).toBeInTheDocument();
  });
});
