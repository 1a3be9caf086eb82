import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@ojeador/shared';
import { searches, searchParameters } from '../../db/schema/index.js';
import { ADMIN_EMAIL } from '../../../test/test-app.js';
import { createExpert, createHire, createSearch, createService, type SignedIn, signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t.app, { email: ADMIN_EMAIL });
});

const url = (searchId: number) => `/api/SearchParameter/${searchId}`;

const valid = {
  keywords: 'golf gti',
  userSearch: 'Busco un Golf GTI con pocos kilómetros',
  category: 1,
  frequency: 6,
  serviceTypeId: 2,
  locationRange: 600,
  latitude: '40.4168',
  longitude: '-3.7038',
  minPrice: 0,
  maxPrice: 1_000_000,
  brandId: null,
  modelId: null,
  platformIds: [1, 2],
  strictMatchOnly: false,
};

async function ownSearch(values: Parameters<typeof createSearch>[2] = {}) {
  const owner = await signIn(t.app);
  const search = await createSearch(t.app, owner, { parameters: null, ...values });
  return { owner, search };
}

describe('POST /api/SearchParameter/{searchId}', () => {
  it('stores the parameters (201) and reads them back with the search category and frequency', async () => {
    const { owner, search } = await ownSearch();
    const res = await t.as(owner).post(url(search.id), valid);
    expect(res.statusCode).toBe(201);
    const codes = { categoryCode: 'cars', serviceTypeCode: 'inPersonReview' };
    const expected = { ...valid, ...codes, searchId: search.id, latitude: 40.4168, longitude: -3.7038, preferences: { lowKm: true } };
    expect(res.json()).toEqual(expected);
    const read = await t.as(owner).get(url(search.id));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(expected);
  });

  it('applies defaults for a minimal body', async () => {
    const { owner, search } = await ownSearch({ categoryId: 2, frequencyHours: 12 });
    const res = await t.as(owner).post(url(search.id), { keywords: 'vespa' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      searchId: search.id,
      keywords: 'vespa',
      userSearch: '',
      category: 2,
      categoryCode: 'motorbikes',
      frequency: 12,
      serviceTypeId: null,
      serviceTypeCode: null,
      locationRange: null,
      latitude: null,
      longitude: null,
      minPrice: null,
      maxPrice: null,
      brandId: null,
      modelId: null,
      platformIds: [1, 2],
      strictMatchOnly: false,
      preferences: {},
    });
  });

  it('answers 409 when the search already has parameters', async () => {
    const { owner, search } = await ownSearch();
    expect((await t.as(owner).post(url(search.id), valid)).statusCode).toBe(201);
    const again = await t.as(owner).post(url(search.id), valid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'La búsqueda ya tiene parámetros; usa PUT para cambiarlos' });
  });

  it('accepts the range limits', async () => {
    const { owner, search } = await ownSearch();
    const res = await t
      .as(owner)
      .post(url(search.id), { ...valid, locationRange: 1, latitude: -90, longitude: '180', minPrice: 1_000_000, maxPrice: 1_000_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ locationRange: 1, latitude: -90, longitude: 180, minPrice: 1_000_000 });
  });

  it('answers 400 with a Spanish message for every out-of-range field', async () => {
    const { owner, search } = await ownSearch();
    const cases: [Record<string, unknown>, string][] = [
      [{ locationRange: 0 }, 'El radio debe ser un número entero de kilómetros entre 1 y 600'],
      [{ locationRange: 601 }, 'El radio debe ser un número entero de kilómetros entre 1 y 600'],
      [{ locationRange: 10.5 }, 'El radio debe ser un número entero de kilómetros entre 1 y 600'],
      [{ latitude: 90.01 }, 'La latitud debe ser un número entre -90 y 90'],
      [{ latitude: '-91' }, 'La latitud debe ser un número entre -90 y 90'],
      [{ latitude: 'norte' }, 'La latitud debe ser un número entre -90 y 90'],
      [{ longitude: 180.5 }, 'La longitud debe ser un número entre -180 y 180'],
      [{ longitude: null }, 'Indica la latitud y la longitud juntas'],
      [{ minPrice: -1 }, 'El precio mínimo debe ser un número entero de euros entre 0 y 1.000.000'],
      [{ maxPrice: 1_000_001 }, 'El precio máximo debe ser un número entero de euros entre 0 y 1.000.000'],
      [{ minPrice: 20_000, maxPrice: 10_000 }, 'El precio mínimo no puede ser mayor que el precio máximo'],
      [{ frequency: 25 }, 'La frecuencia máxima es de 24 horas'],
      [{ frequency: 0 }, 'La frecuencia mínima es de 1 hora'],
      [{ serviceTypeId: 3 }, 'Selecciona un tipo de servicio válido'],
      [{ platformIds: [7] }, 'Selecciona al menos una plataforma válida'],
      [{ strictMatchOnly: 'sí' }, 'El campo "solo coincidencias exactas" debe ser verdadero o falso'],
      [{ category: 0 }, 'Selecciona una categoría válida'],
      [{ category: 42 }, 'La categoría no existe'],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.as(owner).post(url(search.id), { ...valid, ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    }
    expect((await t.as(owner).get(url(search.id))).statusCode).toBe(404);
  });

  it("refuses a frequency below the plan's minimum with 409 and changes nothing", async () => {
    const { owner, search } = await ownSearch();
    const res = await t.as(owner).post(url(search.id), { ...valid, frequency: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LIMIT_REACHED');
    expect(res.json().message).toContain(MESSAGES.planLimitPhrase);
    expect((await t.as(owner).get(url(search.id))).statusCode).toBe(404);
  });
});

describe('PUT /api/SearchParameter/{searchId}', () => {
  it('replaces the parameters and stores category and frequency on the search', async () => {
    const { owner, search } = await ownSearch();
    await t.as(owner).post(url(search.id), valid);
    const res = await t.as(owner).put(url(search.id), {
      ...valid,
      keywords: 'golf r',
      category: 2,
      frequency: 24,
      latitude: 41.3874,
      longitude: 2.1686,
      maxPrice: null,
      strictMatchOnly: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      keywords: 'golf r',
      category: 2,
      frequency: 24,
      latitude: 41.3874,
      longitude: 2.1686,
      maxPrice: null,
      strictMatchOnly: true,
    });
    const [stored] = await t.database.db.select().from(searches).where(eq(searches.id, search.id));
    expect(stored).toMatchObject({ categoryId: 2, frequencyHours: 24 });
    expect((await t.as(owner).get(url(search.id))).json().keywords).toBe('golf r');
  });

  it('answers 404 when the search has no parameters yet', async () => {
    const { owner, search } = await ownSearch();
    const res = await t.as(owner).put(url(search.id), valid);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('La búsqueda no tiene parámetros');
  });

  it("refuses a frequency below the plan's minimum (409), an unknown category and bad ranges (400)", async () => {
    const { owner, search } = await ownSearch();
    await t.as(owner).post(url(search.id), valid);
    const often = await t.as(owner).put(url(search.id), { ...valid, frequency: 1 });
    expect(often.statusCode).toBe(409);
    expect(often.json().message).toContain(MESSAGES.planLimitPhrase);
    expect((await t.as(owner).put(url(search.id), { ...valid, category: 42 })).statusCode).toBe(400);
    expect((await t.as(owner).put(url(search.id), { ...valid, locationRange: 700 })).statusCode).toBe(400);
    expect((await t.as(owner).get(url(search.id))).json()).toMatchObject({ frequency: 6, category: 1, locationRange: 600 });
  });
});

describe('access to /api/SearchParameter/{searchId}', () => {
  it('answers 404 to other customers on every method', async () => {
    const { owner, search } = await ownSearch();
    await t.as(owner).post(url(search.id), valid);
    const stranger = await signIn(t.app);
    const requests = {
      GET: () => t.as(stranger).get(url(search.id)),
      POST: () => t.as(stranger).post(url(search.id), valid),
      PUT: () => t.as(stranger).put(url(search.id), valid),
    };
    for (const method of ['GET', 'POST', 'PUT'] as const) {
      const res = await requests[method]();
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe('Búsqueda no encontrada');
    }
  });

  it('lets the hired expert read but not change them', async () => {
    const { owner, search } = await ownSearch();
    await t.as(owner).post(url(search.id), valid);
    const expert = await createExpert(t.app);
    const service = await createService(t.app, expert.profileId);
    await createHire(t.app, { searchId: search.id, serviceId: service.id, clientId: owner.user.id, expertId: expert.user.id, status: 'accepted' });
    expect((await t.as(expert).get(url(search.id))).json().keywords).toBe('golf gti');
    expect((await t.as(expert).put(url(search.id), valid)).statusCode).toBe(404);
  });

  it('lets the admin create, change and read them, without the plan minimum', async () => {
    const { search } = await ownSearch();
    expect((await t.as(admin).post(url(search.id), valid)).statusCode).toBe(201);
    expect((await t.as(admin).put(url(search.id), { ...valid, frequency: 1 })).json().frequency).toBe(1);
    expect((await t.as(admin).get(url(search.id))).statusCode).toBe(200);
  });

  it('answers 401 without a session on every method, whatever the body', async () => {
    const { search } = await ownSearch();
    const requests = {
      GET: () => t.anonymous.get(url(search.id)),
      POST: () => t.anonymous.post(url(search.id), { locationRange: 'x' }),
      PUT: () => t.anonymous.put(url(search.id), { locationRange: 'x' }),
    };
    for (const method of ['GET', 'POST', 'PUT'] as const) {
      expect((await requests[method]()).statusCode, method).toBe(401);
    }
  });

  it('answers 404 for an unknown search and 400 for an invalid id', async () => {
    const { owner } = await ownSearch();
    expect((await t.as(owner).get(url(99999999))).statusCode).toBe(404);
    expect((await t.as(owner).post(url(99999999), valid)).statusCode).toBe(404);
    const bad = await t.as(owner).get('/api/SearchParameter/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Identificador no válido');
  });
});

describe('preferences of /api/SearchParameter/{searchId}', () => {
  it('reads them from keywords + userSearch when the client sends none, and stores them', async () => {
    const { owner, search } = await ownSearch();
    const res = await t.as(owner).post(url(search.id), { keywords: 'golf', userSearch: 'Gasolina, menos de 120.000 km, a partir de 2018' });
    expect(res.statusCode).toBe(201);
    expect(res.json().preferences).toEqual({ fuel: ['gasolina'], maxKm: 120_000, minYear: 2018 });
    const [row] = await t.database.db.select().from(searchParameters).where(eq(searchParameters.searchId, search.id));
    expect(row.preferences).toEqual({ fuel: ['gasolina'], maxKm: 120_000, minYear: 2018 });
    expect((await t.as(owner).get(url(search.id))).json().preferences).toEqual({ fuel: ['gasolina'], maxKm: 120_000, minYear: 2018 });
  });

  it('keeps the preferences the client sends (the customer corrected the chips), even none', async () => {
    const { owner, search } = await ownSearch();
    const sent = { fuel: ['diesel', 'hibrido'], gearbox: 'automatico', maxKm: 90_000, sellerType: 'dealer', lowKm: true };
    const res = await t.as(owner).post(url(search.id), { ...valid, userSearch: 'Gasolina, manual', preferences: sent });
    expect(res.statusCode).toBe(201);
    expect(res.json().preferences).toEqual(sent);
    const put = await t.as(owner).put(url(search.id), { ...valid, userSearch: 'Gasolina, manual', preferences: {} });
    expect(put.statusCode).toBe(200);
    expect(put.json().preferences).toEqual({});
    expect((await t.as(owner).get(url(search.id))).json().preferences).toEqual({});
  });

  it('reads them again on PUT without preferences, for the category sent', async () => {
    const { owner, search } = await ownSearch();
    await t.as(owner).post(url(search.id), valid);
    const res = await t.as(owner).put(url(search.id), { ...valid, category: 3, keywords: 'ático', userSearch: 'con terraza, 3 habitaciones, más de 80 m²' });
    expect(res.statusCode).toBe(200);
    expect(res.json().preferences).toEqual({ homeTypes: ['atico'], features: ['terraza'], minRooms: 3, minSqm: 80 });
  });

  it('keeps only what means something for the category', async () => {
    const { owner, search } = await ownSearch({ categoryId: 3 });
    const res = await t.as(owner).post(url(search.id), { keywords: 'piso', preferences: { fuel: ['gasolina'], minRooms: 2 } });
    expect(res.json().preferences).toEqual({ minRooms: 2 });
  });

  it('reads them for parameters stored before preferences existed', async () => {
    const owner = await signIn(t.app);
    const search = await createSearch(t.app, owner, { parameters: { keywords: 'golf', userSearch: 'diésel de particular' } });
    expect((await t.as(owner).get(url(search.id))).json().preferences).toEqual({ fuel: ['diesel'], sellerType: 'particular' });
  });

  it('answers 400 with a Spanish message for invalid preferences', async () => {
    const { owner, search } = await ownSearch();
    const invalid: unknown[] = [
      { fuel: ['carbon'] },
      { fuel: [] },
      { fuel: ['diesel', 'diesel'] },
      { gearbox: 'semi' },
      { maxKm: -1 },
      { maxKm: 1.5 },
      { minYear: 1800 },
      { a2: false },
      { lowKm: 'sí' },
      { minRooms: 21 },
      { homeTypes: ['castillo'] },
      { colour: 'rojo' },
      'gasolina',
    ];
    for (const preferences of invalid) {
      const res = await t.as(owner).post(url(search.id), { ...valid, preferences });
      expect(res.statusCode, JSON.stringify(preferences)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Las preferencias de la búsqueda no son válidas' });
    }
    const order = await t.as(owner).post(url(search.id), { ...valid, preferences: { minYear: 2020, maxYear: 2015 } });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe('El año mínimo no puede ser mayor que el año máximo');
    expect((await t.as(owner).get(url(search.id))).statusCode).toBe(404);
  });

  it('are not changed by the hired expert (404) nor by anyone without a session (401)', async () => {
    const { owner, search } = await ownSearch();
    await t.as(owner).post(url(search.id), valid);
    const expert = await createExpert(t.app);
    const service = await createService(t.app, expert.profileId);
    await createHire(t.app, { searchId: search.id, serviceId: service.id, clientId: owner.user.id, expertId: expert.user.id, status: 'accepted' });
    expect((await t.as(expert).put(url(search.id), { ...valid, preferences: { fuel: ['glp'] } })).statusCode).toBe(404);
    expect((await t.anonymous.put(url(search.id), { ...valid, preferences: { fuel: ['glp'] } })).statusCode).toBe(401);
    expect((await t.as(expert).get(url(search.id))).json().preferences).toEqual({ lowKm: true });
  });
});

describe('POST /api/SearchParameter/preview', () => {
  const preview = '/api/SearchParameter/preview';

  it('answers the preferences understood, storing nothing', async () => {
    const user = await signIn(t.app);
    const res = await t.as(user).post(preview, { category: 1, keywords: 'golf', userSearch: 'Gasolina, menos de 120.000 km, del 2018 en adelante' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ preferences: { fuel: ['gasolina'], maxKm: 120_000, minYear: 2018 } });
    const homes = await t.as(user).post(preview, { category: 3, userSearch: 'Ático con terraza, al menos 2 dormitorios, más de 80 m²' });
    expect(homes.json()).toEqual({ preferences: { homeTypes: ['atico'], features: ['terraza'], minRooms: 2, minSqm: 80 } });
    expect((await t.as(user).post(preview, { category: 2 })).json()).toEqual({ preferences: {} });
    expect((await t.as(admin).post(preview, { category: 2, userSearch: 'carnet A2' })).json()).toEqual({ preferences: { a2: true } });
  });

  it('answers 400 for a bad body or an unknown category', async () => {
    const user = await signIn(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Selecciona una categoría válida'],
      [{ category: 'coches' }, 'Selecciona una categoría válida'],
      [{ category: 42 }, 'La categoría no existe'],
      [{ category: 1, userSearch: 'x'.repeat(2001) }, 'La descripción no puede superar los 2000 caracteres'],
      [{ category: 1, keywords: 7 }, 'Las palabras clave no pueden superar los 200 caracteres'],
    ];
    for (const [body, message] of cases) {
      const res = await t.as(user).post(preview, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    }
  });

  it('answers 401 without a session and 403 to a user whose phone is not verified', async () => {
    expect((await t.anonymous.post(preview, { category: 1, userSearch: 'gasolina' })).statusCode).toBe(401);
    const unverified = await signIn(t.app, { phoneVerified: false });
    const res = await t.as(unverified).post(preview, { category: 1, userSearch: 'gasolina' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Verifica tu teléfono para crear búsquedas' });
  });

  it('is not taken for a search id on the other methods (400)', async () => {
    const user = await signIn(t.app);
    expect((await t.as(user).get(preview)).statusCode).toBe(400);
    expect((await t.as(user).put(preview, valid)).statusCode).toBe(400);
  });
});
