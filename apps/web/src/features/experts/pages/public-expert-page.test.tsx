import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicExpert } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EXPERT: PublicExpert = {
  id: 3,
  name: 'Ana Experta',
  photoUrl: '/uploads/experts/a.jpg',
  description: 'Reviso coches en Madrid',
  memberSince: '2026-03-15T10:00:00Z',
  verified: true,
  completedHires: 3,
  averageRating: 4.3,
  services: [
    {
      id: 9,
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
      averageRating: 4,
      reviewCount: 2,
    },
  ],
  reviews: [
    {
      id: 1,
      text: 'Revisión muy completa',
      stars: 4,
      createdAt: '2026-10-02T10:00:00Z',
      imageUrls: ['/uploads/reviews/r.jpg'],
      reviewerName: 'Lucía',
      service: {
        id: 9,
        categoryCode: 'cars',
        categoryName: 'Coches',
        serviceTypeId: 2,
        serviceTypeCode: 'inPersonReview',
        serviceTypeName: 'In-Person Review',
      },
    },
  ],
};

describe('/expertos/{id}', { timeout: 20_000 }, () => {
  it('shows the profile to a visitor who is not signed in, so experts can share it', async () => {
    stubFetch({ 'GET /api/Experts/3': { body: EXPERT } });
    const { router } = renderApp('/expertos/3');
    expect(await screen.findByRole('region', { name: 'Ana Experta' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/expertos/3');
    expect(screen.queryByText(/Inicia sesión/)).toBeNull();
  });

  it('shows the photo, badge, description, member since, completed hires, rating, services and reviews', async () => {
    storeSession({ role: 'User' });
    stubFetch({ 'GET /api/Experts/3': { body: EXPERT } });
    renderApp('/expertos/3');
    const header = within(await screen.findByRole('region', { name: 'Ana Experta' }));
    expect(header.getByRole('img', { name: 'Foto de Ana Experta' })).toBeInTheDocument();
    expect(header.getByText('Experto Verificado')).toBeInTheDocument();
    expect(header.getByText('Reviso coches en Madrid')).toBeInTheDocument();
    expect(header.getByText(/Miembro desde/)).toBeInTheDocument();
    expect(header.getByText('3')).toBeInTheDocument();
    expect(header.getByText('4,3')).toBeInTheDocument();

    const services = within(screen.getByRole('region', { name: 'Servicios' }));
    expect(services.getByRole('heading', { name: 'Revisión presencial · Coches' })).toBeInTheDocument();
    expect(services.getByText('90,00 €')).toBeInTheDocument();
    expect(services.getByText('4,0 (2 reseñas)')).toBeInTheDocument();

    const reviews = within(screen.getByRole('region', { name: 'Reseñas (1)' }));
    expect(reviews.getByText('Revisión muy completa')).toBeInTheDocument();
    expect(reviews.getByText('Por el servicio Revisión presencial · Coches')).toBeInTheDocument();
    expect(reviews.getByRole('img', { name: 'Imagen 1 de la reseña de Lucía' })).toBeInTheDocument();
  });

  it('a new expert without reviews: "Nuevo experto", no rating and the empty reviews state', async () => {
    storeSession({ role: 'User' });
    stubFetch({ 'GET /api/Experts/3': { body: { ...EXPERT, verified: false, completedHires: 0, averageRating: null, reviews: [], services: [] } } });
    renderApp('/expertos/3');
    expect(await screen.findByText('Nuevo experto')).toBeInTheDocument();
    expect(screen.queryByText('Experto Verificado')).not.toBeInTheDocument();
    expect(screen.getByText('Aún no tiene reseñas')).toBeInTheDocument();
    expect(screen.getByText('Este experto no tiene servicios publicados ahora mismo.')).toBeInTheDocument();
  });

  it('says the expert does not exist on a 404 and for a malformed id', async () => {
    storeSession({ role: 'User' });
    stubFetch({});
    renderApp('/expertos/77');
    expect(await screen.findByText('Este experto no existe o ya no ofrece servicios')).toBeInTheDocument();
  });

  it('shows the error with Reintentar, and the profile after a retry', async () => {
    storeSession({ role: 'User' });
    let failures = 1;
    stubFetch({
      'GET /api/Experts/3': () =>
        failures-- > 0 ? { status: 500, body: { code: 'INTERNAL', message: 'Error interno del servidor', requestId: 'r' } } : { body: EXPERT },
    });
    const { user } = renderApp('/expertos/3');
    expect(await screen.findByText('No se pudo cargar el perfil del experto')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Revisión muy completa')).toBeInTheDocument();
  });

  it('words the service type and the category in English on an English page', async () => {
    await setLanguage('en', { remember: false });
    storeSession({ role: 'User' });
    stubFetch({ 'GET /api/Experts/3': { body: EXPERT } });
    renderApp('/expertos/3');
    const services = within(await screen.findByRole('region', { name: 'Services' }));
    expect(services.getByRole('heading', { name: 'In-person review · Cars' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Reviews (1)' })).getByText('For the service In-person review · Cars')).toBeInTheDocument();
    expect(screen.queryByText(/Coches|In-Person Review/)).not.toBeInTheDocument();
  });
});
