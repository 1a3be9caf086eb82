import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { CATEGORIES, type SearchService, type SubscriptionLimits } from '@ojeador/shared';
import { AUTH_CONFIG_DEV, type stubFetch } from '@/test/fetch-stub';
import { makeSearchService } from '@/test/make-search';

/** Helpers shared by the creation-flow tests (they drive the real app through its labels). */

/** Walking through several lazily loaded steps takes a few seconds on a busy machine. */
export const FLOW_TIMEOUT_MS = 30_000;

export const FREE_LIMITS: SubscriptionLimits = {
  maxSearches: 1,
  minSearchInterval: 6,
  activeSearches: 0,
  planCode: 'free',
  planName: 'Gratis',
};

/** A web search service by Talleres Ruiz for cars, offered in step 2. */
export const EXPERT_SERVICE: SearchService = makeSearchService({
  id: 11,
  expertId: 5,
  expertName: 'Talleres Ruiz',
  expertProfileId: 2,
  averageRating: 4.5,
  completedSearches: 12,
  price: 49.9,
  conditions: 'Solo Comunidad de Madrid',
  durationInHours: 48,
  imageUrls: ['/uploads/a.jpg', '/uploads/b.jpg'],
  createdAt: '2026-11-20T10:00:00.000Z',
});

export function flowHandlers(overrides: Parameters<typeof stubFetch>[0] = {}): Parameters<typeof stubFetch>[0] {
  return {
    ...AUTH_CONFIG_DEV,
    'GET /api/Categories': { body: CATEGORIES },
    'GET /api/Subscription/limits': { body: FREE_LIMITS },
    'GET /api/SearchService': { body: [] },
    // What the server's parser reads from fillDetails' description.
    'POST /api/SearchParameter/preview': { body: { preferences: { fuel: ['diesel'], maxKm: 150000 } } },
    ...overrides,
  };
}

/** Fills step 0: Coches, keywords, description, service type 1. */
export async function fillDetails(user: UserEvent, keywords = 'Seat León 2018') {
  await user.click(await screen.findByRole('button', { name: 'Coches' }));
  await user.click(screen.getByLabelText('Palabras clave'));
  await user.paste(keywords);
  await user.click(screen.getByLabelText('Describe tu búsqueda'));
  await user.paste('Diésel, menos de 150.000 km');
  await user.click(screen.getByRole('radio', { name: 'Búsqueda web' }));
}

/** Euro texts as the shared formatter writes them (a plain space before the euro sign). */
export const eur = (text: string) => text;

export const slider = (name: string) => screen.getByRole('slider', { name });

export function slide(name: string, value: number) {
  fireEvent.change(slider(name), { target: { value: String(value) } });
}

/** Step 0 → step 1 (waits for the centre to be known). */
export async function toLocation(user: UserEvent) {
  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByText('Paso 2 de 4');
  await screen.findByTestId('centre');
}

/** Step 0 → step 2. */
export async function toService(user: UserEvent) {
  await toLocation(user);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByText('Paso 3 de 4');
}

/** Step 0 → step 3 with the automatic search. */
export async function toSummary(user: UserEvent) {
  await toService(user);
  await user.click(await screen.findByRole('radio', { name: 'Solo búsqueda automática' }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByText('Paso 4 de 4');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Crear Búsqueda' })).toBeEnabled());
}

/** Stubs the browser's geolocation (a browser API at the edge). Returns the undo. */
export function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return () => {
    if (original) Object.defineProperty(navigator, 'geolocation', original);
    else delete (navigator as { geolocation?: Geolocation }).geolocation;
  };
}
