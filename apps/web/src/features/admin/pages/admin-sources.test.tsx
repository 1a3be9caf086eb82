import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SourcePoll } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { makeUser, storeSession } from '@/test/tokens';

const ADMIN = makeUser({ id: 1, name: 'Admin', email: 'admin@example.com', role: 'Admin' });

const FAILING: SourcePoll = {
  source: 'feed',
  location: 'https://feeds.example/coches.jsonl?…',
  lastGoodAt: '2026-11-27T10:00:00Z',
  lastPolledAt: '2026-11-28T05:00:00Z',
  lastError: 'HTTP 500 from https://feeds.example/coches.jsonl?…',
  errorKind: 'unreachable',
  adsRead: 3210,
  badLines: 4,
  nextReadAt: '2026-11-28T05:02:00Z',
};
const HEALTHY: SourcePoll = {
  source: 'wallapop',
  location: 'wallapop:1:40:-4',
  lastGoodAt: '2026-11-28T05:01:00Z',
  lastPolledAt: '2026-11-28T05:01:00Z',
  lastError: null,
  errorKind: null,
  adsRead: 40,
  badLines: 0,
  nextReadAt: '2026-11-28T05:03:00Z',
};

function openSources(answer: { status?: number; body?: unknown }) {
  storeSession(ADMIN);
  const stub = stubFetch({
    'GET /api/User/me': { body: { user: ADMIN } },
    'GET /api/Notification/unread-count': { body: { count: 0 } },
    'GET /api/Sources/polls': answer,
  });
  return { ...renderApp('/admin?tab=sources'), ...stub };
}

describe('/admin, Sources tab', () => {
  it('lists each poll location: last good read, last error with its detail, ads read, bad lines, next read', async () => {
    openSources({ body: { polls: [FAILING, HEALTHY] } });
    expect(await screen.findByRole('tab', { name: 'Fuentes', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Lugares de lectura' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Lugar', 'Última lectura buena', 'Último error', 'Anuncios leídos', 'Líneas malas', 'Próxima lectura']);
    const feed = within(table).getByRole('row', { name: /coches\.jsonl/ });
    expect(within(feed).getByText('No responde')).toBeInTheDocument();
    expect(within(feed).getByText('HTTP 500 from https://feeds.example/coches.jsonl?…')).toBeInTheDocument();
    expect(within(feed).getByText('3210')).toBeInTheDocument();
    expect(within(feed).getByText('4')).toBeInTheDocument();
    const area = within(table).getByRole('row', { name: /wallapop:1:40:-4/ });
    expect(within(area).getByText('Ninguno')).toBeInTheDocument();
  });

  it('says so when there is no location yet', async () => {
    openSources({ body: { polls: [] } });
    expect(await screen.findByText('Aún no hay ningún lugar de lectura')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    openSources({ status: 500, body: { code: 'INTERNAL', message: 'Error' } });
    expect(await screen.findByText('Error al cargar las fuentes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('speaks English too', async () => {
    await setLanguage('en');
    try {
      openSources({ body: { polls: [FAILING] } });
      expect(await screen.findByRole('table', { name: 'Poll locations' })).toBeInTheDocument();
      expect(screen.getByText('Not answering')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Last good read' })).toBeInTheDocument();
    } finally {
      await setLanguage('es');
    }
  });
});
