import { describe, expect, it } from 'vitest';
import { createExpert, createSearch, hireExpert, signIn } from '../../../test/factories.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

describe('GET /api/Dispute/open', () => {
  it('answers 401 without a session and 403 to customers and experts', async () => {
    expect((await t.anonymous.get('/api/Dispute/open')).statusCode).toBe(401);
    expect((await t.as(await signIn(t.app)).get('/api/Dispute/open')).statusCode).toBe(403);
    expect((await t.as(await createExpert(t.app)).get('/api/Dispute/open')).statusCode).toBe(403);
  });

  it('lists open disputes first, then hires waiting for the customer, with their searches', async () => {
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    expect((await t.as(admin).get('/api/Dispute/open')).json()).toEqual([]);

    const client = await signIn(t.app, { name: 'Clara Cliente' });
    const expert = await signIn(t.app, { role: 'expert', name: 'Eva Experta' });
    const waitingSearch = await createSearch(t.app, client, { title: 'Golf diésel' });
    const disputedSearch = await createSearch(t.app, client, { title: 'Piso en Valencia' });
    const acceptedSearch = await createSearch(t.app, client);
    const waiting = await hireExpert(t.app, waitingSearch, expert, 'awaiting_client_decision');
    const disputed = await hireExpert(t.app, disputedSearch, expert, 'awaiting_client_decision');
    await hireExpert(t.app, acceptedSearch, expert, 'accepted');
    const dispute = await t.as(client).post('/api/Subscription/dispute-service', { SearchHireId: disputed.id, Reason: 'No cumple lo pedido' });
    expect(dispute.statusCode).toBe(200);

    const res = await t.as(admin).get('/api/Dispute/open');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        searchHireId: disputed.id,
        searchId: disputedSearch.id,
        searchTitle: 'Piso en Valencia',
        status: 'disputed',
        clientName: 'Clara Cliente',
        expertName: 'Eva Experta',
        amount: 49,
        reason: 'No cumple lo pedido',
        since: expect.any(String),
        deadlineAt: null,
      },
      expect.objectContaining({ searchHireId: waiting.id, searchId: waitingSearch.id, status: 'awaiting_client_decision', reason: null }),
    ]);
  });
});
