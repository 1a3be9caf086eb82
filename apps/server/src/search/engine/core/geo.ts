/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in km between two points given in degrees. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const sinLat = Math.sin(dLat / 2);
  const sinLon = Math.sin(dLon / 2);
  const h = sinLat * sinLat + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * sinLon * sinLon;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  /** null when the circle reaches a pole or crosses the antimeridian: longitude not checked. */
  minLon: number | null;
  maxLon: number | null;
}

/**
 * The smallest latitude/longitude box that holds every point within `radiusKm` of the centre, with a
 * small margin, so a cheap comparison can reject most far-away ads before the haversine.
 */
export function boundingBox(centre: GeoPoint, radiusKm: number): BoundingBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const margin = 1e-6;
  const dLat = angular / RAD + margin;
  const minLat = centre.latitude - dLat;
  const maxLat = centre.latitude + dLat;
  const cosLat = Math.cos(centre.latitude * RAD);
  const sinAngular = Math.sin(Math.min(angular, Math.PI / 2));
  if (minLat <= -90 || maxLat >= 90 || angular >= Math.PI / 2 || sinAngular >= cosLat) {
    return { minLat, maxLat, minLon: null, maxLon: null };
  }
  const dLon = Math.asin(sinAngular / cosLat) / RAD + margin;
  const minLon = centre.longitude - dLon;
  const maxLon = centre.longitude + dLon;
  if (minLon < -180 || maxLon > 180) return { minLat, maxLat, minLon: null, maxLon: null };
  return { minLat, maxLat, minLon, maxLon };
}

export function insideBox(box: BoundingBox, latitude: number, longitude: number): boolean {
  if (latitude < box.minLat || latitude > box.maxLat) return false;
  return box.minLon === null || box.maxLon === null || (longitude >= box.minLon && longitude <= box.maxLon);
}
