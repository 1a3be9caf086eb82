import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { DRAFT_STORAGE_KEY, useCreationFlow } from '../hooks/use-creation-flow';
import spanish from '../locales/es.json';
import { EXPERT_SERVICE, FLOW_TIMEOUT_MS, flowHandlers, toService } from '../testing/flow-helpers';
import { StepService } from './step-service';

beforeEach(() => {
  sessionStorage.clear();
  storeSession();
});

describe('creation flow, step 2', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('says when no expert serves the category and preselects "Solo búsqueda automática", the only choice', async () => {
    const { calls } = stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await toService(user);
    expect(await screen.findByText('Aún no hay expertos para búsqueda web de coches: tu búsqueda será automática')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/SearchService?categoryId=1&serviceTypeId=1')).toBe(true);
    expect(await screen.findByRole('radio', { name: 'Solo búsqueda automática' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });

  it('leaves the choice open when experts offer the service', async () => {
    stubFetch(flowHandlers({ 'GET /api/SearchService': { body: [EXPERT_SERVICE] } }));
    const { user } = renderApp('/');
    await toService(user);
    await screen.findByRole('heading', { name: 'Talleres Ruiz' });
    expect(screen.getByRole('radio', { name: 'Solo búsqueda automática' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  it("shows each expert offer's facts; choosing one is remembered and the summary says the hire comes next", async () => {
    stubFetch(flowHandlers({ 'GET /api/SearchService': { body: [EXPERT_SERVICE] } }));
    const { user } = renderApp('/');
    await toService(user);
    const card = (await screen.findByRole('heading', { name: 'Talleres Ruiz' })).closest('article')!;
    const inCard = within(card);
    expect(inCard.getByRole('img')).toHaveAttribute('src', '/uploads/a.jpg');
    expect(inCard.getByText('Coches')).toBeInTheDocument();
    expect(inCard.getByText('Búsqueda web')).toBeInTheDocument();
    expect(inCard.getByText('4,5 / 5')).toBeInTheDocument();
    expect(inCard.getByText('12 completadas')).toBeInTheDocument();
    expect(inCard.getByText('49,90 €')).toBeInTheDocument();
    expect(inCard.getByText('Solo Comunidad de Madrid')).toBeInTheDocument();
    expect(inCard.getByText('48 horas')).toBeInTheDocument();
    expect(inCard.getByText('7 días de garantía')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await user.click(inCard.getByRole('radio', { name: 'Elegir este servicio de Talleres Ruiz' }));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}').serviceId).toBe(11);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Talleres Ruiz · 49,90 €')).toBeInTheDocument();
    expect(screen.getByText(spanish.messages.expertHiredNext)).toBeInTheDocument();
  });

  it("shows 'Error al cargar los servicios: {message}' and retries", async () => {
    let failures = 2; // step 0 asks first (for its "no experts" note), then step 2
    stubFetch(
      flowHandlers({
        'GET /api/SearchService': () =>
          failures-- > 0 ? { status: 500, body: { code: 'INTERNAL', message: 'Error interno del servidor', requestId: 'r' } } : { body: [] },
      }),
    );
    const { user } = renderApp('/');
    await toService(user);
    expect(await screen.findByText('Error al cargar los servicios: Error interno del servidor')).toBeInTheDocument();
    // The automatic search stays available.
    await user.click(screen.getByRole('radio', { name: 'Solo búsqueda automática' }));
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/Aún no hay expertos para búsqueda web de coches/)).toBeInTheDocument();
  });

  it('goes back to step 1', async () => {
    stubFetch(flowHandlers());
    const { user } = renderApp('/');
    await toService(user);
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(await screen.findByText('Paso 2 de 4')).toBeInTheDocument();
  });
});

function InvalidDraft({ category, serviceTypeId }: { category: number; serviceTypeId: 1 | 2 | null }) {
  const flow = useCreationFlow();
  return (
    <>
      <p>Paso {flow.state.step + 1}</p>
      <StepService flow={{ ...flow, state: { ...flow.state, category, serviceTypeId } }} />
    </>
  );
}

describe('step 2 with an invalid category or service type', { timeout: FLOW_TIMEOUT_MS }, () => {
  it.each([
    { category: 0, serviceTypeId: 1 as const },
    { category: 1, serviceTypeId: null },
  ])('shows the error and a way back (category $category, type $serviceTypeId)', async ({ category, serviceTypeId }) => {
    const { calls } = stubFetch(flowHandlers());
    const router = createMemoryRouter([{ path: '/', element: <InvalidDraft category={category} serviceTypeId={serviceTypeId} /> }]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Por favor selecciona una categoría y un tipo de servicio válidos.');
    expect(calls.some((c) => c.path.startsWith('/api/SearchService'))).toBe(false);
    expect(screen.queryByRole('radio', { name: 'Solo búsqueda automática' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.getByText('Paso 1')).toBeInTheDocument());
  });
});
