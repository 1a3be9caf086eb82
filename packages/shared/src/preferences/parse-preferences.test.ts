import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchPreferencesSchema } from '../schemas/preferences.js';
import { a2Fact, absFact, featuresFact, fuelFact, fuelOfAttribute, gearboxFact, homeTypesFact, kmFact, roomsFact, sqmFact, yearFact } from './ad-facts.js';
import { foldSpanish } from './fold.js';
import { formatSpanishNumber, parseSpanishNumber } from './numbers.js';
import { parsePreferences, parsePreferencesDetailed } from './parse-preferences.js';

const car = (userSearch: string, keywords = '') => parsePreferences({ category: 1, keywords, userSearch }, { referenceYear: 2025 });
const moto = (userSearch: string) => parsePreferences({ category: 2, userSearch }, { referenceYear: 2025 });
const home = (userSearch: string) => parsePreferences({ category: 3, userSearch }, { referenceYear: 2025 });

describe('parseSpanishNumber', () => {
  it('reads the ways Spanish text writes numbers', () => {
    expect(parseSpanishNumber('120.000')).toBe(120_000);
    expect(parseSpanishNumber('120000')).toBe(120_000);
    expect(parseSpanishNumber('120 mil')).toBe(120_000);
    expect(parseSpanishNumber('120k')).toBe(120_000);
    expect(parseSpanishNumber('1,5 millones')).toBe(1_500_000);
    expect(parseSpanishNumber('tres')).toBe(3);
    expect(parseSpanishNumber('cien mil')).toBe(100_000);
    expect(parseSpanishNumber('doce')).toBeNull();
  });
});

describe('parsePreferences: vehicles', () => {
  it('reads a full description of wishes', () => {
    expect(car('Gasolina, menos de 120.000 km')).toEqual({ fuel: ['gasolina'], maxKm: 120_000 });
  });

  it('reads km limits in every number format, and "pocos km" as a soft wish', () => {
    for (const text of ['menos de 120.000 km', 'máximo 120 mil km', 'hasta 120k km', '120.000 km como máximo', 'kilometraje inferior a 120000']) {
      expect(car(text).maxKm, text).toBe(120_000);
    }
    expect(car('con pocos kilómetros')).toEqual({ lowKm: true });
  });

  it('does not take a distance for a mileage', () => {
    expect(car('a menos de 50 km de Madrid')).toEqual({});
    expect(car('en un radio de 30 km, diésel')).toEqual({ fuel: ['diesel'] });
  });

  it('reads years: from, after, ranges and age', () => {
    expect(car('a partir de 2018').minYear).toBe(2018);
    expect(car('del 2015 en adelante').minYear).toBe(2015);
    expect(car('posterior a 2016').minYear).toBe(2017);
    expect(car('2019 o más nuevo').minYear).toBe(2019);
    expect(car('entre 2012 y 2016')).toEqual({ minYear: 2012, maxYear: 2016 });
    expect(car('anterior a 1990')).toEqual({ maxYear: 1989 });
    expect(car('con menos de 5 años')).toEqual({ minYear: 2020 });
    expect(car('ITV hasta 2026')).toEqual({});
  });

  it('reads fuels, with negations', () => {
    expect(car('no diésel, gasolina')).toEqual({ fuel: ['gasolina'] });
    expect(car('no diésel')).toEqual({});
    expect(car('gasolina o híbrido')).toEqual({ fuel: ['gasolina', 'hibrido'] });
    expect(car('con elevalunas eléctricos')).toEqual({});
    expect(car('', 'golf tdi')).toEqual({ fuel: ['diesel'] });
  });

  it('reads gearbox, price wishes and seller', () => {
    expect(car('cambio manual, hasta 15.000 €, de particular')).toEqual({ gearbox: 'manual', maxPrice: 15_000, sellerType: 'particular' });
    expect(car('automático o manual, me da igual')).toEqual({});
    expect(car('con climatizador automático')).toEqual({});
    expect(car('revisiones en concesionario oficial')).toEqual({});
    expect(car('de concesionario')).toEqual({ sellerType: 'dealer' });
  });

  it('reads A2 and ABS for motorbikes only', () => {
    expect(moto('para carnet A2 con ABS')).toEqual({ a2: true, abs: true });
    expect(car('para carnet A2 con ABS')).toEqual({});
  });

  it('takes what it understood out of the words left to match', () => {
    const { leftoverUserSearch } = parsePreferencesDetailed({ category: 1, userSearch: 'Familiar diésel, menos de 120.000 km, con libro de revisiones' });
    expect(leftoverUserSearch.split(/\W+/).filter(Boolean)).toEqual(['familiar', 'con', 'libro', 'de', 'revisiones']);
  });
});

