import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Cents, MESSAGES } from '@ojeador/shared';
import { searches } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { addResults, createExpert, createHire, createSearch, createService, type SignedIn, signIn, subscribe } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t.app, { email: ADMIN_EMAIL, name: 'Admin' });
});

const createBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Golf GTI',
  description: 'Un Golf GTI en buen estado',
  category: 1,
  frequency: 6,
  ...overrides,
});
const dbSearch = async (id: number) => (await t.database.db.select().from(searches).where(eq(searches.id, id)))[0];
const isAboutNow = (iso: string) => Math.abs(new Date(iso).getTime() - Date.now()) < 10_000;
const PLAN_PHRASE = MESSAGES.planLimitPhrase;

describe('GET /api/Search', () => {
  it('lists only the caller’s searches, newest first, with category name and result counts', async () => {
    const user = await signIn(t.app);
    const other = await signIn(t.app);
    const older = await createSearch(t.app, user, { parameters: null, title: 'Primera', createdAt: new Date(Date.now() - 60_000), categoryId: 3 });
    const newer = await createSearch(t.app, user, { parameters: null, title: 'Segunda' });
    await createSearch(t.app, other, { parameters: null });
    await addResults(t.app, older.id, 3, 1);

    const res = await t.as(user).get('/api/Search');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((s: { id: number }) => s.id)).toEqual([newer.id, older.id]);
    expect(list[1]).toEqual({
      id: older.id,
      title: 'Primera',
      description: older.description,
      category: 3,
      categoryCode: 'homes',
      categoryName: 'Casas y pisos',
      frequency: 6,
      isActive: true,
      isRevised: false,
      lastExecution: null,
      startDate: older.startDate.toISOString(),
      nextRunAt: older.nextRunAt.toISOString(),
      createdAt: older.createdAt.toISOString(),
      resultCount: 3,
      newResultCount: 1,
    });
    expect(list[0]).toMatchObject({ resultCount: 0, newResultCount: 0 });
    expect(list[0].user).toBeUndefined();
  });

  it('answers 401 without a session', async () => {
    expect((await t.anonymous.get('/api/Search')).statusCode).toBe(401);
  });
});

describe('GET /api/Search/all', () => {
  it('gives the admin every search with its creator', async () => {
    const user = await signIn(t.app, { name: 'Marta Creadora' });
    const search = await createSearch(t.app, user, { parameters: null });
    const res = await t.as(admin).get('/api/Search/all');
    expect(res.statusCode).toBe(200);
    const found = res.json().find((s: { id: number }) => s.id === search.id);
    expect(found.user).toEqual({ id: user.user.id, name: 'Marta Creadora', email: user.user.email });
    expect(res.json().length).toBeGreaterThan(1);
  });

  it('answers 403 to a customer and an expert, 401 without a session', async () => {
    expect((await t.as(await signIn(t.app)).get('/api/Search/all')).statusCode).toBe(403);
    expect((await t.as(await signIn(t.app, { role: 'expert' })).get('/api/Search/all')).statusCode).toBe(403);
    expect((await t.anonymous.get('/api/Search/all')).statusCode).toBe(401);
  });
});

