import { formatKm } from '../../lib/format.js';

/** Words for what an ad's price is compared with, as its price point and the ad page's chart say them. */

const HOME_TYPE_WORDS: Record<string, [one: string, many: string]> = {
  piso: ['un piso', 'pisos'],
  atico: ['un ático', 'áticos'],
  estudio: ['un estudio', 'estudios'],
  casa: ['una casa', 'casas'],
  chalet: ['un chalet', 'chalets'],
};

const homeWords = (type: string): [string, string] => HOME_TYPE_WORDS[type] ?? ['una vivienda', 'viviendas'];

/** "Seat León de 2019-2021 con kilometraje parecido". */
export const similarVehicles = (name: string, year: number): string => `${name} de ${year - 1}-${year + 1} con kilometraje parecido`;

/** "lo que suele costar un Seat León de 2019 con 60.000 km" (km rounded to thousands; left out when unknown). */
export function vehicleLikeThis(name: string, year: number, km: number | null): string {
  const kmText = km === null ? '' : ` con ${formatKm(Math.max(1_000, Math.round(km / 1_000) * 1_000))}`;
  return `lo que suele costar un ${name} de ${year}${kmText}`;
}

/** "pisos de tamaño parecido en Zaragoza". */
export const similarHomes = (type: string, place: string): string => `${homeWords(type)[1]} de tamaño parecido en ${place}`;

/** "pisos en Zaragoza" (the median of the place's homes of that type, without a fit). */
export const homesIn = (type: string, place: string): string => `${homeWords(type)[1]} en ${place}`;

/** "lo que suele costar un piso de 85 m² en Zaragoza". */
export const homeLikeThis = (type: string, sqm: number, place: string): string =>
  `lo que suele costar ${homeWords(type)[0]} de ${Math.round(sqm)} m² en ${place}`;

/** The place of a home priced with its province's homes (or of homes without a town). */
export const provincePlace = (province: string): string => `la provincia de ${province.trim()}`;

/** The place of a home priced with the homes within a few km of its town (fair-price/nearby.ts). */
export const nearPlace = (town: string): string => `${town} y alrededores`;
