import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES } from '@ojeador/shared';
import { createExpert, createService, type Expert } from '../../../test/factories.js';
import { form, solidJpeg } from '../../../test/images.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
let ana: Expert;
let serviceId: number;

beforeAll(async () => {
  ana = await createExpert(t.app, { name: 'Ana Experta' });
  serviceId = (await createService(t.app, ana.profileId, { priceCents: 4950 })).id;
});

const create = async (price: string) =>
  t
    .as(ana)
    .post(
      '/api/SearchService',
      form({ expertProfileId: ana.profileId, categoryId: 2, serviceTypeId: 1, price, conditions: 'Informe en 24 h' }, [
        { field: 'Images', name: 'foto.jpg', data: await solidJpeg() },
      ]),
    );
const edit = (price: string) => t.as(ana).put(`/api/SearchService/${serviceId}`, form({ price }));

const refused: [string, string][] = [
  ['0.000000001', SERVICE_MESSAGES.priceCents],
  ['1e-9', SERVICE_MESSAGES.priceFormat],
  ['0.001', SERVICE_MESSAGES.priceCents],
  ['1e2', SERVICE_MESSAGES.priceFormat],
  ['0x10', SERVICE_MESSAGES.priceFormat],
  ['', SERVICE_MESSAGES.priceAboveZero],
  ['-1', SERVICE_MESSAGES.priceAboveZero],
  ['0', SERVICE_MESSAGES.priceAboveZero],
  ['10000.01', SERVICE_MESSAGES.priceTooHigh],
  [' 12', SERVICE_MESSAGES.priceFormat],
];

describe('service prices are whole cents from 1 cent to 10,000 €', () => {
  it.each(refused)('creating with price %j answers 400: %s', async (price, message) => {
    const res = await create(price);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
  });

  it.each(refused)('editing to price %j answers 400 and keeps the old price: %s', async (price, message) => {
    const res = await edit(price);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    const mine = (await t.as(ana).get(`/api/SearchService/expert/${ana.profileId}`)).json() as { id: number; price: number }[];
    expect(mine.find((s) => s.id === serviceId)?.price).toBe(49.5);
  });

  it.each([
    ['49', 49],
    ['49.5', 49.5],
    ['49.50', 49.5],
    ['0.01', 0.01],
    ['10000', 10000],
  ])('accepts %j as %d €', async (price, euros) => {
    const created = await create(price);
    expect(created.statusCode).toBe(201);
    expect(created.json().price).toBe(euros);
  });

  it('the database refuses a price out of range written directly', async () => {
    for (const priceCents of [0, -1, 1_000_001]) {
      await expect(createService(t.app, ana.profileId, { priceCents })).rejects.toMatchObject({ cause: { constraint: 'search_services_price_range' } });
    }
    expect((await createService(t.app, ana.profileId, { priceCents: 1 })).priceCents).toBe(1);
    expect((await createService(t.app, ana.profileId, { priceCents: 1_000_000 })).priceCents).toBe(1_000_000);
  });
});
