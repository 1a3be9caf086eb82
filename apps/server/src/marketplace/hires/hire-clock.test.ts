import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { searchHires } from '../../db/schema/index.js';
import { balanceOf, hireFromBalance, hireScene, topUp } from '../../../test/hire-factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp({ COMMISSION_PERCENT: '10' });
const HOUR = 3600 * 1000;
const status = async (hireId: number) => (await t.database.db.select().from(searchHires).where(eq(searchHires.id, hireId)))[0].status;
const titlesFor = async (user: { headers: { authorization: string } }) =>
  (await t.as(user).get('/api/Notification')).json().map((n: { title: string }) => n.title) as string[];

describe('the hire clock (a controllable clock: the sweep takes "now")', () => {
  it('cancels and refunds a pending hire the expert left unanswered for 72 hours, once', async () => {
    const scene = await hireScene(t);
    await topUp(t, scene.client, 50);
    const hireId = await hireFromBalance(t, scene);
    await t.app.ctx.hires.sweepDeadlines(new Date(Date.now() + 71 * HOUR));
    expect(await status(hireId)).toBe('pending');
    await t.app.ctx.hires.sweepDeadlines(new Date(Date.now() + 73 * HOUR));
    expect(await status(hireId)).toBe('cancelled');
    await t.app.ctx.hires.sweepDeadlines(new Date(Date.now() + 74 * HOUR));
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 50, held: 0 });
    expect(await titlesFor(scene.client)).toContain('Contratación cancelada');
    // The notices travel as codes and values for the reader's language (decision 032), to both parties.
    const notices = async (user: { headers: { authorization: string } }) =>
      (await t.as(user).get('/api/Notification')).json().map((n: { notice: unknown }) => n.notice) as unknown[];
    expect(await notices(scene.client)).toContainEqual({ code: 'hireExpired', expert: expect.any(String), amount: 30, hours: 72 });
    expect(await notices(scene.expert)).toContainEqual({ code: 'hireExpiredExpert', client: expect.any(String), hours: 72 });
  });

  it('warns the customer the day before, then completes 7 days after the expert finalized and pays the expert', async () => {
    const scene = await hireScene(t);
    await topUp(t, scene.client, 50);
    const hireId = await hireFromBalance(t, scene);
    await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });
    await t.as(scene.expert).post(`/api/SearchHire/${hireId}/finalize`, { report: 'Informe completo de los candidatos' });

    const fiveDays = await t.app.ctx.hires.sweepDeadlines(new Date(Date.now() + 5 * 24 * HOUR));
    expect(fiveDays.reminded).toBe(0);
    const sixDays = await t.app.ctx.hires.sweepDeadlines(new Date(Date.now() + 6.1 * 24 * HOUR));
    expect(sixDays.reminded).toBe(1);
    expect((await t.app.ctx.hires.sweepDeadlines(new Date(Date.now() + 6.2 * 24 * HOUR))).reminded).toBe(0);
    expect(await titlesFor(scene.client)).toContain('Mañana se aprobará tu servicio');
    expect(await status(hireId)).toBe('awaiting_client_decision');

    const [first, second] = await Promise.all([
      t.app.ctx.hires.sweepDeadlines(new Date(Date.now() + 7.1 * 24 * HOUR)),
      t.app.ctx.hires.sweepDeadlines(new Date(Date.now() + 7.1 * 24 * HOUR)),
    ]);
    expect(first.moved + second.moved).toBe(1);
    expect(await status(hireId)).toBe('completed');
    expect(await balanceOf(t, scene.expert)).toMatchObject({ earned: 27 });
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 20, held: 0 });
  });

  it('abandons an unpaid hire after its payment window without moving money', async () => {
    const scene = await hireScene(t);
    const res = await t.as(scene.client).post('/api/Subscription/hire-service', { searchServiceId: scene.service.id, searchId: scene.search.id });
    const { hireId } = res.json<{ hireId: number }>();
    await t.app.ctx.hires.sweepDeadlines(new Date(Date.now() + 25 * HOUR));
    expect(await status(hireId)).toBe('cancelled');
    expect(await balanceOf(t, scene.client)).toMatchObject({ available: 0, held: 0 });
  });

  it('leaves a disputed hire alone: only the admin ends it', async () => {
    const scene = await hireScene(t);
    await topUp(t, scene.client, 50);
    const hireId = await hireFromBalance(t, scene);
    await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });
    await t.as(scene.expert).post(`/api/SearchHire/${hireId}/finalize`, { report: 'Informe completo de los candidatos' });
    await t.as(scene.client).post('/api/Subscription/dispute-service', { SearchHireId: hireId, Reason: 'No me sirve' });
    await t.app.ctx.hires.sweepDeadlines(new Date(Date.now() + 30 * 24 * HOUR));
    expect(await status(hireId)).toBe('disputed');
  });
});
