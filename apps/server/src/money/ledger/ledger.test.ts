import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { signIn } from '../../../test/factories.js';
import { balanceOf, hireScene, topUp, type HireScene } from '../../../test/hire-factories.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp({ COMMISSION_PERCENT: '10' });

async function expectSoundLedger() {
  const { accounts, unbalancedTransactions } = await t.app.ctx.ledger.trialBalance();
  expect(unbalancedTransactions).toEqual([]);
  expect(accounts.reduce((sum, account) => sum + account.cents, 0)).toBe(0);
  for (const account of accounts) if (['available', 'held', 'earned'].includes(account.kind)) expect(account.cents).toBeGreaterThanOrEqual(0);
}

describe('the ledger', () => {
  it('refuses an unbalanced posting, and one that would overdraw, leaving nothing behind', async () => {
    const user = await signIn(t.app);
    await expect(
      t.app.ctx.ledger.postAlone({
        key: 'test:unbalanced',
        kind: 'topup',
        description: 'x',
        entries: [
          { account: { userId: user.user.id, kind: 'available' }, cents: 100 },
          { account: { userId: null, kind: 'clearing' }, cents: -99 },
        ],
      }),
    ).rejects.toThrow(/sums to 1/);
    await expect(
      t.app.ctx.ledger.postAlone({
        key: 'test:overdraw',
        kind: 'hold',
        description: 'x',
        entries: [
          { account: { userId: user.user.id, kind: 'available' }, cents: -100 },
          { account: { userId: user.user.id, kind: 'held' }, cents: 100 },
        ],
      }),
    ).rejects.toThrow(/insufficient funds/);
    expect(
      (
        await t.app.ctx.ledger.postAlone({
          key: 'test:overdraw',
          kind: 'topup',
          description: 'x',
          entries: [
            { account: { userId: user.user.id, kind: 'available' }, cents: 100 },
            { account: { userId: null, kind: 'clearing' }, cents: -100 },
          ],
        })
      ).applied,
    ).toBe(true);
    await expectSoundLedger();
  });

  it('applies a key once, and keeps its rows append-only', async () => {
    const user = await signIn(t.app);
    const posting = {
      key: 'test:once',
      kind: 'topup' as const,
      description: 'Recarga',
      entries: [
        { account: { userId: user.user.id, kind: 'available' as const }, cents: 1000 },
        { account: { userId: null, kind: 'clearing' as const }, cents: -1000 },
      ],
    };
    expect((await t.app.ctx.ledger.postAlone(posting)).applied).toBe(true);
    expect((await t.app.ctx.ledger.postAlone(posting)).applied).toBe(false);
    expect(await balanceOf(t, user)).toMatchObject({ available: 10 });
    await expect(t.database.db.execute(sql`update ledger_entries set amount_cents = 5`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
  });
});

type Op = { kind: 'topup' | 'hire' | 'accept' | 'reject' | 'finalize' | 'approve' | 'dispute' | 'resolve' | 'cancel' | 'force'; pick: number; flag: boolean };

describe('random sequences of top-ups, hires, cancellations, completions, disputes and resolutions', () => {
  it('keep every balance equal to its entries, never negative, and all entries summing to zero', async () => {
    const admin = await signIn(t.app, { email: ADMIN_EMAIL });
    const scenes: HireScene[] = [];
    for (let i = 0; i < 3; i += 1) scenes.push(await hireScene(t, { priceCents: 1500 + i * 500 }));
    const hires: { id: number; scene: HireScene }[] = [];
    const op = fc.record({
      kind: fc.constantFrom<Op['kind']>('topup', 'hire', 'accept', 'reject', 'finalize', 'approve', 'dispute', 'resolve', 'cancel', 'force'),
      pick: fc.nat(20),
      flag: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 14 }), async (ops) => {
        for (const { kind, pick, flag } of ops) {
          const scene = scenes[pick % scenes.length];
          const hire = hires.length ? hires[pick % hires.length] : null;
          const body = hire ? { SearchHireId: hire.id } : null;
          if (kind === 'topup') await topUp(t, scene.client, flag ? 10 : 20);
          else if (kind === 'hire') {
            const res = await t.as(scene.client).post('/api/Subscription/hire-service', { searchServiceId: scene.service.id, searchId: scene.search.id });
            if (res.statusCode === 200) hires.push({ id: res.json<{ hireId: number }>().hireId, scene });
          } else if (!hire || !body) continue;
          else if (kind === 'accept' || kind === 'reject')
            await t
              .as(hire.scene.expert)
              .put(
                `/api/SearchHire/${hire.id}/status`,
                kind === 'accept' ? { status: 'Accepted' } : { status: 'Cancelled', reason: 'No tengo agenda esta semana' },
              );
          else if (kind === 'finalize')
            await t.as(hire.scene.expert).post(`/api/SearchHire/${hire.id}/finalize`, { report: 'Informe aleatorio suficientemente largo' });
          else if (kind === 'approve') await t.as(hire.scene.client).post('/api/Subscription/complete-service', body);
          else if (kind === 'dispute') await t.as(hire.scene.client).post('/api/Subscription/dispute-service', { ...body, Reason: 'No me convence' });
          else if (kind === 'resolve')
            await t.as(admin).post('/api/Subscription/resolve-dispute', { ...body, ResolveInFavorOfClient: flag, Resolution: 'Resuelto' });
          else if (kind === 'cancel') await t.as(hire.scene.expert).post('/api/Subscription/cancel-service', body);
          else await t.as(admin).post('/api/Subscription/force-finalize', { ...body, ResolveInFavorOfClient: flag });
        }
        await expectSoundLedger();
        for (const scene of scenes) {
          const balance = await balanceOf(t, scene.client);
          const held = await t.database.db.execute(
            sql`select coalesce(sum(amount_cents), 0)::int as cents from search_hires where client_id = ${scene.client.user.id} and status in ('pending','accepted','awaiting_client_decision','disputed')`,
          );
          expect(Math.round(balance.held * 100)).toBe(Number((held as unknown as { rows: { cents: number }[] }).rows[0].cents));
        }
      }),
      { numRuns: 12 },
    );
  });
});
