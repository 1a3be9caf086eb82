import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { positionOf, PRICE_POSITIONS } from '../lib/price-scale';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { FLOW_TIMEOUT_MS, eur, fillDetails, flowHandlers, FREE_LIMITS, slide, slider, stubGeolocation, toLocation } from '../testing/flow-helpers';

let restoreGeolocation: (() => void) | null = null;

beforeEach(() => {
  sessionStorage.clear();
  storeSession();
});

afterEach(() => {
  restoreGeolocation?.();
  restoreGeolocation = null;
});

describe('creation flow, step 1', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('shows the map, starts at Madrid without geolocation and shows the centre to 4 decimals', async () => {
    stubFetch(flowHandlers());
    const { user, container } = renderApp('/');
    await toLocation(user);
    expect(screen.getByTestId('centre')).toHaveTextContent('40.4168, -3.7038');
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
    expect(container.querySelector('.leaflet-pm-icon-circle')).not.toBeNull();
  });

  it('starts at the browser position when it is given', async () => {
    restoreGeolocation = stubGeolocation((success) => success({ coords: { latitude: 41.38745, longitude: 2.16861 } } as GeolocationPosition));
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await toLocation(user);
    expect(screen.getByTestId('centre')).toHaveTextContent('41.3875, 2.1686');
  });

  it('moves the centre with a click on the map', async () => {
    stubFetch(flowHandlers());
    const { user, container } = renderApp('/');
    await toLocation(user);
    const map = await waitFor(() => container.querySelector<HTMLElement>('.leaflet-container')!);
    fireEvent.click(map, { clientX: 120, clientY: 80 });
    await waitFor(() => expect(screen.getByTestId('centre')).not.toHaveTextContent('40.4168, -3.7038'));
    expect(screen.getByTestId('centre').textContent).toMatch(/^-?\d+\.\d{4}, -?\d+\.\d{4}$/);
  });

  it("asks for a location while none is known: 'Selecciona una ubicación en el mapa'", async () => {
    // A permission prompt nobody answers: no position yet.
    restoreGeolocation = stubGeolocation(() => undefined);
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('Buscando tu ubicación…');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Selecciona una ubicación en el mapa');
    expect(screen.getAllByText('Selecciona una ubicación en el mapa').length).toBeGreaterThanOrEqual(2); // inline + toast
    expect(screen.getByText('Paso 2 de 4')).toBeInTheDocument();
  });

  it('has a radius slider 1-600 km, 50 km for a new web search, that the circle follows', async () => {
    stubFetch(flowHandlers());
    const { user, container } = renderApp('/');
    await toLocation(user);
    const radius = slider('Radio de búsqueda');
    expect(radius).toHaveAttribute('min', '1');
    expect(radius).toHaveAttribute('max', '600');
    expect(radius).toHaveValue('50');
    expect(radius).toHaveAttribute('aria-valuetext', '50 km');
    slide('Radio de búsqueda', 25);
    expect(radius).toHaveAttribute('aria-valuetext', '25 km');
    expect(screen.getByText('25 km')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('path.leaflet-interactive')).not.toBeNull());
  });

  it('keeps the minimum price at or below the maximum and the maximum at or above the minimum', async () => {
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await toLocation(user);
    const min = slider('Precio mínimo');
    const max = slider('Precio máximo');
    expect(max).toHaveAttribute('aria-valuetext', 'Sin límite');
    expect(min).toHaveAttribute('aria-valuetext', eur('0 €'));

    slide('Precio máximo', positionOf(20_000));
    expect(max).toHaveAttribute('aria-valuetext', eur('20.000 €'));
    slide('Precio mínimo', positionOf(50_000));
    expect(min).toHaveAttribute('aria-valuetext', eur('20.000 €'));
    slide('Precio mínimo', positionOf(5_000));
    slide('Precio máximo', positionOf(1_000));
    expect(max).toHaveAttribute('aria-valuetext', eur('5.000 €'));
    slide('Precio máximo', PRICE_POSITIONS);
    expect(max).toHaveAttribute('aria-valuetext', 'Sin límite');
  });

  it('has 500 € steps up to 30.000 € and number inputs beside the sliders', async () => {
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await toLocation(user);
    const min = slider('Precio mínimo');
    slide('Precio mínimo', 1);
    expect(min).toHaveAttribute('aria-valuetext', eur('500 €'));
    expect(screen.getByLabelText('Precio mínimo (€)')).toHaveValue(500);

    const typedMax = screen.getByLabelText('Precio máximo (€)');
    await user.type(typedMax, '12345{Enter}');
    expect(slider('Precio máximo')).toHaveAttribute('aria-valuetext', eur('12.345 €'));
    await user.clear(typedMax);
    await user.tab();
    expect(slider('Precio máximo')).toHaveAttribute('aria-valuetext', 'Sin límite');
  });

  it("runs the frequency from the plan's minimum to 24 h, default the minimum, marked at 12h and 24h", async () => {
    stubFetch(flowHandlers({ 'GET /api/Subscription/limits': { body: { ...FREE_LIMITS, minSearchInterval: 3 } } }));
    const { user } = renderApp('/');
    await toLocation(user);
    const frequency = slider('Frecuencia de actualización');
    expect(frequency).toHaveAttribute('min', '3');
    expect(frequency).toHaveAttribute('max', '24');
    expect(frequency).toHaveValue('3');
    expect(screen.getByText('12h')).toBeInTheDocument();
    expect(screen.getByText('24h')).toBeInTheDocument();
    slide('Frecuencia de actualización', 12);
    expect(frequency).toHaveAttribute('aria-valuetext', 'Cada 12 horas');
  });

  it('goes back to step 0 with everything kept, and forward to step 2', async () => {
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await toLocation(user);
    slide('Radio de búsqueda', 40);
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(await screen.findByText('Paso 1 de 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Palabras clave')).toHaveValue('Seat León 2018');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('Paso 2 de 4');
    expect(slider('Radio de búsqueda')).toHaveValue('40');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Paso 3 de 4')).toBeInTheDocument();
  });
});
