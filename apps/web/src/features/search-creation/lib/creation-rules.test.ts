import { describe, expect, it } from 'vitest';
import { creationReducer, INITIAL_STATE } from '../hooks/use-creation-flow';
import { buildCreateRequest } from './create-request';
import {
  checkDetails,
  clampRadiusKm,
  detailsComplete,
  EMPTY_DRAFT,
  effectiveFrequency,
  nextMaxPrice,
  nextMinPrice,
  zoomForRadius,
  type CreationDraft,
} from './creation-draft';
import { centre4, centreShort, coverageKm2, updatesPerDay } from './summary-math';

const FILLED: CreationDraft = {
  ...EMPTY_DRAFT,
  category: 1,
  keywords: 'Seat León',
  userSearch: 'Diésel',
  serviceTypeId: 2,
};

describe('step 0 checks', () => {
  it('enables Continue only with keywords, description, category and service type', () => {
    expect(detailsComplete(FILLED)).toBe(true);
    expect(detailsComplete({ ...FILLED, keywords: '' })).toBe(false);
    expect(detailsComplete({ ...FILLED, userSearch: '' })).toBe(false);
    expect(detailsComplete({ ...FILLED, category: null })).toBe(false);
    expect(detailsComplete({ ...FILLED, serviceTypeId: null })).toBe(false);
  });

  it('checks in order: signed in, service type, category, keywords and description', () => {
    const nothing = EMPTY_DRAFT;
    expect(checkDetails(nothing, false)).toBe('signIn');
    expect(checkDetails(nothing, true)).toBe('serviceType');
    expect(checkDetails({ ...nothing, serviceTypeId: 1 }, true)).toBe('category');
    expect(checkDetails({ ...FILLED, keywords: '   ' }, true)).toBe('fields');
    expect(checkDetails({ ...FILLED, userSearch: ' \n ' }, true)).toBe('fields');
    expect(checkDetails(FILLED, true)).toBeNull();
  });
});

describe('step 1 rules', () => {
  it('keeps the radius a whole number of kilometres within 1..600', () => {
    expect(clampRadiusKm(0.2)).toBe(1);
    expect(clampRadiusKm(12.6)).toBe(13);
    expect(clampRadiusKm(5000)).toBe(600);
  });

  it('derives the zoom from the radius within 4..14', () => {
    expect(zoomForRadius(1)).toBe(14);
    expect(zoomForRadius(0.01)).toBe(14);
    expect(zoomForRadius(600)).toBe(5);
    expect(zoomForRadius(100_000)).toBe(4);
    expect(zoomForRadius(50)).toBeGreaterThan(zoomForRadius(200));
  });

  it('never lets the minimum price pass the maximum, nor the maximum drop below the minimum', () => {
    expect(nextMinPrice(50_000, 20_000)).toBe(20_000);
    expect(nextMinPrice(50_000, null)).toBe(50_000);
    expect(nextMinPrice(0, 20_000)).toBeNull();
    expect(nextMaxPrice(5_000, 20_000)).toBe(20_000);
    expect(nextMaxPrice(30_000, 20_000)).toBe(30_000);
    expect(nextMaxPrice(1_000_000, 20_000)).toBeNull();
  });

  it('uses the plan minimum as default frequency and keeps it within minimum..24', () => {
    expect(effectiveFrequency(null, 6)).toBe(6);
    expect(effectiveFrequency(3, 6)).toBe(6);
    expect(effectiveFrequency(12, 6)).toBe(12);
    expect(effectiveFrequency(30, 1)).toBe(24);
  });

  it('applies the rules in the reducer; a drawn circle sets centre and radius', () => {
    let state = creationReducer(INITIAL_STATE, { type: 'setMaxPrice', value: 20_000 });
    state = creationReducer(state, { type: 'setMinPrice', value: 90_000 });
    expect([state.minPrice, state.maxPrice]).toEqual([20_000, 20_000]);
    state = creationReducer(state, { type: 'setCircle', latitude: 39.47, longitude: -0.376, radiusKm: 24.6 });
    expect([state.latitude, state.longitude, state.locationRange]).toEqual([39.47, -0.376, 25]);
    state = creationReducer(state, { type: 'initialCentre', latitude: 40, longitude: -3 });
    expect(state.latitude).toBe(39.47);
  });

  it('starts at 50 km, 25 km for an in-person review, until the customer moves the radius', () => {
    expect(INITIAL_STATE.locationRange).toBe(50);
    let state = creationReducer(INITIAL_STATE, { type: 'setServiceType', serviceTypeId: 2 });
    expect(state.locationRange).toBe(25);
    state = creationReducer(state, { type: 'setServiceType', serviceTypeId: 1 });
    expect(state.locationRange).toBe(50);
    state = creationReducer(state, { type: 'setRadius', radiusKm: 120 });
    state = creationReducer(state, { type: 'setServiceType', serviceTypeId: 2 });
    expect(state.locationRange).toBe(120);
  });

  it('drops the chosen service when category or service type changes', () => {
    let state = creationReducer({ ...INITIAL_STATE, ...FILLED }, { type: 'chooseService', serviceId: 'automatic' });
    state = creationReducer(state, { type: 'setCategory', category: 1 });
    expect(state.serviceId).toBe('automatic');
    state = creationReducer(state, { type: 'setCategory', category: 3 });
    expect(state.serviceId).toBeNull();
  });
});