describe('parsePreferences: homes', () => {
  it('reads rooms, surface, types and features', () => {
    expect(home('Ático o dúplex de al menos 2 dormitorios, más de 80 m², con terraza y ascensor')).toEqual({
      homeTypes: ['atico', 'duplex'],
      minRooms: 2,
      minSqm: 80,
      features: ['terraza', 'ascensor'],
    });
    expect(home('3 habitaciones')).toEqual({ minRooms: 3 });
    expect(home('más de 2 habitaciones')).toEqual({ minRooms: 3 });
    expect(home('terraza de 30 m2')).toEqual({ features: ['terraza'] });
    expect(home('a 200 metros de la playa')).toEqual({});
    expect(home('no me importa que no tenga garaje')).toEqual({});
    expect(home('piso en tercer piso')).toEqual({ homeTypes: ['piso'] });
  });

  it('reads nothing of vehicles in a home search', () => {
    expect(home('gasolina, menos de 120.000 km, del 2018')).toEqual({});
  });
});

describe('ad facts', () => {
  const f = foldSpanish;
  it('reads what an ad says about itself', () => {
    expect(fuelFact(f('Volkswagen Golf 2.0 TDI'))).toBe('diesel');
    expect(fuelFact(f('Toyota Corolla híbrido, motor gasolina'))).toBe('hibrido');
    expect(fuelFact(f('Gasolina. No es diésel.'))).toBe('gasolina');
    expect(fuelFact(f('Gasolina y diésel'))).toBeNull();
    expect(fuelOfAttribute('Diésel')).toBe('diesel');
    expect(gearboxFact(f('Cambio automático DSG'))).toBe('automatico');
    expect(gearboxFact(f('Dos juegos de llaves y manuales. Climatizador automático.'))).toBeNull();
    expect(kmFact(f('Del año 2018 con 95.000 km. Neumáticos con menos de 2.000 km.'))).toBe(95_000);
    expect(kmFact(f('A 20 km de Madrid'))).toBeNull();
    expect(yearFact(f('Golf GTI 2016'), true)).toBe(2016);
    expect(yearFact(f('ITV hasta 2026. Matriculado en 2014.'), false)).toBe(2014);
    expect(roomsFact(f('Piso de 90 m² con 3 habitaciones'))).toBe(3);
    expect(sqmFact(f('Terraza de 20 m2 y 95 m2 construidos'))).toBe(95);
    expect(homeTypesFact(f('Ático dúplex en el centro'))).toEqual(['atico', 'duplex']);
    expect(featuresFact(f('Con terraza, sin ascensor'))).toEqual(
      new Map([
        ['terraza', true],
        ['ascensor', false],
      ]),
    );
    expect(a2Fact(f('Limitable a A2'))).toBe(true);
    expect(a2Fact(f('Scooter 125 cc'))).toBe(true);
    expect(a2Fact(f('No limitable'))).toBe(false);
    expect(absFact(f('Con ABS'))).toBe(true);
    expect(absFact(f('Sin ABS'))).toBe(false);
  });
});

describe('properties', () => {
  it('numbers written as Spanish text read back the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.constantFrom('grouped' as const, 'plain' as const, 'mil' as const, 'k' as const), (n, style) => {
        expect(parseSpanishNumber(formatSpanishNumber(n, style))).toBe(n);
      }),
    );
  });

  it('a km limit written in any format is read back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }).map((k) => k * 1000),
        fc.constantFrom('grouped' as const, 'plain' as const, 'mil' as const, 'k' as const),
        fc.constantFrom('menos de', 'máximo', 'hasta', 'no más de', 'como mucho'),
        fc.constantFrom('km', 'kms', 'kilómetros'),
        (km, style, limit, unit) => {
          expect(car(`${limit} ${formatSpanishNumber(km, style)} ${unit}`).maxKm).toBe(km);
        },
      ),
    );
  });

  it('never throws, and what it answers always passes the schema, on any text', () => {
    const spanishish = fc.array(
      fc.oneof(
        fc.string(),
        fc.constantFrom(
          'gasolina',
          'no',
          'menos de',
          '120.000',
          'km',
          'del',
          '2018',
          'en adelante',
          '3 habitaciones',
          'm²',
          'hasta',
          '€',
          'A2',
          'ático',
          'sin',
        ),
      ),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3, 99), spanishish, fc.string(), (category, words, keywords) => {
        const parsed = parsePreferences({ category, keywords, userSearch: words.join(' ') }, { referenceYear: 2025 });
        expect(searchPreferencesSchema.safeParse(parsed).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('case and accents do not matter', () => {
    const texts = ['Gasolina, menos de 120.000 km', 'Ático con terraza, más de 80 m²', 'Diésel automático del 2015 en adelante'];
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }), (text, upper) => {
        const shouted = [...foldSpanish(text)].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
        for (const category of [1, 3]) {
          expect(parsePreferences({ category, userSearch: shouted }, { referenceYear: 2025 })).toEqual(
            parsePreferences({ category, userSearch: text }, { referenceYear: 2025 }),
          );
        }
      }),
    );
  });
});
