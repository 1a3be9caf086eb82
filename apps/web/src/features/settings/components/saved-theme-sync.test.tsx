import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

const html = () => document.documentElement;

beforeEach(() => {
  html().className = '';
});

describe('saved theme', () => {
  it("applies the signed-in user's saved theme to <html>; the server value wins over this browser's", async () => {
    localStorage.setItem('theme', 'light');
    storeSession();
    const { calls } = stubFetch({
      'GET /api/UserSettings': { body: { isWhatsAppEnabled: false, isEmailEnabled: true, theme: 'dark' } },
    });
    renderApp('/');
    await waitFor(() => expect(html()).toHaveClass('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(calls.filter((call) => call.path === '/api/UserSettings')).toHaveLength(1);
  });

  it('a saved light theme removes a dark class left by an earlier visit', async () => {
    html().classList.add('dark');
    storeSession();
    stubFetch({ 'GET /api/UserSettings': { body: { isWhatsAppEnabled: false, isEmailEnabled: true, theme: 'light' } } });
    renderApp('/');
    await waitFor(() => expect(html()).not.toHaveClass('dark'));
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('asks nothing for a visitor', async () => {
    const { calls } = stubFetch({});
    renderApp('/');
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls.some((call) => call.path === '/api/UserSettings')).toBe(false);
  });
});
