/** Reference data for the demo feed: real Spanish cities, vehicle models and price levels (approximate). */

export interface DemoCity {
  city: string;
  province: string;
  latitude: number;
  longitude: number;
  /** Asking price of a second-hand home, € per m² (approximate, 2024). */
  pricePerSqm: number;
  /** Relative number of ads. */
  weight: number;
}

// prettier-ignore
export const DEMO_CITIES: readonly DemoCity[] = [
  { city: 'Madrid', province: 'Madrid', latitude: 40.4168, longitude: -3.7038, pricePerSqm: 4300, weight: 30 },
  { city: 'Barcelona', province: 'Barcelona', latitude: 41.3874, longitude: 2.1686, pricePerSqm: 4400, weight: 22 },
  { city: 'Valencia', province: 'Valencia', latitude: 39.4699, longitude: -0.3763, pricePerSqm: 2400, weight: 12 },
  { city: 'Sevilla', province: 'Sevilla', latitude: 37.3891, longitude: -5.9845, pricePerSqm: 2200, weight: 10 },
  { city: 'Zaragoza', province: 'Zaragoza', latitude: 41.6488, longitude: -0.8891, pricePerSqm: 1800, weight: 9 },
  { city: 'Málaga', province: 'Málaga', latitude: 36.7213, longitude: -4.4214, pricePerSqm: 3300, weight: 8 },
  { city: 'Murcia', province: 'Murcia', latitude: 37.9922, longitude: -1.1307, pricePerSqm: 1300, weight: 7 },
  { city: 'Palma', province: 'Illes Balears', latitude: 39.5696, longitude: 2.6502, pricePerSqm: 3900, weight: 6 },
  { city: 'Las Palmas de Gran Canaria', province: 'Las Palmas', latitude: 28.1235, longitude: -15.4363, pricePerSqm: 2300, weight: 6 },
  { city: 'Bilbao', province: 'Bizkaia', latitude: 43.263, longitude: -2.935, pricePerSqm: 3200, weight: 6 },
  { city: 'Alicante', province: 'Alicante', latitude: 38.3452, longitude: -0.481, pricePerSqm: 2200, weight: 6 },
  { city: 'Córdoba', province: 'Córdoba', latitude: 37.8882, longitude: -4.7794, pricePerSqm: 1400, weight: 5 },
  { city: 'Valladolid', province: 'Valladolid', latitude: 41.6523, longitude: -4.7245, pricePerSqm: 1700, weight: 5 },
  { city: 'Vigo', province: 'Pontevedra', latitude: 42.2406, longitude: -8.7207, pricePerSqm: 2100, weight: 5 },
  { city: 'Gijón', province: 'Asturias', latitude: 43.5322, longitude: -5.6611, pricePerSqm: 1800, weight: 4 },
  { city: 'A Coruña', province: 'A Coruña', latitude: 43.3623, longitude: -8.4115, pricePerSqm: 2300, weight: 4 },
  { city: 'Granada', province: 'Granada', latitude: 37.1773, longitude: -3.5986, pricePerSqm: 2000, weight: 4 },
  { city: 'Vitoria-Gasteiz', province: 'Álava', latitude: 42.8467, longitude: -2.6716, pricePerSqm: 2600, weight: 4 },
  { city: 'Elche', province: 'Alicante', latitude: 38.2669, longitude: -0.6983, pricePerSqm: 1500, weight: 4 },
  { city: 'Oviedo', province: 'Asturias', latitude: 43.3614, longitude: -5.8593, pricePerSqm: 1700, weight: 3 },
  { city: 'Santa Cruz de Tenerife', province: 'Santa Cruz de Tenerife', latitude: 28.4636, longitude: -16.2518, pricePerSqm: 2100, weight: 3 },
  { city: 'Pamplona', province: 'Navarra', latitude: 42.8125, longitude: -1.6458, pricePerSqm: 2500, weight: 3 },
  { city: 'Almería', province: 'Almería', latitude: 36.834, longitude: -2.4637, pricePerSqm: 1300, weight: 3 },
  { city: 'San Sebastián', province: 'Gipuzkoa', latitude: 43.3183, longitude: -1.9812, pricePerSqm: 5300, weight: 3 },
  { city: 'Santander', province: 'Cantabria', latitude: 43.4623, longitude: -3.8099, pricePerSqm: 2300, weight: 3 },
  { city: 'Burgos', province: 'Burgos', latitude: 42.3439, longitude: -3.6969, pricePerSqm: 1600, weight: 3 },
  { city: 'Castellón de la Plana', province: 'Castellón', latitude: 39.9864, longitude: -0.0513, pricePerSqm: 1400, weight: 3 },
  { city: 'Albacete', province: 'Albacete', latitude: 38.9943, longitude: -1.8585, pricePerSqm: 1300, weight: 3 },
  { city: 'Logroño', province: 'La Rioja', latitude: 42.4627, longitude: -2.445, pricePerSqm: 1600, weight: 3 },
  { city: 'Badajoz', province: 'Badajoz', latitude: 38.8794, longitude: -6.9707, pricePerSqm: 1300, weight: 3 },
  { city: 'Salamanca', province: 'Salamanca', latitude: 40.9701, longitude: -5.6635, pricePerSqm: 1900, weight: 3 },
  { city: 'Huelva', province: 'Huelva', latitude: 37.2614, longitude: -6.9447, pricePerSqm: 1300, weight: 2 },
  { city: 'Tarragona', province: 'Tarragona', latitude: 41.1189, longitude: 1.2445, pricePerSqm: 1800, weight: 2 },
  { city: 'León', province: 'León', latitude: 42.5987, longitude: -5.5671, pricePerSqm: 1400, weight: 2 },
  { city: 'Cádiz', province: 'Cádiz', latitude: 36.5271, longitude: -6.2886, pricePerSqm: 2600, weight: 2 },
  { city: 'Jaén', province: 'Jaén', latitude: 37.7796, longitude: -3.7849, pricePerSqm: 1000, weight: 2 },
  { city: 'Ourense', province: 'Ourense', latitude: 42.3358, longitude: -7.8639, pricePerSqm: 1300, weight: 2 },
  { city: 'Girona', province: 'Girona', latitude: 41.9794, longitude: 2.8214, pricePerSqm: 2400, weight: 2 },
  { city: 'Lleida', province: 'Lleida', latitude: 41.6176, longitude: 0.62, pricePerSqm: 1300, weight: 2 },
  { city: 'Cáceres', province: 'Cáceres', latitude: 39.4753, longitude: -6.3724, pricePerSqm: 1200, weight: 2 },
  { city: 'Lugo', province: 'Lugo', latitude: 43.0097, longitude: -7.5568, pricePerSqm: 1200, weight: 2 },
  { city: 'Santiago de Compostela', province: 'A Coruña', latitude: 42.8782, longitude: -8.5448, pricePerSqm: 2100, weight: 2 },
  { city: 'Toledo', province: 'Toledo', latitude: 39.8628, longitude: -4.0273, pricePerSqm: 1500, weight: 2 },
  { city: 'Guadalajara', province: 'Guadalajara', latitude: 40.6333, longitude: -3.1669, pricePerSqm: 1500, weight: 2 },
  { city: 'Segovia', province: 'Segovia', latitude: 40.9429, longitude: -4.1088, pricePerSqm: 1700, weight: 1 },
  { city: 'Cuenca', province: 'Cuenca', latitude: 40.0704, longitude: -2.1374, pricePerSqm: 1100, weight: 1 },
  { city: 'Huesca', province: 'Huesca', latitude: 42.1401, longitude: -0.4089, pricePerSqm: 1500, weight: 1 },
  { city: 'Teruel', province: 'Teruel', latitude: 40.3457, longitude: -1.1065, pricePerSqm: 1100, weight: 1 },
  { city: 'Zamora', province: 'Zamora', latitude: 41.5035, longitude: -5.7446, pricePerSqm: 1100, weight: 1 },
  { city: 'Palencia', province: 'Palencia', latitude: 42.0095, longitude: -4.5288, pricePerSqm: 1300, weight: 1 },
  { city: 'Ávila', province: 'Ávila', latitude: 40.6565, longitude: -4.6818, pricePerSqm: 1200, weight: 1 },
  { city: 'Soria', province: 'Soria', latitude: 41.7666, longitude: -2.479, pricePerSqm: 1300, weight: 1 },
  { city: 'Ciudad Real', province: 'Ciudad Real', latitude: 38.9848, longitude: -3.9274, pricePerSqm: 1000, weight: 1 },
  { city: 'Marbella', province: 'Málaga', latitude: 36.5101, longitude: -4.8825, pricePerSqm: 4600, weight: 2 },
  { city: 'Alcalá de Henares', province: 'Madrid', latitude: 40.4818, longitude: -3.3643, pricePerSqm: 2400, weight: 2 },
  { city: 'Getafe', province: 'Madrid', latitude: 40.3057, longitude: -3.7327, pricePerSqm: 2300, weight: 2 },
  { city: 'Móstoles', province: 'Madrid', latitude: 40.3223, longitude: -3.8649, pricePerSqm: 2000, weight: 2 },
  { city: "L'Hospitalet de Llobregat", province: 'Barcelona', latitude: 41.3596, longitude: 2.0997, pricePerSqm: 2900, weight: 2 },
  { city: 'Badalona', province: 'Barcelona', latitude: 41.45, longitude: 2.2474, pricePerSqm: 2800, weight: 2 },
  { city: 'Sabadell', province: 'Barcelona', latitude: 41.5463, longitude: 2.1086, pricePerSqm: 2200, weight: 2 },
  { city: 'Cartagena', province: 'Murcia', latitude: 37.6257, longitude: -0.9966, pricePerSqm: 1200, weight: 2 },
  { city: 'Jerez de la Frontera', province: 'Cádiz', latitude: 36.685, longitude: -6.1261, pricePerSqm: 1400, weight: 2 },
  { city: 'Benidorm', province: 'Alicante', latitude: 38.5411, longitude: -0.1225, pricePerSqm: 3000, weight: 1 },
];

