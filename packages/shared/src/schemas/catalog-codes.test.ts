import { describe, expect, it } from 'vitest';
import { CATEGORIES, SERVICE_TYPES, categoryCode, serviceTypeCode } from '../constants.js';
import { categorySchema, searchServiceSchema, serviceTypeSchema } from './catalog.js';
import { hireSchema } from './hires.js';

describe('category and service type codes', () => {
  it('gives each seeded id its code, the spec names unchanged', () => {
    expect(CATEGORIES.map(({ id, code, name }) => [id, code, name])).toEqual([
      [1, 'cars', 'Coches'],
      [2, 'motorbikes', 'Motos'],
      [3, 'homes', 'Casas y pisos'],
    ]);
    expect(SERVICE_TYPES.map(({ id, code, name }) => [id, code, name])).toEqual([
      [1, 'webSearch', 'Web Search'],
      [2, 'inPersonReview', 'In-Person Review'],
    ]);
    expect([1, 2, 3].map(categoryCode)).toEqual(['cars', 'motorbikes', 'homes']);
    expect([1, 2].map(serviceTypeCode)).toEqual(['webSearch', 'inPersonReview']);
  });

  it('refuses an id no list has instead of inventing a code', () => {
    expect(() => categoryCode(4)).toThrow('Unknown category id 4');
    expect(() => serviceTypeCode(0)).toThrow('Unknown service type id 0');
  });

  it('answers carry the code beside id and name, and only a known one', () => {
    expect(categorySchema.parse({ id: 1, code: 'cars', name: 'Coches' })).toEqual({ id: 1, code: 'cars', name: 'Coches' });
    expect(categorySchema.safeParse({ id: 1, name: 'Coches' }).success).toBe(false);
    expect(serviceTypeSchema.safeParse({ id: 2, code: 'inPersonReview', name: 'In-Person Review' }).success).toBe(true);
    expect(serviceTypeSchema.safeParse({ id: 2, code: 'In-Person Review', name: 'In-Person Review' }).success).toBe(false);
    expect(searchServiceSchema.shape.serviceTypeCode.options).toEqual(['webSearch', 'inPersonReview']);
    expect(searchServiceSchema.shape.categoryCode.options).toEqual(['cars', 'motorbikes', 'homes']);
    // A hire whose service lost its category keeps no category code either.
    expect(hireSchema.shape.service.shape.categoryCode.safeParse(null).success).toBe(true);
  });
});
