import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createSearch, signIn } from '../../../test/factories.js';
import { hireScene, topUp } from '../../../test/hire-factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { isOpenAccount } from './open-account.js';

/** docs/architecture.md, "One account rule": a blocked account and a deleted one are closed alike. */

describe('isOpenAccount', () => {
  it('is open only when neither blocked nor deleted', () => {
    expect(isOpenAccount({ isBlocked: false, deletedAt: null })).toBe(true);
    expect(isOpenAccount({ isBlocked: true, deletedAt: null })).toBe(false);
    expect(isOpenAccount({ isBlocked: false, deletedAt: new Date() })).toBe(false);
    expect(isOpenAccount(null)).toBe(false);
  });
});

const t = useTestApp();

describe.each(['blocked', 'deleted'] as const)('a %s account', (state) => {
  const close = (userId: number) =>
    t.database.db
      .update(users)
      .set(state === 'blocked' ? { isBlocked: true } : { deletedAt: new Date() })
      .where(eq(users.id, userId));

  it('has its searches skipped by the runs', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner);
    await close(owner.user.id);
    expect(await t.app.ctx.engine.runner.run(search.id, 'schedule')).toBeNull();
  });

  it('offers no service and takes no hire when it is the expert', async () => {
    const scene = await hireScene(t);
    await topUp(t, scene.client, 50);
    await close(scene.expert.user.id);

    const listed = await t.as(scene.client).get('/api/SearchService?categoryId=1&serviceTypeId=1');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ id: number }[]>().map((service) => service.id)).not.toContain(scene.service.id);

    const hire = await t.as(scene.client).post('/api/Subscription/hire-service', { searchServiceId: scene.service.id, searchId: scene.search.id });
    expect(hire.statusCode).toBe(409);
    const profile = await t.as(scene.client).get(`/api/Experts/${scene.expert.profileId}`);
    expect(profile.statusCode).toBe(404);
  });
});
