import { describe, expect, it } from 'vitest';
import { pointSchema, wordPoint, type Point, type PointCode } from './index.js';

const golf = { kind: 'similarVehicles', name: 'Volkswagen Golf', year: 2018 } as const;
const zaragoza = { kind: 'homeLikeThis', type: 'piso', sqm: 85, place: { kind: 'town', name: 'Zaragoza' } } as const;

/** One point of every code, with the Spanish the engine has always written and its English. */
const EXAMPLES: [Point, string, string][] = [
  [{ code: 'noComparables' }, 'Sin anuncios comparables: no se puede valorar el precio', 'No comparable ads: the price cannot be judged'],
  [
    { code: 'price', verdict: 'below', percent: 18, perSqm: false, median: 12_400, comparables: 23, confidence: 'high', similar: true, peers: golf },
    'Precio un 18 % por debajo de Volkswagen Golf de 2017-2019 con kilometraje parecido (12.400 €; 23 anuncios, confianza alta)',
    'Price 18% below Volkswagen Golf from 2017-2019 with similar mileage (€12,400; 23 ads, high confidence)',
  ],
  [
    { code: 'price', verdict: 'fraud', percent: 55, perSqm: true, median: 2_100, comparables: 1, confidence: 'low', similar: false, peers: zaragoza },
    'Precio por m² un 55 % por debajo de lo que suele costar un piso de 85 m² en Zaragoza: posible fraude (2.100 €/m²; estimado con 1 anuncio, confianza baja)',
    'Price per m² 55% below what a flat of 85 m² in Zaragoza usually costs: possible fraud (€2,100/m²; estimated from 1 ad, low confidence)',
  ],
  [
    { code: 'price', verdict: 'veryLow', percent: 57, perSqm: false, median: 4_867, comparables: 14, confidence: 'medium', similar: false, peers: golf },
    'Precio un 57 % por debajo de Volkswagen Golf de 2017-2019 con kilometraje parecido: precio muy bajo, compruébalo (4.867 €; estimado con 14 anuncios, confianza media)',
    'Price 57% below Volkswagen Golf from 2017-2019 with similar mileage: very low price, check it (€4,867; estimated from 14 ads, medium confidence)',
  ],
  [{ code: 'noLocation' }, 'El anuncio no indica su ubicación', 'The ad does not say where it is'],
  [{ code: 'distance', km: 1_240 }, 'A 1.240 km del centro de tu búsqueda', '1,240 km from the centre of your search'],
  [{ code: 'inTitle', words: ['golf', 'gti'] }, 'En el título: golf, gti', 'In the title: golf, gti'],
  [{ code: 'inDescriptionOnly', words: ['tdi'] }, 'Solo en la descripción: tdi', 'Only in the description: tdi'],
  [{ code: 'descriptionTerms', found: 1, total: 3 }, 'Coincide poco con tu descripción: 1 de 3 términos', 'Barely matches your description: 1 of 3 terms'],
  [{ code: 'photos', photos: 1 }, 'Solo 1 foto', 'Only 1 photo'],
  [{ code: 'noPhotos' }, 'Sin fotos', 'No photos'],
  [{ code: 'briefDescription', length: 42 }, 'Descripción muy breve (42 caracteres)', 'Very short description (42 characters)'],
  [{ code: 'detailedDescription' }, 'Descripción detallada', 'Detailed description'],
  [{ code: 'seller', seller: 'dealer' }, 'Lo vende un concesionario', 'Sold by a dealer'],
  [{ code: 'noPublishDate' }, 'Sin fecha de publicación', 'No publication date'],
  [{ code: 'published', days: 40 }, 'Publicado hace 40 días', 'Published 40 days ago'],
  [
    { code: 'contactSignal', signal: 'prepayment' },
    'Pide pago por adelantado o por transferencia: riesgo de estafa',
    'Asks for payment in advance or by bank transfer: scam risk',
  ],
  [{ code: 'unsaid', fact: 'year' }, 'No indica el año', 'Does not say the year'],
  [{ code: 'unsaidFeatures', features: ['ascensor', 'garaje'] }, 'No indica si tiene ascensor ni garaje', 'Does not say whether it has lift or garage'],
  [
    { code: 'lowKmMet', km: 35_000, usual: 105_000 },
    '35.000 km: pocos para su edad (suelen ser 105.000 km), como pides',
    '35,000 km: low mileage for its age (usually 105,000 km), as you asked',
  ],
  [
    { code: 'lowKmBroken', km: 150_000, usual: 105_000 },
    '150.000 km: no son pocos para su edad (suelen ser 105.000 km)',
    '150,000 km: not low mileage for its age (usually 105,000 km)',
  ],
  [{ code: 'fuelMet', fuel: 'diesel' }, 'Diésel, como pides', 'Diesel, as you asked'],
  [{ code: 'fuelBroken', fuel: 'diesel', wanted: ['gasolina', 'hibrido'] }, 'Diésel: pides gasolina o híbrido', 'Diesel: you asked for petrol or hybrid'],
  [{ code: 'gearboxMet', gearbox: 'automatico' }, 'Cambio automático, como pides', 'Automatic gearbox, as you asked'],
  [
    { code: 'gearboxBroken', gearbox: 'manual', wanted: 'automatico' },
    'Cambio manual: pides cambio automático',
    'Manual gearbox: you asked for an automatic gearbox',
  ],
  [{ code: 'maxKmMet', km: 85_000, limit: 100_000 }, '85.000 km, menos de los 100.000 km que pides', '85,000 km, under the 100,000 km you asked for'],
  [{ code: 'maxKmBroken', km: 185_000, limit: 100_000 }, '185.000 km: más de los 100.000 km que pides', '185,000 km: over the 100,000 km you asked for'],
  [{ code: 'lowKmMet', km: 9_000 }, '9.000 km: pocos, como pides', '9,000 km: low mileage, as you asked'],
  [{ code: 'lowKmBroken', km: 90_000 }, '90.000 km: no son pocos kilómetros', '90,000 km: not low mileage'],
  [{ code: 'yearMet', year: 2019, min: 2018, max: null }, 'Del 2019: 2018 o posterior, como pides', 'From 2019: 2018 or later, as you asked'],
  [{ code: 'yearBroken', year: 2012, min: 2015, max: 2020 }, 'Del 2012: pides entre 2015 y 2020', 'From 2012: you asked for between 2015 and 2020'],
  [{ code: 'maxPriceMet', price: 9_500, limit: 10_000 }, '9.500 €, dentro de los 10.000 € que pides', '€9,500, within the €10,000 you asked for'],
  [{ code: 'maxPriceBroken', price: 12_000, limit: 10_000 }, '12.000 €: más de los 10.000 € que pides', '€12,000: over the €10,000 you asked for'],
  [{ code: 'sellerMet', seller: 'particular' }, 'Lo vende un particular, como pides', 'Sold by a private seller, as you asked'],
  [
    { code: 'sellerBroken', seller: 'dealer', wanted: 'particular' },
    'Lo vende un concesionario: pides particular',
    'Sold by a dealer: you asked for a private seller',
  ],
  [{ code: 'a2Met' }, 'Apta para el carné A2, como pides', 'Suits an A2 licence, as you asked'],
  [{ code: 'a2Broken' }, 'No es apta para el carné A2 que pides', 'Does not suit the A2 licence you asked for'],
  [{ code: 'absMet' }, 'Con ABS, como pides', 'With ABS, as you asked'],
  [{ code: 'absBroken' }, 'Sin ABS, que pides', 'No ABS, which you asked for'],
  [{ code: 'roomsMet', rooms: 1, limit: 1 }, '1 habitación, como pides (1 o más)', '1 bedroom, as you asked (1 or more)'],
  [{ code: 'roomsBroken', rooms: 2, limit: 3 }, '2 habitaciones: pides al menos 3', '2 bedrooms: you asked for at least 3'],
  [{ code: 'sqmMet', sqm: 1_200, limit: 90 }, '1.200 m², como pides (90 m² o más)', '1,200 m², as you asked (90 m² or more)'],
  [{ code: 'sqmBroken', sqm: 60, limit: 90 }, '60 m²: pides al menos 90 m²', '60 m²: you asked for at least 90 m²'],
  [{ code: 'homeTypeMet', type: 'atico' }, 'Ático, como pides', 'Penthouse, as you asked'],
  [{ code: 'homeTypeBroken', type: 'piso', wanted: ['casa', 'chalet'] }, 'Piso: pides casa o chalet', 'Flat: you asked for a house or detached house'],
  [
    { code: 'featuresMet', features: ['terraza', 'ascensor', 'exterior'] },
    'Con terraza y ascensor, exterior, como pides',
    'With terrace and lift, exterior, as you asked',
  ],
  [{ code: 'featuresBroken', features: ['garaje', 'piscina'] }, 'Sin garaje ni piscina, que pides', 'No garage or swimming pool, which you asked for'],
];

describe('points as codes and values (decision 031)', () => {
  it('has an example of every code', () => {
    const codes = new Set(pointSchema.options.map((option) => option.shape.code.value as PointCode));
    expect(new Set(EXAMPLES.map(([point]) => point.code))).toEqual(codes);
  });

  it.each(EXAMPLES)('words %j in Spanish (the default) and English', (point, spanish, english) => {
    expect(pointSchema.parse(point)).toEqual(point);
    expect(wordPoint(point)).toBe(spanish);
    expect(wordPoint(point, 'es')).toBe(spanish);
    expect(wordPoint(point, 'en')).toBe(english);
  });

  it('rejects a point with an unknown code or missing values', () => {
    expect(pointSchema.safeParse({ code: 'madeUp' }).success).toBe(false);
    expect(pointSchema.safeParse({ code: 'distance' }).success).toBe(false);
  });
});
