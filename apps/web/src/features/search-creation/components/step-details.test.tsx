import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { FLOW_TIMEOUT_MS, fillDetails, flowHandlers, FREE_LIMITS } from '../testing/flow-helpers';

beforeEach(() => sessionStorage.clear());

const continueButton = () => screen.getByRole('button', { name: 'Continuar' });

describe('creation flow, step 0', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('offers the three categories with aria-pressed and the form fields', async () => {
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    const cars = await screen.findByRole('button', { name: 'Coches' });
    expect(screen.getByRole('button', { name: 'Motos' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Casas y pisos' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(cars);
    expect(cars).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Palabras clave')).toHaveAttribute('placeholder', expect.stringContaining('Seat León 2018'));
    expect(screen.getByLabelText('Palabras clave')).toHaveAttribute('placeholder', expect.stringContaining('piso 3 habitaciones Valencia'));
    expect(screen.getByRole('radio', { name: 'Búsqueda web + revisión presencial' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Solo coincidencias exactas/ })).not.toBeChecked();
    expect(screen.getByText('Paso 1 de 4')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Qué buscas');
  });

  it('says before committing that no expert offers the chosen service for the category', async () => {
    // Signed in: the offers are asked only for a customer (a visitor's call would answer 401).
    storeSession();
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Motos' }));
    await user.click(screen.getByRole('radio', { name: 'Búsqueda web + revisión presencial' }));
    expect(await screen.findByText('Aún no hay expertos para revisión presencial de motos: tu búsqueda será automática')).toBeInTheDocument();
  });

  it('keeps Continue disabled until keywords, description, category and service type are set', async () => {
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Coches' }));
    expect(continueButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Palabras clave'), 'Seat León');
    expect(continueButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Describe tu búsqueda'), 'Diésel');
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Búsqueda web' }));
    expect(continueButton()).toBeEnabled();
  });

  it('asks a visitor to sign in, offers the sign-in control, and keeps what was typed', async () => {
    const { calls } = stubFetch(flowHandlers());
    const { user, router } = renderApp('/');
    await fillDetails(user);
    await user.click(continueButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Inicia sesión para crear una búsqueda');
    expect(within(alert).getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Paso 1 de 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Palabras clave')).toHaveValue('Seat León 2018');
    expect(screen.queryByText(/Búsquedas activas/)).not.toBeInTheDocument();
    // A visitor's choice of service type asks nothing that would answer 401.
    expect(calls.some((c) => c.path.startsWith('/api/SearchService'))).toBe(false);
  });

  it('answers blank keywords with "Completa los campos de la búsqueda" without losing the description', async () => {
    storeSession();
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Motos' }));
    await user.type(screen.getByLabelText('Palabras clave'), '   ');
    await user.type(screen.getByLabelText('Describe tu búsqueda'), 'Naked de 2020');
    await user.click(screen.getByRole('radio', { name: 'Búsqueda web' }));
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Completa los campos de la búsqueda');
    expect(screen.getByText('Escribe qué buscas')).toBeInTheDocument();
    expect(screen.getByLabelText('Describe tu búsqueda')).toHaveValue('Naked de 2020');
    expect(screen.getByText('Paso 1 de 4')).toBeInTheDocument();
  });

  it("shows the signed-in user's real active-search count and plan", async () => {
    storeSession();
    const limits = { ...FREE_LIMITS, activeSearches: 3, maxSearches: 5, planCode: 'plus', planName: 'Avanzado' };
    stubFetch(flowHandlers({ 'GET /api/Subscription/limits': { body: limits } }));
    renderApp('/');
    expect(await screen.findByText('3 / 5')).toBeInTheDocument();
    expect(screen.getByText(/Búsquedas activas:/)).toBeInTheDocument();
    expect(screen.getByText('· Plan Avanzado')).toBeInTheDocument();
  });

  it('words the categories and the plan in English on an English page', async () => {
    await setLanguage('en', { remember: false });
    storeSession();
    const limits = { ...FREE_LIMITS, planCode: 'pro', planName: 'Premium' };
    stubFetch(flowHandlers({ 'GET /api/Subscription/limits': { body: limits } }));
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Houses and flats' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cars' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coches' })).not.toBeInTheDocument();
    expect(await screen.findByText('· Premium plan')).toBeInTheDocument();
  });

  it('falls back to 1 search when the limits answer lacks a maximum', async () => {
    storeSession();
    stubFetch(flowHandlers({ 'GET /api/Subscription/limits': { body: { activeSearches: 0 } } }));
    renderApp('/');
    expect(await screen.findByText('0 / 1')).toBeInTheDocument();
  });

  it("blocks a user at the limit with the crown toast and 'Mejorar Plan' to /suscripciones", async () => {
    storeSession();
    stubFetch(flowHandlers({ 'GET /api/Subscription/limits': { body: { ...FREE_LIMITS, activeSearches: 1 } } }));
    const { user, router } = renderApp('/');
    await screen.findByText('1 / 1');
    await fillDetails(user);
    await user.click(continueButton());
    const toast = await screen.findByText('👑 Has alcanzado el límite de 1 búsqueda activa. ¡Mejora tu plan para crear más búsquedas!');
    expect(screen.getByText('Paso 1 de 4')).toBeInTheDocument();
    const toastElement = toast.closest('[data-sonner-toast]') as HTMLElement;
    // fireEvent: sonner's pointer handlers need setPointerCapture, which jsdom lacks.
    fireEvent.click(within(toastElement).getByRole('button', { name: 'Mejorar Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suscripciones'));
  });

  it('goes to step 1 when everything is in order', async () => {
    storeSession();
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await fillDetails(user);
    await user.click(continueButton());
    expect(await screen.findByText('Paso 2 de 4')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Ubicación y precio');
  });

  it("brings a visitor who pressed 'Continuar' back to the form, in view with everything typed, once signed in", async () => {
    stubFetch(flowHandlers());
    const visitor = renderApp('/');
    await fillDetails(visitor.user);
    await visitor.user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Inicia sesión para crear una búsqueda');
    visitor.unmount();
    // Signed in elsewhere (the sign-in page, then /verify-phone?next=/), back on the home page.
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    storeSession();
    const customer = renderApp('/');
    expect(await screen.findByLabelText('Palabras clave')).toHaveValue('Seat León 2018');
    expect(screen.getByText('Paso 1 de 4')).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Qué buscas' })).toHaveFocus();
    await customer.user.click(continueButton());
    expect(await screen.findByText('Paso 2 de 4')).toBeInTheDocument();
    scrolled.mockRestore();
  });

  it('reopens a signed-in draft at the step it was left at after a reload', async () => {
    storeSession();
    stubFetch(flowHandlers());
    const first = renderApp('/');
    await fillDetails(first.user);
    await first.user.click(continueButton());
    expect(await screen.findByText('Paso 2 de 4')).toBeInTheDocument();
    first.unmount();
    renderApp('/');
    expect(await screen.findByText('Paso 2 de 4')).toBeInTheDocument();
  });

  it('keeps the draft in this tab across a reload (e.g. a sign-in round trip)', async () => {
    stubFetch(flowHandlers());
    const first = renderApp('/');
    await fillDetails(first.user);
    first.unmount();
    renderApp('/');
    expect(await screen.findByLabelText('Palabras clave')).toHaveValue('Seat León 2018');
    expect(screen.getByRole('button', { name: 'Coches' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: 'Búsqueda web' })).toBeChecked();
  });
});
