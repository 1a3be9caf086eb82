import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '@ojeador/shared';
import { signIn } from '../../test/factories.js';
import { BAD_MULTIPART_BODIES } from '../../test/fuzz-inputs.js';
import { form, solidJpeg } from '../../test/images.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp(() => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ojeador-multipart-')) }));

/** A signed-in expert: the upload routes' callers. */
async function expert() {
  const user = await signIn(t.app);
  const res = await t
    .as(user)
    .post(
      '/api/User/become-expert',
      form({ description: 'Mecánico con 15 años de oficio' }, [{ field: 'profilePicture', name: 'yo.jpg', data: await solidJpeg() }]),
    );
  expect(res.statusCode).toBe(200);
  return { headers: { authorization: `Bearer ${res.json().token as string}` } };
}

// The four upload routes: each reads its form before anything else.
const ROUTES = [
  ['POST', '/api/User/become-expert'],
  ['POST', '/api/SearchService'],
  ['PUT', '/api/SearchService/1'],
  ['POST', '/api/review/search-hire/1'],
] as const;

describe('a broken multipart body', () => {
  it.each(ROUTES)('%s %s answers 400 in the error shape for every broken body, never 500', async (method, url) => {
    const caller = url === '/api/User/become-expert' ? await signIn(t.app) : await expert();
    for (const { type, payload } of BAD_MULTIPART_BODIES) {
      const res = await t.as(caller).request(method, url, payload, { headers: { 'content-type': type } });
      expect(res.statusCode, `${type} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });

  it('says the form arrived broken when it is cut off', async () => {
    const { type, payload } = BAD_MULTIPART_BODIES[1];
    const res = await t.as(await signIn(t.app)).request('POST', '/api/User/become-expert', payload, { headers: { 'content-type': type } });
    expect(res.json().message).toBe(INPUT_MESSAGES.malformedForm);
  });
});

describe('multipart text fields pass the one input rule', () => {
  it.each([
    ['a NUL byte', 'Mecánico\u0000 con oficio'],
    ['a control character', 'Mecánico\u0007 con oficio'],
    ['a right-to-left override', 'Mecánico \u202Eoicifo\u202C'],
  ])("refuses %s in an expert's description with 400, and makes no expert", async (_what, description) => {
    const user = await signIn(t.app);
    const res = await t.as(user).post('/api/User/become-expert', form({ description }, [{ field: 'profilePicture', name: 'yo.jpg', data: await solidJpeg() }]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: INPUT_MESSAGES.controlCharacters });
    expect((await t.as(user).get('/api/User/expert-profile')).statusCode).not.toBe(200);
  });

  it("refuses a NUL byte in a service's conditions with 400", async () => {
    const caller = await expert();
    const profile = (await t.as(caller).get('/api/User/expert-profile')).json();
    const res = await t
      .as(caller)
      .post(
        '/api/SearchService',
        form({ expertProfileId: profile.id, categoryId: 1, serviceTypeId: 1, price: 49, conditions: 'Incluye informe\u0000 completo', durationInHours: 24 }),
      );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INPUT_MESSAGES.controlCharacters);
  });
});
