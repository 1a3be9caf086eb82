/*
 * Step 1's place box: Spanish towns and postcodes found offline, in a list bundled with the app
 * (places/places.json, made by scripts/build-places.mjs from GeoNames). The list is a chunk of its own, loaded on
 * the first keystroke.
 */

export type Place = { latitude: number; longitude: number; province: string } & (
  | { kind: 'town'; name: string }
  /** A postcode is placed at its province's capital: the bundled list has no postcodes of its own. */
  | { kind: 'postcode'; postcode: string }
);

type PlaceRow = [name: string, province: string, latitude: number, longitude: number];
type ProvinceRow = [code: string, name: string, latitude: number, longitude: number];
export interface PlaceData {
  provinces: ProvinceRow[];
  /** Most populous first. */
  places: PlaceRow[];
}

interface Indexed {
  row: PlaceRow;
  /** The folded names ("Donostia / San Sebastián" is found by either). */
  names: string[];
}

export interface PlaceIndex {
  search(query: string, limit?: number): Place[];
  /** The town closest to a point, if one lies within maxKm of it. */
  nearest(latitude: number, longitude: number, maxKm?: number): Extract<Place, { kind: 'town' }> | null;
}

const KM_PER_DEGREE = 111.32;

/** Close enough for a few km: an equirectangular projection around the point. */
function distanceKm(latitude: number, longitude: number, row: PlaceRow): number {
  const x = (row[3] - longitude) * Math.cos((latitude * Math.PI) / 180);
  return Math.hypot(row[2] - latitude, x) * KM_PER_DEGREE;
}

/** Lower case, no accents, words separated by single spaces: "Alcalá  de-Henares" → "alcala de henares". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
}

const POSTCODE = /^\d{5}$/;

export function buildPlaceIndex(data: PlaceData): PlaceIndex {
  const provinces = new Map(data.provinces.map((row) => [row[0], row]));
  const indexed: Indexed[] = data.places.map((row) => ({ row, names: row[0].split(' / ').map(fold) }));
  const town = ([name, province, latitude, longitude]: PlaceRow): Extract<Place, { kind: 'town' }> => ({
    kind: 'town',
    name,
    province: provinces.get(province)?.[1] ?? province,
    latitude,
    longitude,
  });

  return {
    search(query, limit = 8) {
      const trimmed = query.trim();
      if (POSTCODE.test(trimmed)) {
        const province = provinces.get(trimmed.slice(0, 2));
        if (!province) return [];
        return [{ kind: 'postcode', postcode: trimmed, province: province[1], latitude: province[2], longitude: province[3] }];
      }
      const folded = fold(trimmed);
      if (folded.length < 2) return [];
      // Exact names first, then names that start with the text, then names with a word that does; each in the
      // list's order (most populous first).
      const ranks: Indexed[][] = [[], [], []];
      for (const entry of indexed) {
        let rank = -1;
        for (const name of entry.names) {
          const here = name === folded ? 0 : name.startsWith(folded) ? 1 : name.includes(` ${folded}`) ? 2 : -1;
          if (here !== -1 && (rank === -1 || here < rank)) rank = here;
        }
        if (rank !== -1) ranks[rank].push(entry);
      }
      return ranks
        .flat()
        .slice(0, limit)
        .map((entry) => town(entry.row));
    },
    nearest(latitude, longitude, maxKm = 5) {
      let best: PlaceRow | null = null;
      let bestKm = maxKm;
      for (const { row } of indexed) {
        const km = distanceKm(latitude, longitude, row);
        if (km <= bestKm) [best, bestKm] = [row, km];
      }
      return best ? town(best) : null;
    },
  };
}

let loading: Promise<PlaceIndex> | null = null;

/** The bundled list, downloaded once per visit. */
export function loadPlaceIndex(): Promise<PlaceIndex> {
  loading ??= import('../places/places.json')
    .then((module) => buildPlaceIndex(module.default as unknown as PlaceData))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
