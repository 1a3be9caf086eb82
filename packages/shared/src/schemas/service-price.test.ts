import { describe, expect, it } from 'vitest';
import { Cents } from '../money.js';
import { SERVICE_MESSAGES, createServiceFieldsSchema, parseServicePrice, priceEurosSchema, updateServiceFieldsSchema } from './services.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('service prices: whole cents from 1 cent to 10,000 €, written as a plain decimal', () => {
  it.each([
    ['49', 4900],
    ['49.5', 4950],
    ['49.50', 4950],
    ['49,50', 4950],
    ['0.01', 1],
    ['0,01', 1],
    ['10000', 1_000_000],
    ['10000.00', 1_000_000],
    ['007', 700],
  ])('%j is %i cents', (value, cents) => {
    expect(parseServicePrice(value)).toEqual({ cents });
    expect(priceEurosSchema.parse(value)).toBe(Cents.toEuros(cents));
  });

  it.each([
    ['', 'aboveZero'],
    ['   ', 'aboveZero'],
    ['0x10', 'format'],
    ['1e2', 'format'],
    ['1e-9', 'format'],
    [' 12', 'format'],
    ['12 ', 'format'],
    ['+12', 'format'],
    ['12.', 'format'],
    ['.5', 'format'],
    ['1.2.3', 'format'],
    ['1,000.50', 'format'],
    ['Infinity', 'format'],
    ['NaN', 'format'],
    ['abc', 'format'],
    ['١٢', 'format'],
    ['-1', 'aboveZero'],
    ['-0.5', 'aboveZero'],
    ['0', 'aboveZero'],
    ['0.00', 'aboveZero'],
    ['0.001', 'cents'],
    ['0.000000001', 'cents'],
    ['49.500', 'cents'],
    ['10000.01', 'tooHigh'],
    ['10001', 'tooHigh'],
    ['99999999999999999999999', 'tooHigh'],
  ])('%j is refused (%s)', (value, problem) => {
    expect(parseServicePrice(value)).toEqual({ problem });
  });

  it.each([
    ['', SERVICE_MESSAGES.priceAboveZero],
    ['0x10', SERVICE_MESSAGES.priceFormat],
    ['1e2', SERVICE_MESSAGES.priceFormat],
    [' 12', SERVICE_MESSAGES.priceFormat],
    ['-1', SERVICE_MESSAGES.priceAboveZero],
    ['0', SERVICE_MESSAGES.priceAboveZero],
    ['0.001', SERVICE_MESSAGES.priceCents],
    ['10000.01', SERVICE_MESSAGES.priceTooHigh],
  ])('the schema refuses %j with %j', (value, message) => {
    const result = priceEurosSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe(message);
  });

  it('refuses numbers that are not whole cents (a JSON caller) the same way', () => {
    expect(priceEurosSchema.parse(49.5)).toBe(49.5);
    expect(messageOf(priceEurosSchema.safeParse(1e-9))).toBe(SERVICE_MESSAGES.priceFormat);
    expect(messageOf(priceEurosSchema.safeParse(0.001))).toBe(SERVICE_MESSAGES.priceCents);
    expect(messageOf(priceEurosSchema.safeParse(Number.NaN))).toBe(SERVICE_MESSAGES.priceFormat);
  });

  it('is required to create a service; editing leaves a missing price alone but refuses an empty one', () => {
    const fields = { expertProfileId: '1', categoryId: '1', serviceTypeId: '1', conditions: 'Informe' };
    expect(messageOf(createServiceFieldsSchema.safeParse(fields))).toBe(SERVICE_MESSAGES.priceAboveZero);
    expect(createServiceFieldsSchema.parse({ ...fields, price: '49,90' }).price).toBe(49.9);
    expect(updateServiceFieldsSchema.parse({}).price).toBeUndefined();
    expect(messageOf(updateServiceFieldsSchema.safeParse({ price: '' }))).toBe(SERVICE_MESSAGES.priceAboveZero);
    expect(messageOf(updateServiceFieldsSchema.safeParse({ price: '0x10' }))).toBe(SERVICE_MESSAGES.priceFormat);
  });
});
