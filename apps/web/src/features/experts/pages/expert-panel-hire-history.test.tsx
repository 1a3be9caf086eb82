import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { type stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { makeHire, stubExpertPanel } from '../testing/expert-panel-fixtures';

/** History survives: the expert's card of a hire whose search was deleted (decision 036). */
describe('/expert-panel, a hire whose search was deleted', { timeout: 20_000 }, () => {
  function openHires(handlers: Parameters<typeof stubFetch>[0]) {
    storeSession({ role: 'Expert' });
    const stub = stubExpertPanel(handlers);
    return { ...stub, ...renderApp('/expert-panel') };
  }
  const hireCard = (name: string) => screen.findByRole('article', { name });

  it('"Ver Contratación" of a hire whose search was deleted opens the hire\'s own page; the card keeps its title and ad', async () => {
    const { user, router } = openHires({
      'GET /api/SearchHire/expert': {
        body: [
          makeHire({
            id: 8,
            status: 'completed',
            searchId: null,
            searchTitle: 'Golf GTI',
            client: { id: 12, name: 'Sin Búsqueda' },
            ad: { id: 3, title: 'Golf GTI 2017' },
          }),
        ],
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Contrataciones' }));
    const card = await hireCard('Sin Búsqueda');
    expect(card).toHaveTextContent('«Golf GTI»');
    expect(within(card).getByTestId('hire-card-ad')).toHaveTextContent('Revisión presencial de: Golf GTI 2017');
    await user.click(within(card).getByRole('button', { name: 'Ver Contratación' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contrataciones/8'));
  });
});
