import { haversineKm } from '../geo.js';

/** How far around a town its homes' price is looked for when the town has too few to fit ("within a few km"). */
export const NEARBY_KM = 10;

type Placed = { latitude: number; longitude: number };

const placed = (item: Placed): boolean => Number.isFinite(item.latitude) && Number.isFinite(item.longitude);

/**
 * The homes of `wide` (the province's of that type) within NEARBY_KM of the centre of the town's homes that say where
 * they are; none when no home of the town does.
 */
export function homesNear<T extends Placed>(town: readonly T[], wide: readonly T[]): T[] {
  let latitude = 0;
  let longitude = 0;
  let count = 0;
  for (const home of town) {
    if (!placed(home)) continue;
    latitude += home.latitude;
    longitude += home.longitude;
    count++;
  }
  if (count === 0) return [];
  latitude /= count;
  longitude /= count;
  return wide.filter((home) => placed(home) && haversineKm(latitude, longitude, home.latitude, home.longitude) <= NEARBY_KM);
}
