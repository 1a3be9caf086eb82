import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_MESSAGES, type SubscriptionDetails, type SubscriptionPlan } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

const plan = (code: string, name: string, monthlyPrice: number, maxSearches: number, minSearchInterval: number): SubscriptionPlan => ({
  code,
  name,
  monthlyPrice,
  maxSearches,
  minSearchInterval,
  includes: [`${maxSearches} búsquedas activas`, `Cada ${minSearchInterval} horas`],
});
const PLANS = [plan('free', 'Gratis', 0, 1, 6), plan('plus', 'Avanzado', 9.99, 5, 3), plan('pro', 'Premium', 24.99, 20, 1)];

const FREE: SubscriptionDetails = {
  plan: PLANS[0],
  status: 'active',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  usage: { activeSearches: 1, maxSearches: 1 },
  payments: [],
};
const PLUS: SubscriptionDetails = {
  plan: PLANS[1],
  status: 'active',
  currentPeriodEnd: '2026-12-24T10:00:00Z',
  cancelAtPeriodEnd: false,
  usage: { activeSearches: 2, maxSearches: 5 },
  payments: [{ id: 7, at: '2026-11-24T10:00:00Z', amount: 9.99, status: 'succeeded', planCode: 'plus', planName: 'Avanzado' }],
};

function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

const cards = () => screen.getAllByRole('article');
const card = (name: string) => screen.getByRole('article', { name });

