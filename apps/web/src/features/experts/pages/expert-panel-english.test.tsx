import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { stubFetch } from '@/test/fetch-stub';
import { storeSession } from '@/test/tokens';
import { makeHire, SERVICE, stubExpertPanel } from '../testing/expert-panel-fixtures';

describe('/expert-panel and /become-expert in English', { timeout: 20_000 }, () => {
  it('shows the profile, the services and the hires in English', async () => {
    await setLanguage('en');
    storeSession({ role: 'Expert' });
    stubExpertPanel({ 'GET /api/SearchService/expert/3': { body: [SERVICE] }, 'GET /api/SearchHire/expert': { body: [makeHire()] } });
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
    const card = within(await screen.findByRole('article', { name: 'Carlos G.' }));
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
