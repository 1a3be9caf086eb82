import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { UserNotification } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

function makeNotification(overrides: Partial<UserNotification> = {}): UserNotification {
  return {
    id: 1,
    type: 'info',
    title: 'Nuevos anuncios',
    message: '3 anuncios nuevos para "Seat Ibiza"',
    url: null,
    imageUrl: null,
    userId: 7,
    read: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    notice: null,
    ...overrides,
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

type Handlers = Parameters<typeof stubFetch>[0];

async function openPanel(handlers: Handlers, name = 'Notificaciones') {
  storeSession();
  const stub = stubFetch({ 'GET /api/Notification/unread-count': { body: { count: 0 } }, ...handlers });
  const app = renderApp('/');
  await app.user.click(await within(screen.getByRole('banner')).findByRole('button', { name: new RegExp(`^${name}( \\(|$)`) }));
  const panel = screen.getByRole('dialog', { name });
  return { ...app, ...stub, panel: within(panel) };
}

const itemOf = (text: string) => screen.getByText(text).closest('li')!;

// Sonner keeps undismissed toasts in a module-level store and replays them to the next test's <Toaster>.
afterEach(() => {
  toast.dismiss();
});

describe('notifications panel', () => {
  it('shows "Loading notifications..." until the list arrives', async () => {
    const answer = deferred<{ body: UserNotification[] }>();
    const { panel } = await openPanel({ 'GET /api/Notification': () => answer.promise });
    expect(await panel.findByText('Cargando notificaciones...')).toBeInTheDocument();
    answer.resolve({ body: [makeNotification()] });
    expect(await panel.findByText('Nuevos anuncios')).toBeInTheDocument();
    expect(panel.queryByText('Cargando notificaciones...')).not.toBeInTheDocument();
  });

  it('says "No notifications" when there are none', async () => {
    const { panel } = await openPanel({ 'GET /api/Notification': { body: [] } });
    expect(await panel.findByText('No hay notificaciones')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Marcar todas como leídas' })).not.toBeInTheDocument();
  });

  it('shows "Error loading notifications" and retries', async () => {
    let attempts = 0;
    const { panel, user } = await openPanel({
      'GET /api/Notification': () =>
        ++attempts === 1 ? { status: 500, body: { code: 'INTERNAL', message: 'x', requestId: 'r' } } : { body: [makeNotification()] },
    });
    expect(await panel.findByText('Error al cargar las notificaciones')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Reintentar' }));
    expect(await panel.findByText('Nuevos anuncios')).toBeInTheDocument();
  });

  it('lists type, title, message, image, date and links; unread ones stand out', async () => {
    const { panel } = await openPanel({
      'GET /api/Notification': {
        body: [
          makeNotification({ id: 1, type: 'success', title: 'Pago Completado', url: '/busquedas/3', imageUrl: 'https://img.example.com/a.jpg' }),
          makeNotification({ id: 2, type: 'warning', title: 'Aviso de plan', url: 'https://stripe.example.com/invoice', read: true }),
          makeNotification({ id: 3, type: 'error', title: 'Pago fallido', createdAt: '2025-01-15T10:00:00.000Z', read: true }),
          makeNotification({ id: 4, type: 'info', title: 'Mantenimiento', url: 'javascript:alert(1)' }),
        ],
      },
    });
    const paid = within(await panel.findByText('Pago Completado').then((el) => el.closest('li')!));
    expect(paid.getByText('Éxito')).toBeInTheDocument();
    expect(paid.getByText('3 anuncios nuevos para "Seat Ibiza"')).toBeInTheDocument();
    expect(paid.getByText('hace 5 minutos')).toBeInTheDocument();
    expect(paid.getByRole('link', { name: 'Ver detalles' })).toHaveAttribute('href', '/busquedas/3');
    expect(itemOf('Pago Completado').querySelector('img')).toHaveAttribute('src', 'https://img.example.com/a.jpg');
    expect(itemOf('Pago Completado')).toHaveAttribute('data-read', 'false');
    expect(itemOf('Pago Completado').className).toMatch(/bg-brand-50/);

    const external = within(itemOf('Aviso de plan'));
    expect(external.getByText('Aviso')).toBeInTheDocument();
    const link = external.getByRole('link', { name: /Ver detalles/ });
    expect(link).toHaveAttribute('href', 'https://stripe.example.com/invoice');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(itemOf('Aviso de plan')).toHaveAttribute('data-read', 'true');
    expect(itemOf('Aviso de plan').className).not.toMatch(/bg-brand-50/);

    const old = within(itemOf('Pago fallido'));
    expect(old.getByText('Error')).toBeInTheDocument();
    expect(old.getByText('15 ene 2025')).toBeInTheDocument();
    expect(old.queryByRole('link')).not.toBeInTheDocument();

    expect(within(itemOf('Mantenimiento')).getByText('Información')).toBeInTheDocument();
    expect(within(itemOf('Mantenimiento')).queryByRole('link')).not.toBeInTheDocument();
    expect(panel.getByText('2 sin leer')).toBeInTheDocument();
  });

  it('clicking an unread notification marks it read at once (PUT .../read) and lowers the badge', async () => {
    let unread = 2;
    const answer = deferred<{ status: number }>();
    const { panel, user, calls } = await openPanel({
      'GET /api/Notification': () => ({
        body: [makeNotification({ id: 8, title: 'Nuevos anuncios' }), makeNotification({ id: 9, title: 'Otra', read: unread < 2 })],
      }),
      'GET /api/Notification/unread-count': () => ({ body: { count: unread } }),
      'PUT /api/Notification/8/read': () => {
        unread = 1;
        return answer.promise;
      },
    });
    const bell = within(screen.getByRole('banner')).getByRole('button', { name: /^Notificaciones( \(|$)/ });
    await waitFor(() => expect(bell).toHaveAccessibleName('Notificaciones (2 sin leer)'));

    await user.click(await panel.findByRole('button', { name: /Nuevos anuncios/ }));
    // Before the server answers: highlighted no more, badge down by one.
    expect(itemOf('Nuevos anuncios')).toHaveAttribute('data-read', 'true');
    expect(itemOf('Nuevos anuncios').className).not.toMatch(/bg-brand-50/);
    expect(bell).toHaveAccessibleName('Notificaciones (1 sin leer)');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/Notification/8/read');
    expect(put?.body).toBeUndefined();

    const countReads = () => calls.filter((call) => call.path === '/api/Notification/unread-count').length;
    const before = countReads();
    answer.resolve({ status: 204 });
    // Reading asks the server for the count again.
    await waitFor(() => expect(countReads()).toBe(before + 1));
    expect(bell).toHaveAccessibleName('Notificaciones (1 sin leer)');
    expect(within(itemOf('Nuevos anuncios')).queryByRole('button', { name: /Nuevos anuncios/ })).not.toBeInTheDocument();
  });

  it('marks it unread again and says so when the server refuses', async () => {
    const { panel, user } = await openPanel({
      'GET /api/Notification': { body: [makeNotification({ id: 8 })] },
      'PUT /api/Notification/8/read': { status: 404, body: { code: 'NOT_FOUND', message: 'Notificación no encontrada', requestId: 'r' } },
    });
    await user.click(await panel.findByRole('button', { name: /Nuevos anuncios/ }));
    expect(await screen.findByText('Notificación no encontrada')).toBeInTheDocument();
    expect(itemOf('Nuevos anuncios')).toHaveAttribute('data-read', 'false');
  });

  it('"Marcar todas como leídas" marks each unread one', async () => {
    const { panel, user, calls } = await openPanel({
      'GET /api/Notification': {
        body: [makeNotification({ id: 1, title: 'Uno' }), makeNotification({ id: 2, title: 'Dos', read: true }), makeNotification({ id: 3, title: 'Tres' })],
      },
      'PUT /api/Notification/1/read': { status: 204 },
      'PUT /api/Notification/3/read': { status: 204 },
    });
    await user.click(await panel.findByRole('button', { name: 'Marcar todas como leídas' }));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.method === 'PUT')
          .map((call) => call.path)
          .sort(),
      ).toEqual(['/api/Notification/1/read', '/api/Notification/3/read']),
    );
    for (const title of ['Uno', 'Dos', 'Tres']) expect(itemOf(title)).toHaveAttribute('data-read', 'true');
    expect(panel.getByText('Todo leído')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Marcar todas como leídas' })).not.toBeInTheDocument();
  });

  it('"Ver detalles" of an in-app link navigates, marks it read and closes the panel', async () => {
    const { panel, user, router, calls } = await openPanel({
      'GET /api/Notification': { body: [makeNotification({ id: 4, url: '/busquedas' })] },
      'PUT /api/Notification/4/read': { status: 204 },
    });
    await user.click(await panel.findByRole('link', { name: 'Ver detalles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busquedas'));
    expect(screen.queryByRole('dialog', { name: 'Notificaciones' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path === '/api/Notification/4/read')).toBe(true));
  });

  it('opens from the mobile menu too', async () => {
    storeSession();
    stubFetch({ 'GET /api/Notification': { body: [] }, 'GET /api/Notification/unread-count': { body: { count: 0 } } });
    const { user } = renderApp('/');
    await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Abrir menú' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menú' })).getByRole('button', { name: 'Notificaciones' }));
    expect(await within(screen.getByRole('dialog', { name: 'Notificaciones' })).findByText('No hay notificaciones')).toBeInTheDocument();
  });

  it("words the platform's notices in the reader's language, naming plans by their catalogue, and keeps the admin's own texts (decision 032)", async () => {
    const notices = [
      makeNotification({
        id: 1,
        title: 'Tu plan ha cambiado',
        message: 'Ahora tienes el plan Avanzado. Una búsqueda ahora se revisa cada 6 horas.',
        notice: { code: 'planChanged', plan: { code: 'plus', name: 'Avanzado' }, paused: [], slowed: 1, everyHours: 6 },
      }),
      makeNotification({
        id: 2,
        title: 'Contratación rechazada',
        message: 'Ana no puede atender tu contratación. Te hemos devuelto 49,00 € a tu saldo de Ojeador: úsalo o retíralo a tu tarjeta en Saldo.',
        notice: { code: 'hireRejected', expert: 'Ana', amount: 49 },
      }),
      makeNotification({ id: 3, title: 'Mantenimiento', message: 'El sábado de 2 a 4.', notice: null }),
    ];
    const spanish = await openPanel({ 'GET /api/Notification': { body: notices } });
    expect(await spanish.panel.findByText('Tu plan ha cambiado')).toBeInTheDocument();
    expect(
      spanish.panel.getByText('Ana no puede atender tu contratación. Te hemos devuelto 49,00 € a tu saldo de Ojeador: úsalo o retíralo a tu tarjeta en Saldo.'),
    ).toBeInTheDocument();
    spanish.unmount();

    await setLanguage('en', { remember: false });
    const english = await openPanel({ 'GET /api/Notification': { body: notices } }, 'Notifications');
    expect(await english.panel.findByText('Your plan has changed')).toBeInTheDocument();
    expect(english.panel.getByText('You now have the Advanced plan. One search is now checked every 6 hours.')).toBeInTheDocument();
    expect(english.panel.getByText('Hire declined')).toBeInTheDocument();
    expect(
      english.panel.getByText('Ana cannot take your hire. We have returned €49.00 to your Ojeador balance: use it or withdraw it to your card under Balance.'),
    ).toBeInTheDocument();
    expect(english.panel.queryByText('Tu plan ha cambiado')).not.toBeInTheDocument();
    expect(english.panel.getByText('Mantenimiento')).toBeInTheDocument();
  });
});
