import { describe, expect, it } from 'vitest';
import { powerOf } from './title-keys.js';

describe('powerOf: the power a vehicle ad states, in CV', () => {
  it.each([
    ['FIAT Panda 1.2 Lounge 51kW 69CV EU6 5p.', '', 69],
    ['Seat León 1.5 TSI 150 CV FR', '', 150],
    ['Audi A4 2.0 TDI 110 kW', '', 150],
    ['Volkswagen Golf 2.0 TDI 150', '', 150],
    ['Volkswagen Golf GTI', 'Motor de 245cv, cambio DSG.', 245],
  ])('%s %s -> %s', (title, description, cv) => {
    expect(powerOf(title, description)).toBe(cv);
  });

  it.each([['BMW 320d'], ['Golf 1.6 TDI 2015'], ['Golf 1.9 TDI 105 mil km'], ['Panda 4x4']])('%s says no power', (title) => {
    expect(powerOf(title, '')).toBeNull();
  });
});