export type Fuel = 'gasolina' | 'diésel' | 'híbrido' | 'eléctrico';

export interface DemoVehicleModel {
  brand: string;
  model: string;
  /** Typical new price, €. */
  newPrice: number;
  fuels: readonly Fuel[];
  /** Engine names per fuel, e.g. "1.5 TSI 150 CV". */
  engines: Partial<Record<Fuel, readonly string[]>>;
  /** First model year on the market (older ads are not generated). */
  since: number;
}

const VAG = { gasolina: ['1.0 TSI 110 CV', '1.5 TSI 150 CV'], diésel: ['1.6 TDI 115 CV', '2.0 TDI 150 CV'], híbrido: ['1.4 e-Hybrid 204 CV'] };
const STELLANTIS = {
  gasolina: ['1.2 PureTech 100 CV', '1.2 PureTech 130 CV'],
  diésel: ['1.5 BlueHDi 100 CV', '1.5 BlueHDi 130 CV'],
  híbrido: ['1.2 Hybrid 136 CV'],
  eléctrico: ['eléctrico 136 CV'],
};
const RENAULT = { gasolina: ['1.0 TCe 90 CV', '1.3 TCe 140 CV'], diésel: ['1.5 dCi 90 CV', '1.5 Blue dCi 115 CV'], híbrido: ['E-Tech híbrido 145 CV'] };
const KOREAN = {
  gasolina: ['1.0 T-GDi 120 CV', '1.6 T-GDi 150 CV'],
  diésel: ['1.6 CRDi 115 CV', '1.6 CRDi 136 CV'],
  híbrido: ['1.6 HEV 141 CV'],
  eléctrico: ['eléctrico 204 CV'],
};
const TOYOTA = { gasolina: ['1.2 Turbo 116 CV'], híbrido: ['1.8 Hybrid 122 CV', '2.0 Hybrid 184 CV'] };
const FORD = {
  gasolina: ['1.0 EcoBoost 100 CV', '1.0 EcoBoost 125 CV'],
  diésel: ['1.5 TDCi 95 CV', '1.5 EcoBlue 120 CV'],
  híbrido: ['1.0 EcoBoost MHEV 155 CV'],
};
const PREMIUM = { gasolina: ['2.0 184 CV', '1.5 136 CV'], diésel: ['2.0 150 CV', '2.0 190 CV'], híbrido: ['híbrido enchufable 292 CV'] };
const GDI: readonly Fuel[] = ['gasolina', 'diésel'];
const ALL: readonly Fuel[] = ['gasolina', 'diésel', 'híbrido'];

