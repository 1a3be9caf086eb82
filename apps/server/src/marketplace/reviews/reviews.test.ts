import { shortName } from '@ojeador/shared';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories.js';
import { hireFromBalance, hireScene, topUp } from '../../../test/hire-factories.js';
import { exeBytes, form, solidJpeg } from '../../../test/images.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

async function completedHire() {
  const scene = await hireScene(t);
  await topUp(t, scene.client, 50);
  const hireId = await hireFromBalance(t, scene);
  await t.as(scene.expert).put(`/api/SearchHire/${hireId}/status`, { status: 'Accepted' });
  await t.as(scene.expert).post(`/api/SearchHire/${hireId}/finalize`, { report: 'Informe completo de los candidatos' });
  return { scene, hireId };
}

describe('reviews', () => {
  it('lets the customer review a completed hire once, with photos, and lists it under the expert', async () => {
    const { scene, hireId } = await completedHire();
    const early = await t.as(scene.client).post(`/api/review/search-hire/${hireId}`, form({ Score: 5, Description: 'Genial' }));
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('HIRE_STATE');
    await t.as(scene.client).post('/api/Subscription/complete-service', { SearchHireId: hireId });

    const res = await t
      .as(scene.client)
      .post(
        `/api/review/search-hire/${hireId}`,
        form({ Score: 4, Description: 'Muy útil y rápido' }, [{ field: 'Images', name: 'coche.jpg', data: await solidJpeg() }]),
      );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      searchHireId: hireId,
      reviewerId: scene.client.user.id,
      expertId: scene.expert.user.id,
      score: 4,
      description: 'Muy útil y rápido',
    });
    expect(res.json().imageUrls).toHaveLength(1);
    const again = await t.as(scene.client).post(`/api/review/search-hire/${hireId}`, form({ Score: 5, Description: 'Otra vez' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya has valorado esta contratación');

    const list = await t.as(scene.client).get(`/api/review/expert/${scene.expert.user.id}`);
    expect(list.json()).toEqual([expect.objectContaining({ id: res.json().id, reviewerName: shortName(scene.client.user.name) })]);
    expect((await t.as(scene.client).get(`/api/Search/${scene.search.id}`)).json().searchHire.reviewed).toBe(true);
    const services = await t.as(scene.client).get('/api/SearchService?categoryId=1&serviceTypeId=1');
    expect(services.json().find((s: { id: number }) => s.id === scene.service.id)).toMatchObject({ averageRating: 4 });
  });

  it('answers the spec’s messages for a bad score or description, 415 for a non-image, 403 to the expert, 404 to strangers', async () => {
    const { scene, hireId } = await completedHire();
    await t.as(scene.client).post('/api/Subscription/complete-service', { SearchHireId: hireId });
    const url = `/api/review/search-hire/${hireId}`;
    expect((await t.as(scene.client).post(url, form({ Score: 6, Description: 'x' }))).json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Score must be between 1 and 5',
    });
    expect((await t.as(scene.client).post(url, form({ Score: 3, Description: '  ' }))).json()).toMatchObject({
      message: 'Please provide a review description',
    });
    expect((await t.as(scene.client).post(url, form({ Score: 3, Description: 'ok' }, [{ field: 'Images', name: 'x.jpg', data: exeBytes() }]))).statusCode).toBe(
      415,
    );
    expect((await t.as(scene.expert).post(url, form({ Score: 5, Description: 'Yo mismo' }))).statusCode).toBe(403);
    expect((await t.as(await signIn(t.app)).post(url, form({ Score: 5, Description: 'Hola' }))).statusCode).toBe(404);
    expect((await t.anonymous.post(url, form({ Score: 5, Description: 'Hola' }))).statusCode).toBe(401);
    expect((await t.as(scene.client).post('/api/review/search-hire/abc', form({ Score: 5, Description: 'Hola' }))).statusCode).toBe(400);
  });

  it('checks Score and Description at the route, before the hire is looked up: a stranger’s bad fields are 400, not 404', async () => {
    const { hireId } = await completedHire();
    const res = await t.as(await signIn(t.app)).post(`/api/review/search-hire/${hireId}`, form({ Score: 0, Description: ' ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Score must be between 1 and 5',
      details: [
        { path: 'score', message: 'Score must be between 1 and 5' },
        { path: 'description', message: 'Please provide a review description' },
      ],
    });
  });
});