describe('POST /api/Search', () => {
  it('answers 403 to a user whose phone is not verified', async () => {
    const user = await signIn(t.app, { phoneVerified: false });
    const res = await t.as(user).post('/api/Search', createBody());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Verifica tu teléfono para crear búsquedas' });
    const list = await t.as(user).get('/api/Search');
    expect(list.json()).toEqual([]);
  });

  it('creates an active search starting now and answers 201 with the detail', async () => {
    const user = await signIn(t.app);
    const res = await t.as(user).post('/api/Search', createBody());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Golf GTI',
      description: 'Un Golf GTI en buen estado',
      category: 1,
      categoryCode: 'cars',
      categoryName: 'Coches',
      frequency: 6,
      isActive: true,
      isRevised: false,
      lastExecution: null,
      resultCount: 0,
      newResultCount: 0,
      userId: user.user.id,
      parameters: null,
      searchHire: null,
    });
    expect(isAboutNow(body.startDate)).toBe(true);
    // It runs at once; the scheduler takes over one period later.
    expect(new Date(body.nextRunAt).getTime() - new Date(body.startDate).getTime()).toBeCloseTo(6 * 3_600_000, -4);
    const { rows: jobs } = await t.database.executeSql(`select data, singleton_key from pgboss.job where name = 'run-search' and data->>'searchId' = $1`, [
      String(body.id),
    ]);
    expect(jobs).toEqual([{ data: { searchId: body.id, trigger: 'schedule' }, singleton_key: `schedule:${body.id}` }]);
    expect((await t.as(user).get('/api/Search')).json().map((s: { id: number }) => s.id)).toEqual([body.id]);
  });

  it('stores the parameters with the search, with the spec defaults and numeric-string coordinates', async () => {
    const user = await signIn(t.app);
    const parameters = {
      keywords: 'golf gti',
      userSearch: 'Golf GTI',
      serviceTypeId: 1,
      locationRange: 50,
      latitude: '40.4168',
      longitude: '-3.7038',
      minPrice: 5000,
      maxPrice: null,
      brandId: null,
      modelId: null,
      strictMatchOnly: true,
    };
    const res = await t.as(user).post('/api/Search', createBody({ parameters, description: '   ' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.description).toBe('Descripción por defecto');
    expect(body.parameters).toEqual({
      searchId: body.id,
      keywords: 'golf gti',
      userSearch: 'Golf GTI',
      category: 1,
      categoryCode: 'cars',
      frequency: 6,
      serviceTypeId: 1,
      serviceTypeCode: 'webSearch',
      locationRange: 50,
      latitude: 40.4168,
      longitude: -3.7038,
      minPrice: 5000,
      maxPrice: null,
      brandId: null,
      modelId: null,
      platformIds: [1, 2],
      strictMatchOnly: true,
      preferences: {},
    });
    expect((await t.as(user).get(`/api/SearchParameter/${body.id}`)).json()).toEqual(body.parameters);
  });

  it('stores the preferences with the parameters: those sent, else those read from the text', async () => {
    const user = await signIn(t.app);
    await subscribe(t.app, user.user.id, 'plus');
    const read = await t.as(user).post('/api/Search', createBody({ parameters: { keywords: 'golf', userSearch: 'Gasolina, menos de 120.000 km' } }));
    expect(read.statusCode).toBe(201);
    expect(read.json().parameters.preferences).toEqual({ fuel: ['gasolina'], maxKm: 120_000 });
    const sent = await t
      .as(user)
      .post('/api/Search', createBody({ parameters: { keywords: 'golf', userSearch: 'Gasolina, menos de 120.000 km', preferences: { fuel: ['gasolina'] } } }));
    expect(sent.json().parameters.preferences).toEqual({ fuel: ['gasolina'] });
    const bad = await t.as(user).post('/api/Search', createBody({ parameters: { keywords: 'golf', preferences: { maxKm: 'muchos' } } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Las preferencias de la búsqueda no son válidas');
  });

  it('schedules the first run at the start date when it is in the future, else runs it at once', async () => {
    const user = await signIn(t.app);
    await subscribe(t.app, user.user.id, 'plus');
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const later = (await t.as(user).post('/api/Search', createBody({ startDate: future }))).json();
    expect(new Date(later.startDate).getTime()).toBe(new Date(future).getTime());
    expect(later.nextRunAt).toBe(later.startDate);

    const past = (await t.as(user).post('/api/Search', createBody({ startDate: '2020-01-01T00:00:00.000Z' }))).json();
    expect(past.startDate).toBe('2020-01-01T00:00:00.000Z');
    expect(isAboutNow(new Date(new Date(past.nextRunAt).getTime() - 6 * 3_600_000).toISOString())).toBe(true);
  });

  it('refuses a second active search on the free plan with 409 LIMIT_REACHED and stores nothing', async () => {
    const user = await signIn(t.app);
    expect((await t.as(user).post('/api/Search', createBody())).statusCode).toBe(201);
    const res = await t.as(user).post('/api/Search', createBody({ title: 'Otro', parameters: { keywords: 'otro' } }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LIMIT_REACHED', message: MESSAGES.limitReachedServer });
    expect(res.json().message).toContain(PLAN_PHRASE);
    expect((await t.as(user).get('/api/Search')).json()).toHaveLength(1);
  });

  it('serialises concurrent creations so the limit holds', async () => {
    const user = await signIn(t.app);
    const answers = await Promise.all([
      t.as(user).post('/api/Search', createBody({ title: 'A' })),
      t.as(user).post('/api/Search', createBody({ title: 'B' })),
      t.as(user).post('/api/Search', createBody({ title: 'C' })),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('allows more with a bigger plan, an inactive search beyond the limit, and the admin without limit', async () => {
    const plus = await signIn(t.app);
    await subscribe(t.app, plus.user.id, 'plus');
    for (let i = 0; i < 5; i += 1) expect((await t.as(plus).post('/api/Search', createBody({ frequency: 3 }))).statusCode).toBe(201);
    expect((await t.as(plus).post('/api/Search', createBody())).statusCode).toBe(409);
    expect((await t.as(plus).post('/api/Search', createBody({ isActive: false }))).statusCode).toBe(201);

    for (let i = 0; i < 3; i += 1) expect((await t.as(admin).post('/api/Search', createBody({ frequency: 1 }))).statusCode).toBe(201);
  });

  it("refuses a frequency below the plan's minimum with 409 naming the minimum", async () => {
    const user = await signIn(t.app);
    const res = await t.as(user).post('/api/Search', createBody({ frequency: 3 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LIMIT_REACHED');
    expect(res.json().message).toContain(PLAN_PHRASE);
    expect(res.json().message).toContain('6 horas');
    expect((await t.as(user).get('/api/Search')).json()).toHaveLength(0);
  });

  it('answers 400 with a Spanish message for invalid fields', async () => {
    const user = await signIn(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ frequency: 25 }, 'La frecuencia máxima es de 24 horas'],
      [{ frequency: 0 }, 'La frecuencia mínima es de 1 hora'],
      [{ frequency: 1.5 }, 'La frecuencia debe ser un número entero de horas'],
      [{ frequency: '6' }, 'La frecuencia debe ser un número entero de horas'],
      [{ title: '  ' }, 'El título es obligatorio'],
      [{ title: 'x'.repeat(201) }, 'El título no puede superar los 200 caracteres'],
      [{ category: 0 }, 'Selecciona una categoría válida'],
      [{ category: 99 }, 'La categoría no existe'],
      [{ startDate: 'mañana' }, 'La fecha de inicio no es válida'],
      [{ parameters: { locationRange: 601 } }, 'El radio debe ser un número entero de kilómetros entre 1 y 600'],
      [{ parameters: { minPrice: 5000, maxPrice: 1000 } }, 'El precio mínimo no puede ser mayor que el precio máximo'],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.as(user).post('/api/Search', createBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    }
    expect((await t.as(user).get('/api/Search')).json()).toHaveLength(0);
  });

  it('answers 401 without a session, whatever the body', async () => {
    expect((await t.anonymous.post('/api/Search', createBody())).statusCode).toBe(401);
    expect((await t.anonymous.post('/api/Search', { nope: true })).statusCode).toBe(401);
  });
});

describe('GET /api/Search/{id}', () => {
  it('gives the owner the detail; other customers and unknown ids get 404', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: { keywords: 'vespa' } });
    const res = await t.as(owner).get(`/api/Search/${search.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: search.id, userId: owner.user.id, searchHire: null, parameters: { keywords: 'vespa' }, isRevised: false });

    const stranger = await signIn(t.app);
    const hidden = await t.as(stranger).get(`/api/Search/${search.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Búsqueda no encontrada' });
    expect((await t.as(owner).get('/api/Search/99999999')).statusCode).toBe(404);
    expect((await t.as(owner).get('/api/Search/abc')).statusCode).toBe(400);
    expect((await t.anonymous.get(`/api/Search/${search.id}`)).statusCode).toBe(401);
  });

  it('lets the hired expert read it with the hire, and no other expert', async () => {
    const owner = await signIn(t.app);
    const expert = await createExpert(t.app);
    const otherExpert = await createExpert(t.app);
    const search = await createSearch(t.app, owner, { parameters: null });
    const service = await createService(t.app, expert.profileId);
    const hire = await createHire(t.app, { searchId: search.id, serviceId: service.id, clientId: owner.user.id, expertId: expert.user.id, status: 'accepted' });

    const res = await t.as(expert).get(`/api/Search/${search.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().searchHire).toEqual({
      id: hire.id,
      expertId: expert.user.id,
      clientId: owner.user.id,
      status: 'accepted',
      amount: Cents.toEuros(hire.amountCents),
      serviceTypeId: 1,
      serviceTypeCode: 'webSearch',
      serviceName: 'Web Search',
      expertName: expert.user.name,
      // The hire section links the expert's public profile.
      expertProfileId: expert.profileId,
      report: null,
      checklist: null,
      finalizedAt: null,
      recommendedAds: [],
      // A hire of the whole search, not of one ad.
      ad: null,
      deadline: null,
      reviewed: false,
      rejectionReason: null,
    });
    expect(res.json().isRevised).toBe(false);
    expect((await t.as(owner).get(`/api/Search/${search.id}`)).json().searchHire.id).toBe(hire.id);
    expect((await t.as(otherExpert).get(`/api/Search/${search.id}`)).statusCode).toBe(404);
  });

  it('marks the search revised when the admin opens it, and shows the admin its creator', async () => {
    const owner = await signIn(t.app, { name: 'Pedro' });
    const search = await createSearch(t.app, owner, { parameters: null });
    await t.as(owner).get(`/api/Search/${search.id}`);
    expect((await dbSearch(search.id)).isRevised).toBe(false);

    const res = await t.as(admin).get(`/api/Search/${search.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isRevised: true, user: { id: owner.user.id, name: 'Pedro', email: owner.user.email } });
    expect((await dbSearch(search.id)).isRevised).toBe(true);
    const all = (await t.as(admin).get('/api/Search/all')).json();
    expect(all.find((s: { id: number }) => s.id === search.id).isRevised).toBe(true);
  });
});

describe('PUT /api/Search/{id}', () => {
  it('updates title, description and frequency and restarts the schedule now, ignoring a sent startDate', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, {
      parameters: null,
      startDate: new Date('2024-01-01T00:00:00Z'),
      nextRunAt: new Date('2030-01-01T00:00:00Z'),
    });
    const res = await t.as(owner).put(`/api/Search/${search.id}`, { title: 'Nuevo título', description: '', frequency: 12, startDate: '2019-05-05T00:00:00Z' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: search.id, title: 'Nuevo título', description: 'Descripción por defecto', frequency: 12 });
    expect(isAboutNow(body.startDate)).toBe(true);
    expect(isAboutNow(body.nextRunAt)).toBe(true);
    const stored = await dbSearch(search.id);
    expect(stored.startDate.toISOString()).toBe(body.startDate);
  });

  it("enforces the plan's minimum interval (409) and the 24-hour maximum (400)", async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: null });
    const tooOften = await t.as(owner).put(`/api/Search/${search.id}`, { title: 'T', description: 'D', frequency: 2 });
    expect(tooOften.statusCode).toBe(409);
    expect(tooOften.json().message).toContain(PLAN_PHRASE);
    const tooRare = await t.as(owner).put(`/api/Search/${search.id}`, { title: 'T', description: 'D', frequency: 48 });
    expect(tooRare.statusCode).toBe(400);
    expect(tooRare.json().message).toBe('La frecuencia máxima es de 24 horas');
    expect((await t.as(owner).put(`/api/Search/${search.id}`, { description: 'D', frequency: 6 })).json().message).toBe('El título es obligatorio');
    expect((await dbSearch(search.id)).frequencyHours).toBe(6);
  });

  it('answers 404 to other customers and to the hired expert, lets the admin edit, 401 without a session', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: null });
    const expert = await createExpert(t.app);
    const service = await createService(t.app, expert.profileId);
    await createHire(t.app, { searchId: search.id, serviceId: service.id, clientId: owner.user.id, expertId: expert.user.id });
    const payload = { title: 'Editado', description: 'D', frequency: 6 };
    expect((await t.as(await signIn(t.app)).put(`/api/Search/${search.id}`, payload)).statusCode).toBe(404);
    expect((await t.as(expert).put(`/api/Search/${search.id}`, payload)).statusCode).toBe(404);
    expect((await t.anonymous.put(`/api/Search/${search.id}`, payload)).statusCode).toBe(401);
    const byAdmin = await t.as(admin).put(`/api/Search/${search.id}`, { ...payload, frequency: 1 });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ title: 'Editado', frequency: 1, user: { id: owner.user.id } });
  });
});
