import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { makeHire, openSearch, section } from '../test/hire-section-setup';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** In English the catalogue carries spec 000's English texts word for word (the review's rules and toasts). */
describe('the hire section in English', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('shows the state, the banner, the report and the buttons in English', async () => {
    openSearch(
      'client',
      makeHire({
        status: 'awaiting_client_decision',
        report: 'Informe completo del trabajo realizado.',
        deadline: '2026-12-01T10:00:00Z',
      }),
    );
    const hire = within(await section('Hire'));
    expect(hire.getByTestId('hire-status')).toHaveTextContent('Awaiting approval');
    expect(hire.getByText('Amount')).toBeInTheDocument();
    expect(hire.getByTestId('hire-banner-finished')).toHaveTextContent('The search has finished!');
    expect(hire.getByRole('button', { name: 'Dispute Service' })).toBeEnabled();
    expect(hire.getByRole('button', { name: 'Approve Service' })).toBeEnabled();
    expect(hire.getByRole('heading', { name: "Expert's report" })).toBeInTheDocument();
    expect(hire.getByTestId('hire-deadline')).toHaveTextContent(/^You have until .+ to approve or dispute/);
  });

  it("says the review's rules and failures in the spec's words", async () => {
    const { user } = openSearch('client', makeHire({ status: 'completed' }), {
      'POST /api/review/search-hire/40': { status: 409, body: { code: 'CONFLICT', message: REVIEW_MESSAGES.alreadyReviewed, requestId: 'r' } },
    });
    await user.click(within(await section('Hire')).getByRole('button', { name: 'Review Service' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Review service' }));
    await user.click(dialog.getByRole('button', { name: 'Send review' }));
    expect(dialog.getByText('Score must be between 1 and 5')).toBeInTheDocument();
    expect(dialog.getByText('Please provide a review description')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: '1 star' }));
    await user.type(dialog.getByLabelText('Description'), 'Bien');
    await user.click(dialog.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText(`Failed to submit review: ${REVIEW_MESSAGES.alreadyReviewed}`)).toBeInTheDocument();
  });
});
