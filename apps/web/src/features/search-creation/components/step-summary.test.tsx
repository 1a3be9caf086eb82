import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, type SubscriptionLimits } from '@ojeador/shared';
import { renderApp } from '@/test/render-app';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { SUBSCRIPTION_LIMITS_KEY } from '@/lib/queries/subscription-limits';
import { DRAFT_STORAGE_KEY } from '../hooks/use-creation-flow';
import { FLOW_TIMEOUT_MS, flowHandlers, FREE_LIMITS, slide, stubGeolocation, toLocation, toSummary } from '../testing/flow-helpers';
import { positionOf } from '../lib/price-scale';

let restoreGeolocation: (() => void) | null = null;

beforeEach(() => {
  sessionStorage.clear();
  storeSession();
});

afterEach(() => {
  restoreGeolocation?.();
  restoreGeolocation = null;
});

/** The value shown for a summary row. */
const row = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

const CREATED = { status: 201, body: { id: 42, title: 'Seat León 2018' } };

describe('creation flow, step 3', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('summarises the search with the spec maths', async () => {
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await toSummary(user);
    expect(row('Análisis')).toHaveTextContent('Diésel, menos de 150.000 km');
    expect(screen.queryByText('Tipo de servicio', { selector: 'dt' })).not.toBeInTheDocument(); // one service line
    expect(row('Servicio')).toHaveTextContent('Solo búsqueda automática');
    await waitFor(() => expect(row('Ubicación')).toHaveTextContent('Centro: Madrid (Madrid)'));
    expect(row('Radio')).toHaveTextContent('50 km');
    expect(row('Área de cobertura')).toHaveTextContent('7.854 km²');
    expect(row('Rango de precio')).toHaveTextContent('0 € – Sin límite');
    expect(row('Actualización automática')).toHaveTextContent('Cada 6 horas');
    expect(row('Actualizaciones al día')).toHaveTextContent('4');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Confirmación');
  });

  it('reflects the chosen radius, prices and frequency', async () => {
    restoreGeolocation = stubGeolocation((success) => success({ coords: { latitude: 41.38745, longitude: 2.16861 } } as GeolocationPosition));
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await toLocation(user);
    slide('Radio de búsqueda', 10);
    slide('Precio máximo', positionOf(15_000));
    slide('Precio mínimo', positionOf(3_000));
    slide('Frecuencia de actualización', 8);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('radio', { name: 'Solo búsqueda automática' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('Paso 4 de 4');
    await waitFor(() => expect(row('Ubicación')).toHaveTextContent('Centro: Eixample (Barcelona)'));
    expect(row('Área de cobertura')).toHaveTextContent('314 km²');
    expect(row('Rango de precio')).toHaveTextContent('3.000 € – 15.000 €');
    expect(row('Actualizaciones al día')).toHaveTextContent('3');
  });

  it('creates the search and its parameters in one call, then opens the new search with the draft cleared', async () => {
    let limits: SubscriptionLimits = FREE_LIMITS;
    const { calls } = stubFetch(
      flowHandlers({
        'GET /api/Subscription/limits': () => ({ body: limits }),
        'POST /api/Search': () => {
          limits = { ...FREE_LIMITS, activeSearches: 1 };
          return CREATED;
        },
      }),
    );
    const { user, router } = renderApp('/');
    await screen.findByText('0 / 1');
    await user.click(screen.getByRole('checkbox', { name: /Solo coincidencias exactas/ }));
    await toSummary(user);
    // The chips of what the parser read are sent as the search's preferences.
    await screen.findByText('Diésel');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Crear Búsqueda' }));

    expect(await screen.findByText('✅ Búsqueda creada exitosamente')).toBeInTheDocument();
    expect(screen.getByText('Te avisaremos cuando encontremos anuncios que encajen.')).toBeInTheDocument();
    const posts = calls.filter((c: StubRequest) => c.method === 'POST' && c.path === '/api/Search');
    expect(posts).toHaveLength(1);
    const body = posts[0].body as Record<string, unknown>;
    expect(body).toEqual({
      title: 'Seat León 2018',
      description: 'Diésel, menos de 150.000 km',
      category: 1,
      frequency: 6,
      isActive: true,
      startDate: expect.any(String),
      parameters: {
        keywords: 'Seat León 2018',
        userSearch: 'Diésel, menos de 150.000 km',
        serviceTypeId: 1,
        locationRange: 50,
        latitude: '40.416800',
        longitude: '-3.703800',
        minPrice: null,
        maxPrice: null,
        brandId: null,
        modelId: null,
        platformIds: [1, 2],
        strictMatchOnly: true,
        preferences: { fuel: ['diesel'], maxKm: 150000 },
      },
    });
    expect(Date.parse(body.startDate as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(posts[0].headers.get('Authorization')).toMatch(/^Bearer /);

    // The customer lands on the new search, where its first results arrive.
    await waitFor(() => expect(router.state.location.pathname).toBe('/busquedas/42'));
    // The router may report the new page before React has run the effect that drops the reset draft.
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull());
    // The limits were asked again: the real count (1 / 1) is what the next visit to the form shows.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/Subscription/limits').length).toBeGreaterThanOrEqual(2));
    await router.navigate('/');
    // Asked afresh each time: on a loaded machine the form can mount twice, and a node found once may be gone by then.
    await waitFor(() => expect(screen.getByText('Paso 1 de 4')).toBeInTheDocument());
    expect(screen.getByLabelText('Palabras clave')).toHaveValue('');
    expect(screen.getByLabelText('Describe tu búsqueda')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Coches' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('1 / 1')).toBeInTheDocument();
  });

  it("shows the server's plan-limit message with a crown and 'Mejorar Plan', keeping everything", async () => {
    stubFetch(
      flowHandlers({
        'POST /api/Search': {
          status: 409,
          body: { code: 'LIMIT_REACHED', message: MESSAGES.limitReachedServer, requestId: 'r' },
        },
      }),
    );
    const { user, router } = renderApp('/');
    await toSummary(user);
    await user.click(screen.getByRole('button', { name: 'Crear Búsqueda' }));
    const toast = await screen.findByText(`👑 ${MESSAGES.limitReachedServer}`);
    expect(screen.getByText('Paso 4 de 4')).toBeInTheDocument();
    expect(row('Análisis')).toHaveTextContent('Diésel, menos de 150.000 km');
    fireEvent.click(within(toast.closest('[data-sonner-toast]') as HTMLElement).getByRole('button', { name: 'Mejorar Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suscripciones'));
  });

  it('keys the crown on the LIMIT_REACHED code, not on the words of the message', async () => {
    const conflict = 'Conflicto con el límite de tu plan';
    stubFetch(flowHandlers({ 'POST /api/Search': { status: 409, body: { code: 'CONFLICT', message: conflict, requestId: 'r' } } }));
    const { user } = renderApp('/');
    await toSummary(user);
    await user.click(screen.getByRole('button', { name: 'Crear Búsqueda' }));
    expect(await screen.findByText(`❌ ${conflict}`)).toBeInTheDocument();
    expect(screen.queryByText(`👑 ${conflict}`)).not.toBeInTheDocument();
  });

  it('shows any other creation error with ❌ and keeps the summary', async () => {
    stubFetch(
      flowHandlers({
        'POST /api/Search': { status: 400, body: { code: 'VALIDATION', message: 'Datos no válidos', requestId: 'r' } },
      }),
    );
    const { user } = renderApp('/');
    await toSummary(user);
    await user.click(screen.getByRole('button', { name: 'Crear Búsqueda' }));
    expect(await screen.findByText('❌ Datos no válidos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear Búsqueda' })).toBeEnabled();
    expect(row('Radio')).toHaveTextContent('50 km');
  });

  it("replaces 'Crear Búsqueda' with 'Mejorar Plan' at the limit: back to step 0 and to /suscripciones", async () => {
    stubFetch(flowHandlers());
    const { user, router, queryClient } = renderApp('/');
    await toSummary(user);
    // Another tab used the last free slot meanwhile.
    queryClient.setQueryData(SUBSCRIPTION_LIMITS_KEY, { ...FREE_LIMITS, activeSearches: 1 });
    const upgrade = await within(screen.getByRole('main')).findByRole('button', { name: 'Mejorar Plan' });
    expect(screen.queryByRole('button', { name: 'Crear Búsqueda' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByText('👑 Has alcanzado el límite de 1 búsqueda activa. ¡Mejora tu plan para crear más búsquedas!'),
    ).toBeInTheDocument();
    await user.click(upgrade);
    await waitFor(() => expect(router.state.location.pathname).toBe('/suscripciones'));
    // The router's location changes before React commits the page: wait until the form has gone.
    await waitFor(() => expect(screen.queryByText(/Paso \d de 4/)).not.toBeInTheDocument());
    await router.navigate('/');
    // Back home: at step 0, with what was typed.
    expect(await screen.findByText('Paso 1 de 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Palabras clave')).toHaveValue('Seat León 2018');
  });

  it('disables the submit while the creation is pending and goes back to step 2', async () => {
    let release: () => void = () => undefined;
    stubFetch(
      flowHandlers({
        'POST /api/Search': () => new Promise((resolve) => (release = () => resolve(CREATED))),
      }),
    );
    const { user, router } = renderApp('/');
    await toSummary(user);
    await user.click(screen.getByRole('button', { name: 'Crear Búsqueda' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crear Búsqueda' })).toBeDisabled());
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/busquedas/42'));
    await router.navigate('/');
    expect(await screen.findByText('Paso 1 de 4')).toBeInTheDocument();

    await toSummary(user);
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(await screen.findByText('Paso 3 de 4')).toBeInTheDocument();
  });
});
