import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { AdminNotification, AdminUser, AdminUsersPage } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
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

afterEach(() => {
  toast.dismiss();
});

/** the block asks for a reason, "Notify" on a row fills the send form, and a broadcast is confirmed. */
describe('/admin: block reason, notify from the table, broadcast confirmation', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('blocks without a reason when none is written', async () => {
    const { user, calls } = openAdmin('/admin', {
      'GET /api/User/all': { body: page([makeAdminUser()]) },
      'PUT /api/User/7/block': { body: { id: 7, isBlocked: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Block user' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Block user' })).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('🔒 User status updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toBeUndefined();
  }, 20_000);

  it('"Notify" on a row opens the send form with that user, and a send to them needs no confirmation', async () => {
    const { user, calls } = openAdmin('/admin', {
      'GET /api/User/all': { body: page([makeAdminUser({ role: 'Expert' })]) },
      'GET /api/Notification': { body: [] },
      'POST /api/Notification': { status: 201, body: makeSent({ id: 31, userId: 7 }) },
    });
    const [, lucia] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(lucia).toHaveTextContent('Expert');
    await user.click(within(lucia).getByRole('button', { name: 'Notify Lucía Pérez' }));
    expect(await screen.findByRole('tab', { name: 'Notifications', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('User ID')).toHaveValue('7');
    expect(screen.getByText('To Lucía Pérez (#7)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveFocus());
    await user.type(screen.getByLabelText(/^Title/), 'Tu búsqueda');
    await user.type(screen.getByLabelText(/^Message/), 'Tiene novedades');
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('✉️ Notification sent successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ title: 'Tu búsqueda', userId: 7 });
  }, 20_000);

  it('asks before a broadcast, and cancelling sends nothing', async () => {
    const { user, calls } = openAdmin('/admin?tab=notifications', {
      'GET /api/Notification': { body: [] },
      'POST /api/Notification': { status: 201, body: makeSent({ id: 32 }) },
    });
    await user.type(await screen.findByLabelText(/^Title/), 'Mantenimiento');
    await user.type(screen.getByLabelText(/^Message/), 'El domingo');
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Send to every user?' }));
    expect(dialog.getByText('“Mantenimiento” will reach every user, including those who sign up later.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Mantenimiento');

    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Send to every user?' }));
    await user.click(dialog.getByRole('button', { name: 'Send to everyone' }));
    expect(await screen.findByText('✉️ Notification sent successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ title: 'Mantenimiento', userId: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);
});
