import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchService } from '@ojeador/shared';
import { stubFetch } from '@/test/fetch-stub';
import { makeAdDetail } from '@/test/make-ad';
import { makeSearch, makeSearchService } from '@/test/make-search';
import { renderApp } from '@/test/render-app';
import { storeSession } from '@/test/tokens';
import { CLIENT_ID, EXPERT_ID, makeHire, openSearch } from '../test/hire-section-setup';

afterEach(() => {
  vi.unstubAllGlobals();
});

const makeService = (overrides: Partial<SearchService> = {}) => makeSearchService({ expertId: EXPERT_ID, ...overrides });

const services = { 'GET /api/SearchService': { body: [makeService()] } };

describe('"Contratar a un experto" on a search the customer already has', { timeout: 20_000 }, () => {
  it('holds the price from the balance when it covers it, then reads the search again', async () => {
    const { user, calls } = openSearch('client', null, {
      ...services,
      'GET /api/Subscription/balance': { body: { available: 50, held: 0, earned: 0, movements: [] } },
      'POST /api/Subscription/hire-service': { body: { url: null, hireId: 41 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Contratar a un experto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contratar a un experto para esta búsqueda' });
    await user.click(await within(dialog).findByRole('radio', { name: /Eva Experta/ }));
    expect(within(dialog).getByTestId('hire-offer-money')).toHaveTextContent('Se retendrán 15,00 € de tu saldo');
    await user.click(within(dialog).getByRole('button', { name: 'Contratar por 15,00 €' }));
    expect(await screen.findByText('✅ Contratación enviada: el experto tiene 72 horas para aceptarla.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ searchId: 5, searchServiceId: 31, adId: null });
  });

  it('says what is missing and goes to the card checkout when the balance is short', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = openSearch('client', null, {
      ...services,
      'POST /api/Subscription/hire-service': { body: { url: '/payments/local/checkout/3.sig', hireId: 41 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Contratar a un experto' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /Eva Experta/ }));
    await waitFor(() => expect(within(dialog).getByTestId('hire-offer-money')).toHaveTextContent('Te faltan 10,00 €: pagarás 15,00 € con tarjeta'));
    await user.click(within(dialog).getByRole('button', { name: 'Contratar por 15,00 €' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/local/checkout/3.sig'));
  });

  it('offers a new hire after a finished one, and explains HIRE_OPEN in the dialog', async () => {
    const { user } = openSearch('client', makeHire({ status: 'completed' }), {
      ...services,
      'POST /api/Subscription/hire-service': {
        status: 409,
        body: { code: 'HIRE_OPEN', message: 'Esta búsqueda ya tiene una contratación en curso', requestId: 'r' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Contratar a un experto' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /Eva Experta/ }));
    await user.click(within(dialog).getByRole('button', { name: /Contratar por/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Esta búsqueda ya tiene una contratación en curso: espera a que termine o elige otra búsqueda.',
    );
  });

  it('is not offered while the search has a live hire', async () => {
    openSearch('client', makeHire({ status: 'accepted' }));
    await screen.findByRole('region', { name: 'Contratación' });
    expect(screen.queryByRole('button', { name: 'Contratar a un experto' })).not.toBeInTheDocument();
  });
});

describe('"Revisión presencial de este anuncio" on /ad/{id}', { timeout: 20_000 }, () => {
  it('asks which search, offers in-person services only, and sends the ad with the hire', async () => {
    storeSession({ id: CLIENT_ID, role: 'User' });
    const { calls, user } = Object.assign(
      stubFetch({
        'GET /api/Ads/9': { body: makeAdDetail({ id: 9, category: 1, title: 'Seat Ibiza FR' }) },
        'GET /api/Likes/check/9': { body: { liked: false } },
        'GET /api/Search': { body: [makeSearch({ id: 5, title: 'Seat Ibiza', category: 1 }), makeSearch({ id: 6, title: 'Piso', category: 3 })] },
        'GET /api/SearchService': { body: [makeService({ id: 32, serviceTypeId: 2, serviceTypeCode: 'inPersonReview', price: 60 })] },
        'GET /api/Subscription/balance': { body: { available: 100, held: 0, earned: 0, movements: [] } },
        'POST /api/Subscription/hire-service': { body: { url: null, hireId: 42 } },
      }),
      renderApp('/ad/9'),
    );
    await user.click(await screen.findByRole('button', { name: 'Revisión presencial de este anuncio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revisión presencial de este anuncio' });
    const picker = await within(dialog).findByRole('combobox', { name: '¿Para qué búsqueda?' });
    expect(within(picker).queryByRole('option', { name: 'Piso' })).not.toBeInTheDocument();
    await user.selectOptions(picker, 'Seat Ibiza');
    await user.click(await within(dialog).findByRole('radio', { name: /Eva Experta/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Contratar por 60,00 €' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ searchId: 5, searchServiceId: 32, adId: 9 }));
    expect(calls.some((c) => c.path === '/api/SearchService?categoryId=1&serviceTypeId=2')).toBe(true);
  });
});

describe('/contrataciones/{id}: a hire whose search was deleted (decision 036)', { timeout: 20_000 }, () => {
  it('shows the kept title, the report and the thread to the expert', async () => {
    storeSession({ id: EXPERT_ID, role: 'Expert', name: 'Eva Experta' });
    stubFetch({
      'GET /api/SearchHire/40': {
        body: {
          ...makeHire({ status: 'completed', report: 'Tres coches revisados, el mejor en Getafe.' }),
          searchId: null,
          searchTitle: 'Seat Ibiza',
          categoryId: 1,
        },
      },
      'GET /api/SearchHire/40/messages': { body: { hireId: 40, messages: [], canPost: false } },
      'GET /api/Categories': { body: [{ id: 1, name: 'Coches' }] },
    });
    renderApp('/contrataciones/40');
    expect(await screen.findByTestId('hire-search-deleted')).toHaveTextContent('La búsqueda «Seat Ibiza» se eliminó; la contratación se conserva.');
    expect(await screen.findByRole('region', { name: 'Contratación' })).toHaveTextContent('Tres coches revisados, el mejor en Getafe.');
  });

  it('says the hire is not found to anyone else', async () => {
    storeSession({ id: 77, role: 'User' });
    stubFetch({ 'GET /api/SearchHire/40': { status: 404, body: { code: 'NOT_FOUND', message: 'Contratación no encontrada', requestId: 'r' } } });
    renderApp('/contrataciones/40');
    expect(await screen.findByText('Contratación no encontrada')).toBeInTheDocument();
  });
});

const EXPERT_PROFILE = {
  id: 4,
  name: 'Eva Experta',
  photoUrl: null,
  description: 'Reviso coches en Madrid',
  memberSince: '2026-03-15T10:00:00Z',
  verified: true,
  completedHires: 0,
  averageRating: null,
  services: [
    {
      id: 32,
      categoryId: 1,
      categoryCode: 'cars',
      categoryName: 'Coches',
      serviceTypeId: 2,
      serviceTypeCode: 'inPersonReview',
      serviceTypeName: 'In-Person Review',
      price: 90,
      conditions: 'Solo Madrid',
      durationInHours: 48,
      imageUrls: [],
      averageRating: null,
      reviewCount: 0,
    },
  ],
  reviews: [],
};

describe('"Contratar" on an expert\'s public profile', { timeout: 20_000 }, () => {
  it('asks a visitor to sign in, keeping the service in the address to come back to', async () => {
    stubFetch({ 'GET /api/Experts/4': { body: EXPERT_PROFILE }, 'GET /api/User/auth-config': { body: { devLogin: true, googleClientId: null } } });
    const { user, router } = renderApp('/expertos/4');
    await user.click(await screen.findByRole('button', { name: 'Contratar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inicia sesión para contratar' });
    expect(within(dialog).getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?contratar=32');
  });

  it('lets a customer back from sign-in pick which search it is for, and hires that service', async () => {
    storeSession({ id: CLIENT_ID, role: 'User' });
    const { calls } = stubFetch({
      'GET /api/Experts/4': { body: EXPERT_PROFILE },
      'GET /api/Search': { body: [makeSearch({ id: 5, title: 'Seat Ibiza', category: 1 })] },
      'GET /api/Subscription/balance': { body: { available: 100, held: 0, earned: 0, movements: [] } },
      'POST /api/Subscription/hire-service': { body: { url: null, hireId: 43 } },
    });
    const { user, router } = renderApp('/expertos/4?contratar=32');
    const dialog = await screen.findByRole('dialog', { name: 'Contratar a un experto para esta búsqueda' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: '¿Para qué búsqueda?' }), 'Seat Ibiza');
    expect(within(dialog).getByTestId('hire-offer-money')).toHaveTextContent('Se retendrán 90,00 € de tu saldo');
    await user.click(within(dialog).getByRole('button', { name: 'Contratar por 90,00 €' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busquedas/5'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ searchId: 5, searchServiceId: 32, adId: null });
    expect(calls.some((c) => c.path.startsWith('/api/SearchService'))).toBe(false);
  });
});
