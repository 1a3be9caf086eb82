import { MAX_FREQUENCY_HOURS } from '@ojeador/shared';

const decimals2 = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
const wholeNumber = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0, useGrouping: true });

/** Updates per day = 24 / frequency (e.g. "4", "3,43"). */
export function updatesPerDay(frequency: number): string {
  return decimals2.format(MAX_FREQUENCY_HOURS / frequency);
}

/** Coverage area = π·r² in km², Spanish grouping ("1.130.973 km²"). */
export function coverageKm2(radiusKm: number): string {
  return `${wholeNumber.format(Math.PI * radiusKm * radiusKm)} km²`;
}

/** The summary's centre point: the first 6 characters of latitude and longitude. */
export function centreShort(latitude: number, longitude: number): string {
  return `${String(latitude).slice(0, 6)}, ${String(longitude).slice(0, 6)}`;
}

/** Coordinates to 4 decimals, as step 1 shows them. */
export function centre4(latitude: number, longitude: number): string {
  return `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
}
