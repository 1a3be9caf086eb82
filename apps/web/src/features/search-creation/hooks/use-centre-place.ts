import { useQuery } from '@tanstack/react-query';
import { loadPlaceIndex } from '../lib/place-search';

/**
 * The bundled town nearest a search's centre (within a few km), or null. The draft keeps only coordinates, so a
 * centre picked by name, by geolocation or on the map is named the same way.
 */
export function useCentrePlace(latitude: number | null, longitude: number | null) {
  const { data } = useQuery({
    queryKey: ['search-creation', 'centre-place', latitude, longitude],
    queryFn: async () => (await loadPlaceIndex()).nearest(latitude!, longitude!),
    enabled: latitude !== null && longitude !== null,
    staleTime: Infinity,
  });
  return data ?? null;
}
