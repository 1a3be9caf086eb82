import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES } from '@ojeador/shared';
import { searchHires } from '../../db/schema/index.js';
import { createExpert, createHire, createSearch, createService, type Expert, type SignedIn, signIn } from '../../../test/factories.js';
import { exeBytes, form, sixMegabytePng, solidJpeg, solidPng } from '../../../test/images.js';
import { useTestApp } from '../../../test/use-test-app.js';

let dataDir: string;
const t = useTestApp(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ojeador-services-'));
  return { DATA_DIR: dataDir };
});
let ana: Expert;
let luis: Expert;
let pending: Expert;
let customer: SignedIn;

beforeAll(async () => {
  ana = await createExpert(t.app, { name: 'Ana Experta' });
  luis = await createExpert(t.app, { name: 'Luis Experto' });
  pending = await createExpert(t.app, { name: 'Pendiente', paymentsReady: false });
  customer = await signIn(t.app);
});

const serviceFiles = () => (existsSync(path.join(dataDir, 'uploads', 'services')) ? readdirSync(path.join(dataDir, 'uploads', 'services')) : []);

type Fields = Record<string, string | number | string[]>;
const validFields = (expert: Expert): Fields => ({
  expertProfileId: expert.profileId,
  categoryId: 2,
  serviceTypeId: 1,
  price: '49.9',
  conditions: 'Reviso cada anuncio y te mando un informe en 24 h',
  durationInHours: 24,
});
const images = async (count = 2) => {
  const out = [];
  for (let i = 0; i < count; i += 1) out.push({ field: 'Images', name: `foto-${i}.jpg`, data: await solidJpeg() });
  return out;
};

