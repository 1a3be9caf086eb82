import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { unreadBadgeText } from './notifications-button';

const bell = () => within(screen.getByRole('banner')).findByRole('button', { name: /^Notificaciones( \(|$)/ });

function renderWithCount(count: number | (() => number)) {
  storeSession();
  const stub = stubFetch({
    'GET /api/Notification/unread-count': () => ({ body: { count: typeof count === 'function' ? count() : count } }),
    'GET /api/Notification': { body: [] },
  });
  return { ...renderApp('/'), ...stub };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('unread badge', () => {
  it('writes nothing at 0, the number up to 9 and "9+" above', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(250)).toBe('9+');
  });

  it('is hidden at 0', async () => {
    const { calls } = renderWithCount(0);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/Notification/unread-count')).toBe(true));
    expect(await bell()).toHaveAccessibleName('Notificaciones');
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('shows the unread count', async () => {
    renderWithCount(3);
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent(/^3$/);
    expect(await bell()).toHaveAccessibleName('Notificaciones (3 sin leer)');
  });

  it('shows "9+" above 9', async () => {
    renderWithCount(12);
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent(/^9\+$/);
    expect(await bell()).toHaveAccessibleName('Notificaciones (12 sin leer)');
  });

  it('asks again every 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 1;
    const { calls } = renderWithCount(() => count);
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('1');
    const reads = () => calls.filter((call) => call.path === '/api/Notification/unread-count').length;
    const before = reads();
    count = 4;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(reads()).toBe(before);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('4'));
    expect(reads()).toBe(before + 1);
  });

  it('asks again when the panel opens', async () => {
    let count = 2;
    const { calls, user } = renderWithCount(() => count);
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('2');
    const reads = () => calls.filter((call) => call.path === '/api/Notification/unread-count').length;
    const before = reads();
    count = 5;
    await user.click(await bell());
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('5'));
  });
});