describe('step 3 summary maths', () => {
  it('shows 24 / frequency updates per day', () => {
    expect(updatesPerDay(6)).toBe('4');
    expect(updatesPerDay(7)).toBe('3,43');
    expect(updatesPerDay(24)).toBe('1');
  });

  it('shows the coverage as π·r² km² in Spanish format', () => {
    expect(coverageKm2(600)).toBe('1.130.973 km²');
    expect(coverageKm2(10)).toBe('314 km²');
    expect(coverageKm2(1)).toBe('3 km²');
  });

  it('shows the centre with the first 6 characters of each coordinate, and 4 decimals on the map step', () => {
    expect(centreShort(40.4168, -3.7038)).toBe('40.416, -3.703');
    expect(centreShort(41.38745, 2.16861)).toBe('41.387, 2.1686');
    expect(centre4(41.38745, 2.16861)).toBe('41.3875, 2.1686');
  });
});

describe('creation request', () => {
  it('sends the search and its parameters in one body', () => {
    const now = new Date('2026-05-01T10:00:00.000Z');
    const draft: CreationDraft = {
      ...FILLED,
      keywords: '  Seat León  ',
      latitude: 40.4168,
      longitude: -3.7038,
      locationRange: 50,
      maxPrice: 12_000,
      strictMatchOnly: true,
      serviceId: 'automatic',
    };
    expect(buildCreateRequest(draft, 8, now)).toEqual({
      title: 'Seat León',
      description: 'Diésel',
      category: 1,
      frequency: 8,
      isActive: true,
      startDate: '2026-05-01T10:00:00.000Z',
      parameters: {
        keywords: 'Seat León',
        userSearch: 'Diésel',
        serviceTypeId: 2,
        locationRange: 50,
        latitude: '40.416800',
        longitude: '-3.703800',
        minPrice: null,
        maxPrice: 12_000,
        brandId: null,
        modelId: null,
        platformIds: [1, 2],
        strictMatchOnly: true,
        // Not corrected on step 3: the server reads them from the text.
        preferences: null,
      },
    });
    expect(buildCreateRequest({ ...draft, preferences: { maxKm: 120_000 } }, 8, now).parameters?.preferences).toEqual({ maxKm: 120_000 });
  });

  it("uses 'Descripción por defecto' when the description is blank", () => {
    expect(buildCreateRequest({ ...FILLED, userSearch: '  ' }, 6).description).toBe('Descripción por defecto');
  });
});
