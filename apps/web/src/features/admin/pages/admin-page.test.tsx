import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { AdminNotification, AdminUser, AdminUsersPage, OpenDispute } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { stubFetch, type StubRequest } from '@/test/fetch-stub';
import { makeUser, storeSession } from '@/test/tokens';

const ADMIN = makeUser({ id: 1, name: 'Admin', email: 'admin@example.com', role: 'Admin' });

function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    name: 'Lucía Pérez',
    email: 'lucia@example.com',
    isBlocked: false,
    role: 'User',
    subscriptionPlan: 'Avanzado',
    subscriptionPlanCode: 'plus',
    searchCount: 3,
    createdAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

const page = (users: AdminUser[], total = users.length, pageNumber = 1): AdminUsersPage => ({ users, total, page: pageNumber, pageSize: 25 });

function makeSent(overrides: Partial<AdminNotification> = {}): AdminNotification {
  return {
    id: 30,
    type: 'warning',
    title: 'Mantenimiento',
    message: 'El domingo habrá una parada',
    url: 'https://example.com/estado',
    imageUrl: null,
    userId: null,
    read: false,
    readCount: 0,
    recipientName: null,
    createdAt: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

type Handlers = Parameters<typeof stubFetch>[0];

function openAdmin(path: string, handlers: Handlers) {
  storeSession(ADMIN);
  const stub = stubFetch({
    'GET /api/User/me': { body: { user: ADMIN } },
    'GET /api/Notification/unread-count': { body: { count: 0 } },
    ...handlers,
  });
  return { ...renderApp(path), ...stub };
}

// Typing through several forms takes a while on a busy machine: those tests get 20 s.
afterEach(() => {
  toast.dismiss();
});

describe('/admin in Spanish (the default)', () => {
  it('shows "Cargando..." while the server confirms the session, then the tabs and "Volver"', async () => {
    const me = deferred<{ body: unknown }>();
    openAdmin('/admin', { 'GET /api/User/me': () => me.promise, 'GET /api/User/all': { body: page([]) } });
    expect(await screen.findByText('Cargando...')).toBeInTheDocument();
    me.resolve({ body: { user: ADMIN } });
    expect(await screen.findByRole('tab', { name: 'Usuarios', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Disputas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });

  it('speaks Spanish in the users table and the notification form', async () => {
    const { user } = openAdmin('/admin', {
      'GET /api/User/all': { body: page([makeAdminUser({ searchCount: 1 })], 1) },
      'GET /api/Notification': { body: [] },
    });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Usuario', 'ID', 'Rol', 'Estado', 'Plan', 'Búsquedas', 'Alta', 'Acciones']);
    const [, lucia] = within(table).getAllByRole('row');
    expect(lucia).toHaveTextContent('Activo');
    expect(lucia).toHaveTextContent('1 activa');
    expect(lucia).toHaveTextContent('Cliente');
    expect(within(lucia).getByRole('button', { name: 'Notificar a Lucía Pérez' })).toHaveTextContent('Notificar');
    expect(within(lucia).getByRole('button', { name: 'Bloquear usuario' })).toHaveAttribute('title', 'Bloquear usuario');
    expect(screen.getByText(/1 usuario · Página 1 de 1/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Notificaciones' }));
    expect(await screen.findByRole('heading', { name: 'Enviar nueva notificación' })).toBeInTheDocument();
    expect(await screen.findByText('No hay notificaciones')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar notificación' }));
    expect(await screen.findByText('El título es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El mensaje es obligatorio')).toBeInTheDocument();
  }, 20_000);
});

/** The rest runs in English, where the catalogue carries spec 001's administrator texts word for word. */
describe('/admin in English', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('shows "Loading..." while the server confirms the session, then the tabs and "Back"', async () => {
    const me = deferred<{ body: unknown }>();
    openAdmin('/admin', { 'GET /api/User/me': () => me.promise, 'GET /api/User/all': { body: page([]) } });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    me.resolve({ body: { user: ADMIN } });
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Disputes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('sends to / a session the server does not see as the admin', async () => {
    const { router } = openAdmin('/admin', { 'GET /api/User/me': { body: { user: { ...ADMIN, role: 'User' } } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lists users with the spec columns, filters by text and status, and pages', async () => {
    const { calls, user } = openAdmin('/admin', {
      'GET /api/User/all': (request: StubRequest) => {
        const query = new URL(request.path, 'http://x').searchParams;
        if (query.get('page') === '2') return { body: page([makeAdminUser({ id: 9, name: 'Zoe' })], 26, 2) };
        return { body: page([makeAdminUser(), makeAdminUser({ id: 8, name: 'Pablo', email: 'pablo@example.com', isBlocked: true, searchCount: 0 })], 26) };
      },
    });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['User', 'ID', 'Role', 'Status', 'Plan', 'Searches', 'Joined', 'Actions']);
    const [, lucia, pablo] = within(table).getAllByRole('row');
    expect(lucia).toHaveTextContent('Lucía Pérez');
    expect(lucia).toHaveTextContent('lucia@example.com');
    expect(lucia).toHaveTextContent('Active');
    // The plan is worded by its code: the stored name is Spanish.
    expect(lucia).toHaveTextContent('Advanced');
    expect(lucia).not.toHaveTextContent('Avanzado');
    expect(lucia).toHaveTextContent('3 active');
    expect(within(lucia).getAllByRole('cell')[1]).toHaveTextContent('7');
    expect(within(lucia).getAllByRole('cell')[2]).toHaveTextContent('Customer');
    expect(within(lucia).getByRole('button', { name: 'Block user' })).toHaveAttribute('title', 'Block user');
    expect(within(lucia).getByRole('button', { name: 'Delete user' })).toHaveAttribute('title', 'Delete user');
    expect(pablo).toHaveTextContent('Blocked');
    expect(within(pablo).getByRole('button', { name: 'Unblock user' })).toBeInTheDocument();
    expect(screen.getByText(/26 users · Page 1 of 2/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Zoe')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pab');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'blocked');
    await waitFor(() =>
      expect(calls.some((call) => call.path.includes('q=pab') && call.path.includes('status=blocked') && call.path.includes('page=1'))).toBe(true),
    );
  }, 20_000);

  it('shows "Loading users..." and "Error loading users"', async () => {
    const users = deferred<{ status: number; body: unknown }>();
    openAdmin('/admin', { 'GET /api/User/all': () => users.promise });
    expect(await screen.findByText('Loading users...')).toBeInTheDocument();
    users.resolve({ status: 500, body: { code: 'INTERNAL', message: 'Error interno del servidor', requestId: 'r' } });
    expect(await screen.findByText('Error loading users')).toBeInTheDocument();
  });

  it('blocks a user with a reason and the spec toast, unblocks at once, and says when it fails', async () => {
    let blocked = false;
    let fail = false;
    const { user, calls } = openAdmin('/admin', {
      'GET /api/User/all': () => ({ body: page([makeAdminUser({ isBlocked: blocked })]) }),
      'PUT /api/User/7/block': () => {
        if (fail) return { status: 500, body: { code: 'INTERNAL', message: 'Error interno del servidor', requestId: 'r' } };
        blocked = !blocked;
        return { body: { id: 7, isBlocked: blocked } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Block user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Block user' }));
    expect(dialog.getByLabelText(/^Reason for the block/)).toHaveFocus();
    await user.type(dialog.getByLabelText(/^Reason for the block/), '  Spam en los mensajes ');
    await user.click(dialog.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('🔒 User status updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ reason: 'Spam en los mensajes' });
    expect(await screen.findByRole('button', { name: 'Unblock user' })).toBeInTheDocument();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Unblock user' }));
    expect(await screen.findByText('❌ Failed to update user status')).toBeInTheDocument();
    // Unblocking asks nothing and sends no body.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toBeUndefined();
  }, 20_000);

  it("cannot block or delete the admin's own row", async () => {
    openAdmin('/admin', { 'GET /api/User/all': { body: page([makeAdminUser({ id: ADMIN.id, name: 'Admin' })]) } });
    expect(await screen.findByRole('button', { name: 'Block user' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete user' })).toBeDisabled();
  });

  it('deletes after the confirmation, and shows why the server refused', async () => {
    let refuse = true;
    const { user } = openAdmin('/admin', {
      'GET /api/User/all': { body: page([makeAdminUser()]) },
      'DELETE /api/User/7': () =>
        refuse ? { status: 409, body: { code: 'USER_HAS_OPEN_HIRE', message: 'This user has a hire in progress', requestId: 'r' } } : { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete user' }));
    expect(dialog.getByText('Are you sure you want to delete this user? This action cannot be undone.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('❌ Failed to delete user')).toBeInTheDocument();
    // An English reader gets the catalogue's text for a known code, not the server's Spanish message.
    expect(screen.getByText('The user has an open hire.')).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete user' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('🗑️ User deleted successfully')).toBeInTheDocument();
  }, 20_000);

  it('a filtered page fetched while the delete ran does not bring the deleted user back', async () => {
    const stale = deferred<{ body: unknown }>();
    let deleted = false;
    let heldFirstFilteredPage = false;
    const { user, calls } = openAdmin('/admin', {
      'GET /api/User/all': (request) => {
        if (!request.path.includes('q=lucia')) return { body: page([makeAdminUser()]) };
        if (!heldFirstFilteredPage) {
          heldFirstFilteredPage = true;
          return stale.promise;
        }
        return { body: page(deleted ? [] : [makeAdminUser()]) };
      },
      'DELETE /api/User/7': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'lucia');
    await waitFor(() => expect(calls.some((call) => call.path.includes('q=lucia'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete user' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    // The answer read before the delete arrives last: it must not be what the table shows.
    stale.resolve({ body: page([makeAdminUser()]) });
    expect(await screen.findByText('🗑️ User deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.queryByText('lucia@example.com')).not.toBeInTheDocument();
  }, 20_000);

  it('validates and sends a notification, then resets the form', async () => {
    const { user, calls } = openAdmin('/admin?tab=notifications', {
      'GET /api/Notification': { body: [] },
      'POST /api/Notification': { status: 201, body: makeSent({ id: 31 }) },
    });
    expect(await screen.findByRole('heading', { name: 'Send New Notification' })).toBeInTheDocument();
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByLabelText('User ID')).toHaveAttribute('placeholder', 'Leave empty for broadcast');

    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Title/), 'Novedades');
    await user.type(screen.getByLabelText(/^Message/), 'Hay funciones nuevas');
    await user.type(screen.getByLabelText('URL'), 'javascript:alert(1)');
    await user.type(screen.getByLabelText('User ID'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText(/Enter a valid URL/)).toBeInTheDocument();
    expect(screen.getByText('User ID must be a whole number')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('URL'));
    await user.type(screen.getByLabelText('URL'), '/busquedas');
    await user.clear(screen.getByLabelText('User ID'));
    await user.type(screen.getByLabelText('User ID'), '12');
    await user.selectOptions(screen.getByLabelText('Type'), 'success');
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('✉️ Notification sent successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Novedades',
      message: 'Hay funciones nuevas',
      type: 'success',
      url: '/busquedas',
      imageUrl: null,
      userId: 12,
    });
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue(''));
    expect(screen.getByLabelText('URL')).toHaveValue('');
    expect(screen.getByLabelText('Type')).toHaveValue('info');
  }, 20_000);

  it('lists the history with read marks, links and delete', async () => {
    const { user } = openAdmin('/admin?tab=notifications', {
      'GET /api/Notification': {
        body: [
          makeSent({ id: 30, read: true, readCount: 4 }),
          makeSent({ id: 29, title: 'Para Lucía', userId: 7, recipientName: 'Lucía', url: null, type: 'info' }),
        ],
      },
      'DELETE /api/Notification/30': { status: 204 },
    });
    const list = within(await screen.findByRole('list', { name: 'Notification History' }));
    const [broadcast, addressed] = list.getAllByRole('listitem');
    expect(broadcast).toHaveAttribute('data-read', 'true');
    expect(broadcast).toHaveTextContent('Read by 4');
    expect(within(broadcast).getByText('Read')).toBeInTheDocument();
    expect(within(broadcast).getByRole('link', { name: /View Details/ })).toHaveAttribute('target', '_blank');
    expect(addressed).toHaveAttribute('data-read', 'false');
    expect(addressed).toHaveTextContent('To Lucía (#7)');
    expect(within(addressed).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(broadcast).getByRole('button', { name: 'Delete notification' }));
    expect(await screen.findByText('🗑️ Notification deleted successfully')).toBeInTheDocument();
  }, 20_000);

  it('shows "Loading notifications..." and "Error loading notifications"', async () => {
    const history = deferred<{ status: number; body: unknown }>();
    openAdmin('/admin?tab=notifications', { 'GET /api/Notification': () => history.promise });
    expect(await screen.findByText('Loading notifications...')).toBeInTheDocument();
    history.resolve({ status: 500, body: { code: 'INTERNAL', message: 'Error interno del servidor', requestId: 'r' } });
    expect(await screen.findByText('Error loading notifications')).toBeInTheDocument();
  });

  it('lists open disputes with links to their searches (tabs move with the arrow keys)', async () => {
    const item: OpenDispute = {
      searchHireId: 5,
      searchId: 42,
      searchTitle: 'Golf diésel',
      status: 'disputed',
      clientName: 'Clara',
      expertName: 'Eva',
      amount: 49,
      reason: 'No cumple lo pedido',
      since: '2026-11-20T10:00:00Z',
      deadlineAt: null,
    };
    const { user, router } = openAdmin('/admin', { 'GET /api/Dispute/open': { body: [item] }, 'GET /api/User/all': { body: page([]) } });
    await user.click(await screen.findByRole('tab', { name: 'Users' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Disputes', selected: true })).toHaveFocus();
    const list = within(await screen.findByRole('list', { name: 'Disputes' }));
    expect(list.getByText(/Golf diésel/)).toBeInTheDocument();
    expect(list.getByText('Disputed')).toBeInTheDocument();
    expect(list.getByText('«No cumple lo pedido»')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'View search' })).toHaveAttribute('href', '/busquedas/42');
    expect(router.state.location.search).toBe('?tab=disputes');
  });

  it('says when no dispute or hire waits for a decision', async () => {
    openAdmin('/admin?tab=disputes', { 'GET /api/Dispute/open': { body: [] } });
    expect(await screen.findByText('No open disputes or hires awaiting a decision')).toBeInTheDocument();
  });
});
