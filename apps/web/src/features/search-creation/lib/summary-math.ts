import { MAX_FREQUENCY_HOURS } from '@ojeador/shared';
import { formatInteger, formatNumber } from '@/lib/format';

/** Updates per day = 24 / frequency (e.g. "4", "3,43"). */
export function updatesPerDay(frequency: number): string {
  return formatNumber(MAX_FREQUENCY_HOURS / frequency, { decimals: 2 });
}

/** Coverage area = π·r² in km², Spanish grouping ("1.130.973 km²"). */
export function coverageKm2(radiusKm: number): string {
  return `${formatInteger(Math.PI * radiusKm * radiusKm)} km²`;
}

/** The summary's centre point: the first 6 characters of latitude and longitude. */
export function centreShort(latitude: number, longitude: number): string {
  return `${String(latitude).slice(0, 6)}, ${String(longitude).slice(0, 6)}`;
}

/** Coordinates to 4 decimals, as step 1 shows them. */
export function centre4(latitude: number, longitude: number): string {
  return `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
}
