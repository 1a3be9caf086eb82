import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExpertProfile, Hire, SearchService } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';

const PROFILE: ExpertProfile = {
  id: 3,
  description: 'Reviso coches en Madrid',
  profilePictureUrl: null,
  stripeAccountId: 'local_acct_3',
  createdAt: '2026-03-15T10:00:00Z',
  activeServices: 1,
  activeHires: 1,
};
const SERVICE: SearchService = {
  id: 9,
  expertId: 7,
  expertName: 'Lucía Pérez',
  expertPictureUrl: null,
  expertProfileId: 3,
  categoryId: 1,
  categoryName: 'Coches',
  serviceTypeId: 2,
  serviceTypeName: 'In-Person Review',
  averageRating: null,
  completedSearches: 0,
  price: 49.9,
  conditions: 'Solo Madrid',
  durationInHours: 24,
  imageUrls: [],
  isActive: true,
  createdAt: '2026-11-20T10:00:00Z',
};
const HIRE: Hire = {
  id: 4,
  status: 'pending',
  createdAt: '2026-11-21T10:00:00Z',
  amount: 49.9,
  searchId: 5,
  searchTitle: 'Seat Ibiza',
  client: { id: 8, name: 'Carlos Gómez', email: 'carlos@example.com' },
  expert: { id: 7, name: 'Lucía Pérez' },
  service: { id: 9, categoryId: 1, categoryName: 'Coches', serviceTypeId: 2 },
  deadline: '2026-11-24T10:00:00Z',
};

describe('/expert-panel and /become-expert in English', { timeout: 20_000 }, () => {
  it('shows the profile, the services and the hires in English', async () => {
    await setLanguage('en');
    storeSession({ role: 'Expert' });
    stubFetch({
      'GET /api/Categories': { body: [{ id: 1, name: 'Coches' }] },
      'GET /api/ServiceType': { body: [{ id: 2, name: 'In-Person Review' }] },
      'GET /api/User/expert-profile': { body: PROFILE },
      'GET /api/SearchService/expert/3': { body: [SERVICE] },
      'GET /api/SearchHire/expert': { body: [HIRE] },
    });
    const { user } = renderApp('/expert-panel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Expert Panel' })).toBeInTheDocument();
    const profile = within(await screen.findByRole('region', { name: 'Expert profile' }));
    expect(profile.getByText('Verified Expert')).toBeInTheDocument();
    expect(profile.getByText('Active services')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New Service' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Search Service' }));
    await user.click(dialog.getByRole('button', { name: 'Create Service' }));
    expect(await dialog.findByText('The category is required')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('tab', { name: 'Hires' }));
    const card = within(await screen.findByRole('article', { name: 'Carlos Gómez' }));
    expect(card.getByTestId('hire-status')).toHaveTextContent('Pending');
    expect(card.getByText('Amount')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(card.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(card.getByRole('button', { name: 'View Hire' })).toBeEnabled();
  });

  it('asks for a photo and a description in English', async () => {
    await setLanguage('en');
    storeSession();
    stubFetch({});
    renderApp('/become-expert');
    expect(await screen.findByRole('heading', { name: 'Become an Expert Searcher' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register as an Expert' })).toBeDisabled();
    expect(screen.getByLabelText('Profile photo')).toBeInTheDocument();
    expect(screen.getByText('PNG or JPG, 5 MB at most')).toBeInTheDocument();
  });
});
