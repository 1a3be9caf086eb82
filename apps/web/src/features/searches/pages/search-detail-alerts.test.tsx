import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SourcesFreshnessResponse } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import type { StubRequest } from '@/test/fetch-stub';
import { SEARCH, openResults } from '../testing/detail-helpers';

beforeAll(() => {
  // sonner's toasts take the pointer on press (the toast's action button).
  if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => undefined;
});
afterEach(() => {
  vi.useRealTimers();
});

const PLUS_SEARCH = { ...SEARCH, instantAlerts: true, instantAlertsAvailable: true };
const alertsSwitch = () => screen.findByRole('switch', { name: 'Alertas al momento' });
const putCalls = (calls: StubRequest[]) => calls.filter((c) => c.method === 'PUT' && c.path === '/api/Search/5/instant-alerts');
const toastWith = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[data-sonner-toast]')!;

/** Holds the server's answer until `release()` (to see the switch move before the server answers). */
function gate() {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { wait: () => opened, release: () => release() };
}

describe('search page: "Alertas al momento"', () => {
  it('is shown off and disabled on a Free plan, with the plans it needs and a link to them', async () => {
    const { calls } = openResults({ 'GET /api/Search/5': { body: { ...SEARCH, instantAlerts: true, instantAlertsAvailable: false } } });
    const toggle = await alertsSwitch();
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    const section = screen.getByRole('region', { name: 'Alertas al momento' });
    expect(section).toHaveTextContent('Te avisamos en cuanto aparece un anuncio de 70 puntos o más (como mucho un aviso cada 10 minutos).');
    expect(toggle).toHaveAccessibleDescription('Te avisamos en cuanto aparece un anuncio de 70 puntos o más (como mucho un aviso cada 10 minutos).');
    expect(within(section).getByText('Disponible en los planes Avanzado y Premium')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/suscripciones');
    expect(putCalls(calls)).toHaveLength(0);
  });

  it('on Plus, turns off at once (before the server answers), then on again from the keyboard', async () => {
    const off = gate();
    let stored = true;
    let answer: (enabled: boolean) => Promise<{ body: unknown }> = async (enabled) => {
      await off.wait();
      stored = enabled;
      return { body: { instantAlerts: stored } };
    };
    const { user, calls } = openResults({
      // The page reads the search again once the change is settled: the stub answers what was stored.
      'GET /api/Search/5': () => ({ body: { ...PLUS_SEARCH, instantAlerts: stored } }),
      'PUT /api/Search/5/instant-alerts': (request: StubRequest) => answer((request.body as { enabled: boolean }).enabled),
    });
    const toggle = await alertsSwitch();
    expect(toggle).toBeEnabled();
    expect(toggle).toBeChecked();
    expect(screen.queryByText('Disponible en los planes Avanzado y Premium')).not.toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(putCalls(calls).map((c) => c.body)).toEqual([{ enabled: false }]);
    off.release();
    expect(await screen.findByText('Alertas al momento desactivadas')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();

    answer = async (enabled) => {
      stored = enabled;
      return { body: { instantAlerts: stored } };
    };
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await screen.findByText('Alertas al momento activadas')).toBeInTheDocument();
    expect(putCalls(calls).map((c) => c.body)).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it('says it turned off with "Deshacer", which turns it back on with the same PUT', async () => {
    let stored = true;
    const { user, calls } = openResults({
      'GET /api/Search/5': () => ({ body: { ...PLUS_SEARCH, instantAlerts: stored } }),
      'PUT /api/Search/5/instant-alerts': (request: StubRequest) => {
        stored = (request.body as { enabled: boolean }).enabled;
        return { body: { instantAlerts: stored } };
      },
    });
    const toggle = await alertsSwitch();
    await user.click(toggle);
    const offToast = await toastWith('Alertas al momento desactivadas');
    await user.click(within(offToast).getByRole('button', { name: 'Deshacer' }));

    expect(await screen.findByText('Alertas al momento activadas')).toBeInTheDocument();
    expect(putCalls(calls).map((c) => c.body)).toEqual([{ enabled: false }, { enabled: true }]);
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('goes back and says why when the server refuses: the plan (with the way to the plans) or anything else', async () => {
    let answer: { status: number; body?: unknown } = {
      status: 409,
      body: { code: 'PLAN_REQUIRED', message: 'Las alertas al momento son de los planes Avanzado y Premium', requestId: 'r' },
    };
    const { user, router } = openResults({
      'GET /api/Search/5': { body: { ...PLUS_SEARCH, instantAlerts: false } },
      'PUT /api/Search/5/instant-alerts': () => answer,
    });
    const toggle = await alertsSwitch();
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    const planToast = await toastWith('👑 Las alertas al momento son de los planes Avanzado y Premium');
    await waitFor(() => expect(toggle).not.toBeChecked());

    answer = { status: 500 };
    await user.click(toggle);
    expect(await screen.findByText('❌ No se pudo cambiar las alertas al momento')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());

    await user.click(within(planToast).getByRole('button', { name: 'Ver planes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suscripciones'));
  });

  it('says the search cannot be changed when the server answers 403 or 404, and goes back', async () => {
    let answer = { status: 403, body: { code: 'FORBIDDEN', message: 'No tienes permiso', requestId: 'r' } };
    const { user } = openResults({
      'GET /api/Search/5': { body: PLUS_SEARCH },
      'PUT /api/Search/5/instant-alerts': () => answer,
    });
    const toggle = await alertsSwitch();
    await user.click(toggle);
    expect(await screen.findByText('No puedes cambiar las alertas de esta búsqueda')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());

    answer = { status: 404, body: { code: 'NOT_FOUND', message: 'Búsqueda no encontrada', requestId: 'r' } };
    await user.click(toggle);
    await waitFor(() => expect(screen.getAllByText('No puedes cambiar las alertas de esta búsqueda')).toHaveLength(2));
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it.each(['Admin', 'Expert'] as const)("is not shown to anyone but the owner (%s reading a customer's search)", async (role) => {
    openResults({ 'GET /api/Search/5': { body: { ...PLUS_SEARCH, userId: 99 } } }, role);
    await screen.findByRole('article', { name: 'Ibiza A' });
    expect(screen.getByRole('heading', { level: 1, name: 'Seat Ibiza' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Alertas al momento' })).not.toBeInTheDocument();
  });
});

describe('search page: how fresh the sources are', () => {
  const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
  const freshness = (): SourcesFreshnessResponse => ({
    sources: [
      { source: 'feed', lastReadAt: minutes(-2), nextReadAt: minutes(1), lastError: null, errorKind: null },
      { source: 'wallapop', lastReadAt: null, nextReadAt: null, lastError: null, errorKind: null },
    ],
  });

  it("says per source when it was read and when it is read next, 'aún no leído' before the first read", async () => {
    openResults({ 'GET /api/Sources/freshness': () => ({ body: freshness() }) });
    const list = await screen.findByRole('list', { name: 'Últimas lecturas de las fuentes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Feed: leído hace 2 min · próxima lectura en 1 min', 'Wallapop: aún no leído']);
  });

  it('names a failed last read and a source it does not know by its own name; reads older than an hour in hours', async () => {
    openResults({
      'GET /api/Sources/freshness': {
        body: {
          sources: [{ source: 'milanuncios', lastReadAt: minutes(-125), nextReadAt: minutes(125), lastError: 'no responde', errorKind: 'unreachable' }],
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Últimas lecturas de las fuentes' });
    expect(list).toHaveTextContent('milanuncios: leído hace 2 h · próxima lectura en 2 h · la última lectura falló: no responde');
  });

  it('says no source was read yet when none has been polled', async () => {
    openResults({ 'GET /api/Sources/freshness': { body: { sources: [] } } });
    expect(await screen.findByText('Fuentes: aún no leídas')).toBeInTheDocument();
  });

  it('says it is checking, then that it could not tell, without breaking the page', async () => {
    openResults({ 'GET /api/Sources/freshness': { status: 500 } });
    expect(await screen.findByText('Comprobando cuándo se leyeron las fuentes…')).toBeInTheDocument();
    expect(await screen.findByText('No se pudo saber cuándo se leyeron las fuentes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Seat Ibiza' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Ibiza A' })).toBeInTheDocument();
  });

  it('asks again every 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = openResults({ 'GET /api/Sources/freshness': () => ({ body: freshness() }) });
    await screen.findByRole('list', { name: 'Últimas lecturas de las fuentes' });
    const reads = () => calls.filter((c) => c.path === '/api/Sources/freshness').length;
    const before = reads();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(reads()).toBe(before);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('speaks English when English is chosen, the switch too', async () => {
    await setLanguage('en');
    openResults({
      'GET /api/Search/5': { body: { ...SEARCH, instantAlertsAvailable: false } },
      'GET /api/Sources/freshness': () => ({ body: freshness() }),
    });
    const list = await screen.findByRole('list', { name: 'When the sources were last read' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Feed: read 2 min ago · next read in 1 min', 'Wallapop: not read yet']);
    const section = screen.getByRole('region', { name: 'Instant alerts' });
    expect(within(section).getByRole('switch', { name: 'Instant alerts' })).toBeDisabled();
    expect(section).toHaveTextContent('We tell you as soon as an ad scoring 70 points or more appears (at most one alert every 10 minutes).');
    expect(within(section).getByText('Available on the Advanced and Premium plans')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/suscripciones');
  });
});