// prettier-ignore
export const DEMO_CARS: readonly DemoVehicleModel[] = [
  { brand: 'Seat', model: 'Ibiza', newPrice: 17500, fuels: GDI, engines: VAG, since: 2004 },
  { brand: 'Seat', model: 'León', newPrice: 24500, fuels: ALL, engines: VAG, since: 2005 },
  { brand: 'Seat', model: 'Arona', newPrice: 21500, fuels: GDI, engines: VAG, since: 2017 },
  { brand: 'Seat', model: 'Ateca', newPrice: 29000, fuels: GDI, engines: VAG, since: 2016 },
  { brand: 'Volkswagen', model: 'Golf', newPrice: 29000, fuels: ALL, engines: VAG, since: 2004 },
  { brand: 'Volkswagen', model: 'Polo', newPrice: 19500, fuels: GDI, engines: VAG, since: 2004 },
  { brand: 'Volkswagen', model: 'Passat', newPrice: 37000, fuels: ALL, engines: VAG, since: 2005 },
  { brand: 'Volkswagen', model: 'Tiguan', newPrice: 36000, fuels: ALL, engines: VAG, since: 2008 },
  { brand: 'Volkswagen', model: 'T-Roc', newPrice: 28000, fuels: GDI, engines: VAG, since: 2017 },
  { brand: 'Renault', model: 'Clio', newPrice: 17500, fuels: ALL, engines: RENAULT, since: 2004 },
  { brand: 'Renault', model: 'Mégane', newPrice: 24000, fuels: GDI, engines: RENAULT, since: 2004 },
  { brand: 'Renault', model: 'Captur', newPrice: 23000, fuels: ALL, engines: RENAULT, since: 2013 },
  { brand: 'Peugeot', model: '208', newPrice: 18500, fuels: ['gasolina', 'diésel', 'eléctrico'], engines: STELLANTIS, since: 2012 },
  { brand: 'Peugeot', model: '308', newPrice: 26000, fuels: ALL, engines: STELLANTIS, since: 2008 },
  { brand: 'Peugeot', model: '3008', newPrice: 33000, fuels: ALL, engines: STELLANTIS, since: 2009 },
  { brand: 'Peugeot', model: '2008', newPrice: 23500, fuels: GDI, engines: STELLANTIS, since: 2013 },
  { brand: 'Citroën', model: 'C3', newPrice: 16500, fuels: GDI, engines: STELLANTIS, since: 2004 },
  { brand: 'Citroën', model: 'C4', newPrice: 24000, fuels: ['gasolina', 'diésel', 'eléctrico'], engines: STELLANTIS, since: 2004 },
  { brand: 'Citroën', model: 'Berlingo', newPrice: 23000, fuels: GDI, engines: STELLANTIS, since: 2004 },
  { brand: 'Toyota', model: 'Corolla', newPrice: 27000, fuels: ['híbrido', 'gasolina'], engines: TOYOTA, since: 2019 },
  { brand: 'Toyota', model: 'Yaris', newPrice: 20000, fuels: ['híbrido', 'gasolina'], engines: TOYOTA, since: 2005 },
  { brand: 'Toyota', model: 'RAV4', newPrice: 38000, fuels: ['híbrido'], engines: TOYOTA, since: 2013 },
  { brand: 'Toyota', model: 'C-HR', newPrice: 31000, fuels: ['híbrido'], engines: TOYOTA, since: 2016 },
  { brand: 'Ford', model: 'Fiesta', newPrice: 17500, fuels: GDI, engines: FORD, since: 2004 },
  { brand: 'Ford', model: 'Focus', newPrice: 24000, fuels: ALL, engines: FORD, since: 2004 },
  { brand: 'Ford', model: 'Kuga', newPrice: 33000, fuels: ALL, engines: FORD, since: 2008 },
  { brand: 'Ford', model: 'Puma', newPrice: 25500, fuels: ['gasolina', 'híbrido'], engines: FORD, since: 2019 },
  { brand: 'Opel', model: 'Corsa', newPrice: 17500, fuels: ['gasolina', 'diésel', 'eléctrico'], engines: STELLANTIS, since: 2004 },
  { brand: 'Opel', model: 'Astra', newPrice: 25000, fuels: GDI, engines: STELLANTIS, since: 2004 },
  { brand: 'BMW', model: 'Serie 1', newPrice: 33000, fuels: GDI, engines: PREMIUM, since: 2004 },
  { brand: 'BMW', model: 'Serie 3', newPrice: 45000, fuels: ALL, engines: PREMIUM, since: 2005 },
  { brand: 'BMW', model: 'X1', newPrice: 41000, fuels: ALL, engines: PREMIUM, since: 2010 },
  { brand: 'BMW', model: 'X3', newPrice: 56000, fuels: ALL, engines: PREMIUM, since: 2004 },
  { brand: 'Mercedes-Benz', model: 'Clase A', newPrice: 35000, fuels: GDI, engines: PREMIUM, since: 2004 },
  { brand: 'Mercedes-Benz', model: 'Clase C', newPrice: 49000, fuels: ALL, engines: PREMIUM, since: 2004 },
  { brand: 'Mercedes-Benz', model: 'GLA', newPrice: 43000, fuels: GDI, engines: PREMIUM, since: 2014 },
  { brand: 'Audi', model: 'A1', newPrice: 25000, fuels: ['gasolina'], engines: VAG, since: 2010 },
  { brand: 'Audi', model: 'A3', newPrice: 33000, fuels: ALL, engines: VAG, since: 2004 },
  { brand: 'Audi', model: 'A4', newPrice: 45000, fuels: GDI, engines: VAG, since: 2004 },
  { brand: 'Audi', model: 'Q3', newPrice: 41000, fuels: ALL, engines: VAG, since: 2011 },
  { brand: 'Kia', model: 'Sportage', newPrice: 31000, fuels: ALL, engines: KOREAN, since: 2005 },
  { brand: 'Kia', model: 'Ceed', newPrice: 23500, fuels: GDI, engines: KOREAN, since: 2007 },
  { brand: 'Kia', model: 'Niro', newPrice: 32000, fuels: ['híbrido', 'eléctrico'], engines: KOREAN, since: 2016 },
  { brand: 'Hyundai', model: 'Tucson', newPrice: 32000, fuels: ALL, engines: KOREAN, since: 2005 },
  { brand: 'Hyundai', model: 'i30', newPrice: 23500, fuels: GDI, engines: KOREAN, since: 2007 },
  { brand: 'Hyundai', model: 'Kona', newPrice: 27000, fuels: ['gasolina', 'híbrido', 'eléctrico'], engines: KOREAN, since: 2017 },
  { brand: 'Dacia', model: 'Sandero', newPrice: 13500, fuels: ['gasolina', 'diésel'], engines: RENAULT, since: 2008 },
  { brand: 'Dacia', model: 'Duster', newPrice: 19500, fuels: ['gasolina', 'diésel'], engines: RENAULT, since: 2010 },
  { brand: 'Nissan', model: 'Qashqai', newPrice: 29000, fuels: ALL, engines: RENAULT, since: 2007 },
  { brand: 'Nissan', model: 'Juke', newPrice: 22500, fuels: ['gasolina', 'híbrido'], engines: RENAULT, since: 2010 },
  { brand: 'Skoda', model: 'Octavia', newPrice: 28000, fuels: ALL, engines: VAG, since: 2004 },
  { brand: 'Skoda', model: 'Fabia', newPrice: 17500, fuels: GDI, engines: VAG, since: 2004 },
  { brand: 'Fiat', model: '500', newPrice: 15500, fuels: ['gasolina', 'híbrido'], engines: { gasolina: ['1.2 69 CV'], híbrido: ['1.0 Hybrid 70 CV'] }, since: 2008 },
  { brand: 'Fiat', model: 'Panda', newPrice: 13500, fuels: ['gasolina', 'híbrido'], engines: { gasolina: ['1.2 69 CV'], híbrido: ['1.0 Hybrid 70 CV'] }, since: 2004 },
  { brand: 'Mazda', model: 'CX-5', newPrice: 34000, fuels: GDI, engines: { gasolina: ['2.0 Skyactiv-G 165 CV'], diésel: ['2.2 Skyactiv-D 150 CV'] }, since: 2012 },
  { brand: 'Volvo', model: 'XC60', newPrice: 53000, fuels: ALL, engines: PREMIUM, since: 2009 },
  { brand: 'Tesla', model: 'Model 3', newPrice: 45000, fuels: ['eléctrico'], engines: { eléctrico: ['Gran Autonomía', 'Standard Plus'] }, since: 2019 },
  { brand: 'Honda', model: 'Civic', newPrice: 29000, fuels: ['gasolina', 'híbrido'], engines: { gasolina: ['1.0 VTEC Turbo 126 CV'], híbrido: ['2.0 e:HEV 184 CV'] }, since: 2004 },
];

