import { describe, expect, it } from 'vitest';
import type { HireStatus } from '@ojeador/shared';
import { createExpert, createResult, createSearch, createService, hireExpert, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

/** Every read of a customer's search an expert could try: the search, its parameters, its results, one of its ads. */
async function expertReads(status: HireStatus) {
  const owner = await signIn(t.app);
  const expert = await createExpert(t.app);
  const search = await createSearch(t.app, owner);
  const { ad } = await createResult(t.app, search);
  await hireExpert(t.app, search, expert, status);
  const urls = [`/api/Search/${search.id}`, `/api/SearchParameter/${search.id}`, `/api/SearchResult/${search.id}/results`, `/api/Ads/${ad.id}`];
  const codes = [];
  for (const url of urls) codes.push((await t.as(expert).get(url)).statusCode);
  return { codes, expert, search };
}

describe('an expert reads a customer’s search from the hire’s acceptance on', () => {
  it.each(['accepted', 'awaiting_client_decision', 'disputed', 'completed', 'dispute_resolved', 'refunded'] as const)(
    'a hire %s: the search, its parameters, results and ads are readable',
    async (status) => {
      expect((await expertReads(status)).codes).toEqual([200, 200, 200, 200]);
    },
  );

  it.each(['awaiting_payment', 'pending', 'cancelled'] as const)('a hire %s (never accepted): 404 everywhere, like a stranger’s search', async (status) => {
    expect((await expertReads(status)).codes).toEqual([404, 404, 404, 404]);
  });

  it('only the hire’s own expert; another expert with a service of their own gets 404', async () => {
    const { search } = await expertReads('accepted');
    const stranger = await createExpert(t.app);
    await createService(t.app, stranger.profileId);
    expect((await t.as(stranger).get(`/api/Search/${search.id}`)).statusCode).toBe(404);
  });
});
