import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdSummary as makeAd, makeResultsPage as page } from '@/test/make-ad';
import { ADS, SEARCH, cardTitles, openResults, resultCalls } from '../testing/detail-helpers';

afterEach(() => {
  vi.useRealTimers();
});

const NEWER = makeAd({ id: 14, title: 'Ibiza D', finalScore: 95, price: 8000 });

describe('/busquedas/:id while it is open', () => {
  it('learns of new results within 30 s, says "1 anuncio nuevo · Ver", and shows them only when asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let stored = 3;
    const { user, calls } = openResults({
      'GET /api/Search/5': () => ({ body: { ...SEARCH, resultCount: stored } }),
      'GET /api/SearchResult/5/results': () => ({ body: stored === 3 ? page(ADS) : page([NEWER, ...ADS]) }),
    });
    await screen.findByRole('article', { name: 'Ibiza A' });
    const reads = resultCalls(calls).length;

    // The engine stores one more.
    stored = 4;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    const pill = await screen.findByRole('button', { name: '1 anuncio nuevo Ver' });
    // Nothing moved under the reader: the list is the one they were reading.
    expect(cardTitles()).toEqual(['Ibiza A', 'Ibiza B', 'Ibiza C']);
    expect(resultCalls(calls)).toHaveLength(reads);

    await user.click(pill);
    await waitFor(() => expect(cardTitles()).toEqual(['Ibiza D', 'Ibiza A', 'Ibiza B', 'Ibiza C']));
    expect(screen.queryByRole('button', { name: /nuevos? Ver/ })).not.toBeInTheDocument();
  });

  it('says nothing while the count is unchanged', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openResults({ 'GET /api/Search/5': () => ({ body: { ...SEARCH, resultCount: 3 } }) });
    await screen.findByRole('article', { name: 'Ibiza A' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(screen.queryByRole('button', { name: /nuevos? Ver/ })).not.toBeInTheDocument();
  });
});