const SCOOTER = { gasolina: ['125 cc', 'ABS'] };
const NAKED = { gasolina: ['ABS', 'A2'] };
const E_MOTO = { eléctrico: ['7 kW'] };

// prettier-ignore
export const DEMO_MOTOS: readonly DemoVehicleModel[] = [
  { brand: 'Honda', model: 'CB500F', newPrice: 7000, fuels: ['gasolina'], engines: NAKED, since: 2013 },
  { brand: 'Honda', model: 'CBR650R', newPrice: 10500, fuels: ['gasolina'], engines: NAKED, since: 2019 },
  { brand: 'Honda', model: 'PCX 125', newPrice: 3700, fuels: ['gasolina'], engines: SCOOTER, since: 2010 },
  { brand: 'Honda', model: 'Forza 350', newPrice: 6200, fuels: ['gasolina'], engines: SCOOTER, since: 2021 },
  { brand: 'Yamaha', model: 'MT-07', newPrice: 8000, fuels: ['gasolina'], engines: NAKED, since: 2014 },
  { brand: 'Yamaha', model: 'MT-09', newPrice: 10800, fuels: ['gasolina'], engines: NAKED, since: 2014 },
  { brand: 'Yamaha', model: 'TMAX 560', newPrice: 14000, fuels: ['gasolina'], engines: SCOOTER, since: 2020 },
  { brand: 'Yamaha', model: 'NMAX 125', newPrice: 3600, fuels: ['gasolina'], engines: SCOOTER, since: 2015 },
  { brand: 'Kawasaki', model: 'Z900', newPrice: 10200, fuels: ['gasolina'], engines: NAKED, since: 2017 },
  { brand: 'Kawasaki', model: 'Ninja 650', newPrice: 8200, fuels: ['gasolina'], engines: NAKED, since: 2017 },
  { brand: 'Kawasaki', model: 'Versys 650', newPrice: 9300, fuels: ['gasolina'], engines: NAKED, since: 2010 },
  { brand: 'BMW', model: 'R 1250 GS', newPrice: 22000, fuels: ['gasolina'], engines: NAKED, since: 2019 },
  { brand: 'BMW', model: 'F 900 R', newPrice: 11000, fuels: ['gasolina'], engines: NAKED, since: 2020 },
  { brand: 'Ducati', model: 'Monster', newPrice: 12500, fuels: ['gasolina'], engines: NAKED, since: 2008 },
  { brand: 'Ducati', model: 'Scrambler Icon', newPrice: 10300, fuels: ['gasolina'], engines: NAKED, since: 2015 },
  { brand: 'KTM', model: '390 Duke', newPrice: 6000, fuels: ['gasolina'], engines: NAKED, since: 2013 },
  { brand: 'KTM', model: '890 Duke', newPrice: 11000, fuels: ['gasolina'], engines: NAKED, since: 2020 },
  { brand: 'Suzuki', model: 'V-Strom 650', newPrice: 9000, fuels: ['gasolina'], engines: NAKED, since: 2008 },
  { brand: 'Suzuki', model: 'Burgman 400', newPrice: 7600, fuels: ['gasolina'], engines: SCOOTER, since: 2007 },
  { brand: 'Triumph', model: 'Street Triple', newPrice: 11500, fuels: ['gasolina'], engines: NAKED, since: 2008 },
  { brand: 'Triumph', model: 'Bonneville T120', newPrice: 13500, fuels: ['gasolina'], engines: NAKED, since: 2016 },
  { brand: 'Harley-Davidson', model: 'Street Bob', newPrice: 18500, fuels: ['gasolina'], engines: NAKED, since: 2018 },
  { brand: 'Vespa', model: 'GTS 300', newPrice: 6700, fuels: ['gasolina'], engines: SCOOTER, since: 2008 },
  { brand: 'Vespa', model: 'Primavera 125', newPrice: 4300, fuels: ['gasolina'], engines: SCOOTER, since: 2014 },
  { brand: 'Piaggio', model: 'Beverly 300', newPrice: 5600, fuels: ['gasolina'], engines: SCOOTER, since: 2010 },
  { brand: 'Kymco', model: 'Agility 125', newPrice: 2100, fuels: ['gasolina'], engines: SCOOTER, since: 2008 },
  { brand: 'Royal Enfield', model: 'Interceptor 650', newPrice: 7000, fuels: ['gasolina'], engines: NAKED, since: 2019 },
  { brand: 'Silence', model: 'S01', newPrice: 6500, fuels: ['eléctrico'], engines: E_MOTO, since: 2019 },
];

export interface DemoHomeType {
  /** Word that starts the title. */
  label: string;
  sqm: [number, number];
  priceFactor: number;
  weight: number;
}

export const DEMO_HOME_TYPES: readonly DemoHomeType[] = [
  { label: 'Piso', sqm: [50, 140], priceFactor: 1, weight: 55 },
  { label: 'Ático', sqm: [55, 150], priceFactor: 1.15, weight: 8 },
  { label: 'Dúplex', sqm: [80, 180], priceFactor: 1.05, weight: 5 },
  { label: 'Estudio', sqm: [25, 45], priceFactor: 1.1, weight: 7 },
  { label: 'Casa', sqm: [90, 260], priceFactor: 0.8, weight: 10 },
  { label: 'Chalet', sqm: [150, 420], priceFactor: 0.9, weight: 9 },
  { label: 'Adosado', sqm: [110, 220], priceFactor: 0.85, weight: 6 },
];

export const COLOURS = ['blanco', 'negro', 'gris', 'plata', 'azul', 'rojo', 'verde', 'granate'] as const;
