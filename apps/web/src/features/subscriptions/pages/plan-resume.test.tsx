import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  includes: [],
});
const PLANS = [plan('free', 'Gratis', 0, 1, 6), plan('plus', 'Avanzado', 9.99, 5, 3), plan('pro', 'Premium', 24.99, 20, 1)];
const CANCELLED: SubscriptionDetails = {
  plan: PLANS[1],
  status: 'active',
  currentPeriodEnd: '2026-12-24T10:00:00Z',
  cancelAtPeriodEnd: true,
  usage: { activeSearches: 2, maxSearches: 5 },
  payments: [],
};
const current = (details: SubscriptionDetails) => ({
  plan: details.plan,
  status: details.status,
  currentPeriodEnd: details.currentPeriodEnd,
  cancelAtPeriodEnd: details.cancelAtPeriodEnd,
});

describe('resuming a cancelled plan on /suscripciones', () => {
  it('offers "Reanudar plan" with what it means, confirms, resumes, says so and shows the plan renewing', async () => {
    storeSession();
    let details = CANCELLED;
    const { calls } = stubFetch({
      'GET /api/Subscription/plans': { body: PLANS },
      'GET /api/Subscription/details': () => ({ body: details }),
      'POST /api/Subscription/resume': () => {
        details = { ...CANCELLED, cancelAtPeriodEnd: false };
        return { body: current(details) };
      },
    });
    const { user } = renderApp('/suscripciones');
    const resume = await screen.findByRole('button', { name: 'Reanudar plan' });
    expect(resume).toHaveAccessibleDescription('Si lo reanudas, no terminará: se renovará automáticamente el 24 de diciembre de 2026.');
    expect(screen.queryByRole('button', { name: 'Cancelar suscripción' })).not.toBeInTheDocument();

    // "Volver" leaves everything as it was.
    await user.click(resume);
    const dialog = await screen.findByRole('dialog', { name: '¿Reanudar tu plan?' });
    expect(dialog).toHaveTextContent('Mantendrás el plan Avanzado y se renovará automáticamente el 24 de diciembre de 2026 por 9,99 € al mes.');
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Reanudar plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, reanudar' }));
    expect(await screen.findByText('Plan reanudado: se renovará el 24 de diciembre de 2026')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('period')).toHaveTextContent('Se renueva automáticamente el 24 de diciembre de 2026.'));
    expect(screen.queryByRole('button', { name: 'Reanudar plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar suscripción' })).toBeEnabled();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/Subscription/resume')).toHaveLength(1);
  });

  it('on 409 PLAN_NOT_CANCELLED (resumed elsewhere meanwhile) says so and shows the plan renewing', async () => {
    storeSession();
    let details = CANCELLED;
    stubFetch({
      'GET /api/Subscription/plans': { body: PLANS },
      'GET /api/Subscription/details': () => ({ body: details }),
      'POST /api/Subscription/resume': () => {
        details = { ...CANCELLED, cancelAtPeriodEnd: false };
        return { status: 409, body: { code: 'PLAN_NOT_CANCELLED', message: SUBSCRIPTION_MESSAGES.notCancelled, requestId: 'r' } };
      },
    });
    const { user } = renderApp('/suscripciones');
    await user.click(await screen.findByRole('button', { name: 'Reanudar plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, reanudar' }));
    expect(await screen.findByText('Tu plan ya no estaba cancelado: se renovará al final del periodo pagado')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('period')).toHaveTextContent('Se renueva automáticamente el 24 de diciembre de 2026.'));
    expect(screen.queryByRole('button', { name: 'Reanudar plan' })).not.toBeInTheDocument();
  });

  it('on 409 PLAN_ENDED (the period ran out) says it cannot be resumed and shows the plan the customer has now', async () => {
    storeSession();
    let details = CANCELLED;
    stubFetch({
      'GET /api/Subscription/plans': { body: PLANS },
      'GET /api/Subscription/details': () => ({ body: details }),
      'POST /api/Subscription/resume': () => {
        details = { ...CANCELLED, plan: PLANS[0], currentPeriodEnd: null, cancelAtPeriodEnd: false, usage: { activeSearches: 1, maxSearches: 1 } };
        // The text comes from the code, not from the server's message.
        return { status: 409, body: { code: 'PLAN_ENDED', message: 'Otro texto del servidor', requestId: 'r' } };
      },
    });
    const { user } = renderApp('/suscripciones');
    await user.click(await screen.findByRole('button', { name: 'Reanudar plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, reanudar' }));
    expect(await screen.findByText('Tu plan ya ha terminado y no se puede reanudar: para volver a tenerlo, contrátalo de nuevo')).toBeInTheDocument();
    expect(screen.queryByText('Error al reanudar el plan')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-plan')).toHaveTextContent('Gratis'));
    expect(screen.queryByRole('button', { name: 'Reanudar plan' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await setLanguage('en');
    storeSession();
    stubFetch({ 'GET /api/Subscription/plans': { body: PLANS }, 'GET /api/Subscription/details': { body: CANCELLED } });
    const { user } = renderApp('/suscripciones');
    const resume = await screen.findByRole('button', { name: 'Resume plan' });
    expect(resume).toHaveAccessibleDescription(/^If you resume it, it will not end: it renews automatically on /);
    await user.click(resume);
    expect(await screen.findByRole('dialog', { name: 'Resume your plan?' })).toHaveTextContent(
      /You keep the Advanced plan and it renews automatically on .+ for €9\.99 a month\./,
    );
  });
});