describe('POST /api/SearchService', () => {
  it('publishes a service that customers then see in step 2, price in euros and images served', async () => {
    const res = await t.as(ana).post('/api/SearchService', form(validFields(ana), await images(2)));
    expect(res.statusCode).toBe(201);
    const service = res.json();
    expect(service).toMatchObject({
      expertProfileId: ana.profileId,
      expertName: 'Ana Experta',
      categoryId: 2,
      serviceTypeId: 1,
      price: 49.9,
      durationInHours: 24,
      isActive: true,
    });
    expect(service.imageUrls).toHaveLength(2);
    for (const url of service.imageUrls) {
      expect(url).toMatch(/^\/uploads\/services\/[0-9a-f-]{36}\.jpg$/);
      expect((await t.anonymous.get(url)).statusCode).toBe(200);
    }
    const list = (await t.as(customer).get('/api/SearchService?categoryId=2&serviceTypeId=1')).json();
    expect(list.map((s: { id: number }) => s.id)).toContain(service.id);
    expect(list.find((s: { id: number }) => s.id === service.id)).toMatchObject({
      categoryCode: 'motorbikes',
      categoryName: 'Motos',
      serviceTypeCode: 'webSearch',
      serviceTypeName: 'Web Search',
      averageRating: null,
      completedSearches: 0,
      price: 49.9,
    });
    const mine = (await t.as(ana).get(`/api/SearchService/expert/${ana.profileId}`)).json();
    expect(mine.map((s: { id: number }) => s.id)).toContain(service.id);
  });

  it('takes the caller’s own profile when expertProfileId is left out, and accepts PascalCase fields', async () => {
    const { expertProfileId: _profile, price: _price, ...rest } = validFields(luis);
    const res = await t.as(luis).post('/api/SearchService', form({ ...rest, Price: '12,50' }, await images(1)));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ expertProfileId: luis.profileId, price: 12.5 });
  });

  it.each([
    ['categoryId', '', SERVICE_MESSAGES.categoryRequired],
    ['categoryId', '99', SERVICE_MESSAGES.categoryRequired],
    ['serviceTypeId', '', SERVICE_MESSAGES.serviceTypeRequired],
    ['serviceTypeId', '7', SERVICE_MESSAGES.serviceTypeRequired],
    ['conditions', '   ', SERVICE_MESSAGES.conditionsRequired],
    ['price', '0', SERVICE_MESSAGES.priceAboveZero],
    ['price', '-5', SERVICE_MESSAGES.priceAboveZero],
    ['price', 'abc', SERVICE_MESSAGES.priceFormat],
    ['price', '10.999', SERVICE_MESSAGES.priceCents],
    ['durationInHours', '0', SERVICE_MESSAGES.durationAboveZero],
    ['durationInHours', '1.5', SERVICE_MESSAGES.durationAboveZero],
  ])('answers 400 when %s is %j: %s', async (field, value, message) => {
    const res = await t.as(ana).post('/api/SearchService', form({ ...validFields(ana), [field]: value }, await images(1)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
  });

  it('checks the fields at the route before anything else: every problem listed, as for a JSON body, even on a profile that is not the caller’s', async () => {
    const before = serviceFiles().length;
    const res = await t.as(luis).post('/api/SearchService', form({ ...validFields(ana), price: 'abc', conditions: ' ' }, await images(1)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: SERVICE_MESSAGES.priceFormat,
      details: [
        { path: 'price', message: SERVICE_MESSAGES.priceFormat },
        { path: 'conditions', message: SERVICE_MESSAGES.conditionsRequired },
      ],
    });
    expect(serviceFiles()).toHaveLength(before);
  });

  it('defaults the duration to 24 hours', async () => {
    const { durationInHours: _omit, ...rest } = validFields(ana);
    const res = await t.as(ana).post('/api/SearchService', form(rest, await images(1)));
    expect(res.json().durationInHours).toBe(24);
  });

  it('needs at least one image', async () => {
    const res = await t.as(ana).post('/api/SearchService', form(validFields(ana)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Se requiere al menos una imagen');
  });

  it('judges images by their bytes and stores nothing when one is refused', async () => {
    const before = serviceFiles().length;
    const pngAsExe = await t
      .as(ana)
      .post('/api/SearchService', form(validFields(ana), [{ field: 'Images', name: 'foto.exe', data: await solidPng(), type: 'application/octet-stream' }]));
    expect(pngAsExe.statusCode).toBe(201);
    expect(pngAsExe.json().imageUrls[0]).toMatch(/\.png$/);
    expect(serviceFiles()).toHaveLength(before + 1);

    const jpeg = await solidJpeg({ width: 400, height: 300 });
    for (const bad of [
      { field: 'Images', name: 'virus.png', data: exeBytes(), type: 'image/png' },
      { field: 'Images', name: 'cortada.jpg', data: jpeg.subarray(0, Math.floor(jpeg.length / 2)) },
    ]) {
      const res = await t.as(ana).post('/api/SearchService', form(validFields(ana), [...(await images(1)), bad]));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Solo se permiten imágenes JPG o PNG' });
    }
    const big = await t
      .as(ana)
      .post(
        '/api/SearchService',
        form(validFields(ana), [...(await images(1)), { field: 'Images', name: 'grande.png', data: await sixMegabytePng(), type: 'image/png' }]),
      );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Las imágenes no pueden superar los 5MB' });
    expect(serviceFiles()).toHaveLength(before + 1);
  });

  it('refuses more than 10 images', async () => {
    const res = await t.as(ana).post('/api/SearchService', form(validFields(ana), await images(11)));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(SERVICE_MESSAGES.tooManyImages);
  });

  it("answers 403 for another expert's profile id and for a customer, 401 without a session, 404 for an unknown profile", async () => {
    const other = await t.as(luis).post('/api/SearchService', form(validFields(ana), await images(1)));
    expect(other.statusCode).toBe(403);
    expect((await t.as(customer).post('/api/SearchService', form(validFields(ana), await images(1)))).statusCode).toBe(403);
    expect((await t.anonymous.post('/api/SearchService', form(validFields(ana), await images(1)))).statusCode).toBe(401);
    const unknown = await t.as(ana).post('/api/SearchService', form({ ...validFields(ana), expertProfileId: 999999 }, await images(1)));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No se encontró el perfil de experto');
  });

  it('answers 422 until the payment account is ready, and hides such experts from step 2', async () => {
    const res = await t.as(pending).post('/api/SearchService', form(validFields(pending), await images(1)));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(SERVICE_MESSAGES.paymentsNotReady);
    const hidden = await createService(t.app, pending.profileId, { categoryId: 2, serviceTypeId: 2 });
    expect((await t.as(customer).get('/api/SearchService?categoryId=2&serviceTypeId=2')).json().map((s: { id: number }) => s.id)).not.toContain(hidden.id);
  });
});

describe('editing and deactivating a service', () => {
  it('changes price, conditions, duration and images; old image files are removed', async () => {
    const created = (await t.as(ana).post('/api/SearchService', form({ ...validFields(ana), categoryId: 3 }, await images(2)))).json();
    const [keep, drop] = created.imageUrls as string[];
    const res = await t
      .as(ana)
      .put(
        `/api/SearchService/${created.id}`,
        form({ price: '60', conditions: 'Nuevas condiciones', durationInHours: 48, keepImageUrls: [keep] }, [
          { field: 'Images', name: 'nueva.png', data: await solidPng(), type: 'image/png' },
        ]),
      );
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({ price: 60, conditions: 'Nuevas condiciones', durationInHours: 48 });
    expect(updated.imageUrls).toHaveLength(2);
    expect(updated.imageUrls[0]).toBe(keep);
    expect(existsSync(path.join(dataDir, drop.replace('/uploads/', 'uploads/')))).toBe(false);
    expect(existsSync(path.join(dataDir, keep.replace('/uploads/', 'uploads/')))).toBe(true);

    const onlyPrice = await t.as(ana).put(`/api/SearchService/${created.id}`, form({ price: '0' }));
    expect(onlyPrice.statusCode).toBe(400);
    expect(onlyPrice.json().message).toBe(SERVICE_MESSAGES.priceAboveZero);
    const noImages = await t.as(ana).put(`/api/SearchService/${created.id}`, form({ keepImageUrls: 'none' }));
    expect(noImages.statusCode).toBe(400);
    const notMine = await t.as(luis).put(`/api/SearchService/${created.id}`, form({ price: '1' }));
    expect(notMine.statusCode).toBe(403);
  });

  it('deactivating takes it out of step 2 while a hire keeps its price', async () => {
    const created = (await t.as(ana).post('/api/SearchService', form({ ...validFields(ana), serviceTypeId: 2, price: '80' }, await images(1)))).json();
    const search = await createSearch(t.app, customer, { parameters: null });
    const hire = await createHire(t.app, { searchId: search.id, serviceId: created.id, clientId: customer.user.id, expertId: ana.user.id });
    await t.database.db.update(searchHires).set({ amountCents: 8000 }).where(eq(searchHires.id, hire.id));
    expect((await t.as(customer).get('/api/SearchService?categoryId=2&serviceTypeId=2')).json().map((s: { id: number }) => s.id)).toContain(created.id);

    expect((await t.as(luis).post(`/api/SearchService/${created.id}/deactivate`)).statusCode).toBe(403);
    expect((await t.as(customer).post(`/api/SearchService/${created.id}/deactivate`)).statusCode).toBe(403);
    const res = await t.as(ana).post(`/api/SearchService/${created.id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(false);
    expect((await t.as(customer).get('/api/SearchService?categoryId=2&serviceTypeId=2')).json().map((s: { id: number }) => s.id)).not.toContain(created.id);
    await t.as(ana).put(`/api/SearchService/${created.id}`, form({ price: '99' }));
    const [row] = await t.database.db.select().from(searchHires).where(eq(searchHires.id, hire.id));
    expect(row.amountCents).toBe(8000);
    expect((await t.as(ana).post('/api/SearchService/999999/deactivate')).statusCode).toBe(404);
  });
});