describe('/suscripciones', () => {
  it('shows a Free user their plan and usage, the three plans side by side with the current one marked, and upgrades', async () => {
    storeSession();
    stubFetch({ 'GET /api/Subscription/plans': { body: PLANS }, 'GET /api/Subscription/details': { body: FREE } });
    renderApp('/suscripciones');
    expect(await screen.findByRole('heading', { name: 'Suscripciones', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Gratis');
    expect(screen.getByTestId('period')).toHaveTextContent('Plan gratuito, sin fecha de fin.');
    expect(screen.getByTestId('usage')).toHaveTextContent('1 de 1');
    expect(screen.getByRole('progressbar', { name: 'Búsquedas activas' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('Has alcanzado el límite de búsquedas activas de tu plan.')).toBeInTheDocument();

    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Gratis', 'Avanzado', 'Premium']);
    expect(card('Gratis')).toHaveAttribute('aria-current', 'true');
    expect(within(card('Gratis')).getByText('Plan actual')).toBeInTheDocument();
    expect(within(card('Gratis')).getByRole('button', { name: 'Tu plan actual' })).toBeDisabled();
    expect(card('Avanzado')).toHaveTextContent('9,99 € / mes');
    expect(within(card('Avanzado')).getByRole('list', { name: 'Incluye el plan Avanzado' })).toHaveTextContent(
      '5 búsquedas activas a la vez (hasta 25 guardadas)',
    );
    expect(within(card('Gratis')).getByRole('list', { name: 'Incluye el plan Gratis' })).toHaveTextContent('1 búsqueda activa (hasta 10 guardadas)');
    const instant = 'Alertas al momento: te avisamos en menos de un minuto';
    expect(within(card('Avanzado')).getByRole('list', { name: 'Incluye el plan Avanzado' })).toHaveTextContent(instant);
    expect(within(card('Premium')).getByRole('list', { name: 'Incluye el plan Premium' })).toHaveTextContent(instant);
    expect(within(card('Gratis')).getByRole('list', { name: 'Incluye el plan Gratis' })).not.toHaveTextContent(instant);
    expect(within(card('Avanzado')).getByRole('button', { name: 'Mejorar a Avanzado' })).toBeEnabled();
    expect(within(card('Premium')).getByRole('button', { name: 'Mejorar a Premium' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancelar suscripción' })).not.toBeInTheDocument();
    expect(screen.getByText('Todavía no hay pagos de suscripción.')).toBeInTheDocument();
  });

  it('shows "Procesando..." on the chosen plan only, then goes to the checkout', async () => {
    storeSession();
    const assign = stubLocation();
    let answer: (value: unknown) => void = () => undefined;
    const { calls } = stubFetch({
      'GET /api/Subscription/plans': { body: PLANS },
      'GET /api/Subscription/details': { body: FREE },
      'POST /api/Subscription/create-checkout-session': () =>
        new Promise((resolve) => (answer = resolve)).then(() => ({ body: { url: '/payments/local/checkout/5.abc' } })),
    });
    const { user } = renderApp('/suscripciones');
    await user.click(await screen.findByRole('button', { name: 'Mejorar a Avanzado' }));
    expect(await within(card('Avanzado')).findByRole('button', { name: 'Procesando...' })).toBeDisabled();
    expect(within(card('Premium')).getByRole('button', { name: 'Mejorar a Premium' })).toBeDisabled();
    answer(null);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/local/checkout/5.abc'));
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/api/Subscription/create-checkout-session');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ planCode: 'plus' });
  });

  it('says why a checkout could not start and lets the user choose again', async () => {
    storeSession();
    const assign = stubLocation();
    stubFetch({
      'GET /api/Subscription/plans': { body: PLANS },
      'GET /api/Subscription/details': { body: FREE },
      'POST /api/Subscription/create-checkout-session': {
        status: 422,
        body: { code: 'RULE_BROKEN', message: SUBSCRIPTION_MESSAGES.planUnavailable, requestId: 'r' },
      },
    });
    const { user } = renderApp('/suscripciones');
    await user.click(await screen.findByRole('button', { name: 'Mejorar a Premium' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.checkoutFailed)).toBeInTheDocument();
    expect(screen.getByText(SUBSCRIPTION_MESSAGES.planUnavailable)).toBeInTheDocument();
    await waitFor(() => expect(within(card('Premium')).getByRole('button', { name: 'Mejorar a Premium' })).toBeEnabled());
    expect(assign).not.toHaveBeenCalled();
  });

  it('cancels a paid plan after a confirmation and shows until when it is kept', async () => {
    storeSession();
    let details = PLUS;
    const { calls } = stubFetch({
      'GET /api/Subscription/plans': { body: PLANS },
      'GET /api/Subscription/details': () => ({ body: details }),
      'POST /api/Subscription/cancel': () => {
        details = { ...PLUS, cancelAtPeriodEnd: true };
        return { body: { plan: PLUS.plan, status: 'active', currentPeriodEnd: PLUS.currentPeriodEnd, cancelAtPeriodEnd: true } };
      },
    });
    const { user } = renderApp('/suscripciones');
    expect(await screen.findByTestId('period')).toHaveTextContent('Se renueva automáticamente el 24 de diciembre de 2026.');
    expect(card('Avanzado')).toHaveAttribute('aria-current', 'true');
    expect(within(card('Gratis')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Gratis')).getByText(/Cancela tu plan actual/)).toBeInTheDocument();
    expect(within(card('Premium')).getByRole('button', { name: 'Mejorar a Premium' })).toBeEnabled();
    const charges = within(screen.getByRole('list', { name: 'Pagos de la suscripción' })).getAllByRole('listitem');
    expect(charges[0]).toHaveTextContent('Plan Avanzado');
    expect(charges[0]).toHaveTextContent('Pagado');
    expect(charges[0]).toHaveTextContent('9,99 €');

    await user.click(screen.getByRole('button', { name: 'Cancelar suscripción' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar tu suscripción?' });
    expect(dialog).toHaveTextContent('Mantendrás el plan Avanzado hasta el 24 de diciembre de 2026.');
    expect(dialog).toHaveTextContent('no se hace ningún reembolso');
    await user.click(within(dialog).getByRole('button', { name: 'Mantener mi plan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancelar suscripción' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.cancelled)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('period')).toHaveTextContent(
        'Tu suscripción está cancelada: mantendrás el plan Avanzado hasta el 24 de diciembre de 2026. Después pasarás al plan Gratis.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Cancelar suscripción' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/Subscription/cancel')).toHaveLength(1);
  });

  it('warns when a renewal could not be charged', async () => {
    storeSession();
    stubFetch({ 'GET /api/Subscription/plans': { body: PLANS }, 'GET /api/Subscription/details': { body: { ...PLUS, status: 'past_due' } } });
    renderApp('/suscripciones');
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido cobrar la renovación');
  });

  it('shows an error with a retry when the subscription cannot be read', async () => {
    storeSession();
    let fail = true;
    stubFetch({
      'GET /api/Subscription/plans': { body: PLANS },
      'GET /api/Subscription/details': () =>
        fail ? { status: 500, body: { code: 'INTERNAL', message: 'Error interno del servidor', requestId: 'r' } } : { body: FREE },
    });
    const { user } = renderApp('/suscripciones');
    expect(await screen.findByRole('heading', { name: 'Error al cargar tu suscripción' }, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Gratis');
  });

  it('offers visitors sign-in on the page itself, which stays at its address', async () => {
    stubFetch({ 'GET /api/Subscription/plans': { body: PLANS } });
    const { router } = renderApp('/suscripciones');
    expect(await screen.findByRole('heading', { name: 'Inicia sesión para ver los planes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/suscripciones');
  });
});

describe('reaching /suscripciones', () => {
  it('speaks English when English is chosen, plan names and what each plan includes too', async () => {
    await setLanguage('en');
    storeSession();
    stubFetch({ 'GET /api/Subscription/plans': { body: PLANS }, 'GET /api/Subscription/details': { body: PLUS } });
    renderApp('/suscripciones');
    expect(await screen.findByRole('heading', { name: 'Subscriptions', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Advanced');
    expect(screen.getByTestId('period')).toHaveTextContent(/^Renews automatically on /);
    expect(screen.getByTestId('usage')).toHaveTextContent('2 of 5');
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Free', 'Advanced', 'Premium']);
    expect(within(card('Advanced')).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(within(card('Premium')).getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
    const includes = within(card('Premium')).getByRole('list', { name: 'The Premium plan includes' });
    expect(includes).toHaveTextContent('20 active searches at a time (up to 100 saved)');
    expect(includes).toHaveTextContent('Ads checked every hour');
    expect(includes).toHaveTextContent('Instant alerts: we tell you within a minute');
    expect(within(card('Advanced')).getByRole('list', { name: 'The Advanced plan includes' })).toHaveTextContent('Instant alerts: we tell you within a minute');
    expect(within(card('Free')).getByRole('list', { name: 'The Free plan includes' })).not.toHaveTextContent('Instant alerts');
    expect(within(card('Free')).getByText(/Cancel your current plan/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Subscription payments' })).getByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
  });

  it("from the avatar menu's 'Actualizar Suscripción'", async () => {
    storeSession();
    stubFetch({
      'GET /api/Subscription/plans': { body: PLANS },
      'GET /api/Subscription/details': { body: FREE },
      'GET /api/Subscription/balance': { body: { available: 0, held: 0, earned: 0, movements: [] } },
    });
    const { user, router } = renderApp('/busquedas');
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Menú de usuario' }));
    await user.click(await within(banner).findByRole('link', { name: 'Actualizar Suscripción' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suscripciones'));
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Gratis');
  });
});
