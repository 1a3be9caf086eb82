import type { Peers, Place } from '@ojeador/shared';

/** What an ad's price is compared with, as its price point and the ad page's chart say it (worded in @ojeador/shared points). */

/** "Seat León de 2019-2021 con kilometraje parecido". */
export const similarVehicles = (name: string, year: number): Peers => ({ kind: 'similarVehicles', name, year });

/** "lo que suele costar un Seat León de 2019 con 60.000 km" (km rounded to thousands; left out when unknown). */
export const vehicleLikeThis = (name: string, year: number, km: number | null): Peers => ({
  kind: 'vehicleLikeThis',
  name,
  year,
  km: km === null ? null : Math.max(1_000, Math.round(km / 1_000) * 1_000),
});

/** "pisos de tamaño parecido en Zaragoza". */
export const similarHomes = (type: string, place: Place): Peers => ({ kind: 'similarHomes', type, place });

/** "pisos en Zaragoza" (the median of the place's homes of that type, without a fit). */
export const homesIn = (type: string, place: Place): Peers => ({ kind: 'homesIn', type, place });

/** "lo que suele costar un piso de 85 m² en Zaragoza". */
export const homeLikeThis = (type: string, sqm: number, place: Place): Peers => ({ kind: 'homeLikeThis', type, sqm: Math.round(sqm), place });

/** The place of a home priced with its province's homes (or of homes without a town). */
export const provincePlace = (province: string): Place => ({ kind: 'province', name: province.trim() });

/** The place of a home priced with the homes within a few km of its town (fair-price/nearby.ts). */
export const nearPlace = (town: string): Place => ({ kind: 'near', name: town });

/** A home priced with its own town's homes. */
export const townPlace = (town: string): Place => ({ kind: 'town', name: town });
