import type { GeocodingResponse } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/geocoding?address: the places matching a free-text address, best first (status OK or ZERO_RESULTS). */
export async function getGeocoding(address: string, signal?: AbortSignal): Promise<GeocodingResponse> {
  // The answer's check arrives with the first search (geocoding-check.ts).
  const { isGeocodingResponse } = await import('./geocoding-check.ts');
  return apiRequest('/api/geocoding', isGeocodingResponse, {
    query: { address },
    ...(signal === undefined ? {} : { signal }),
  });
}

export function geocodingQueryOptions(address: string) {
  return queryOptions({
    queryKey: ['geocoding', address],
    queryFn: ({ signal }) => getGeocoding(address, signal),
    // A place does not move: the same search within a visit needs no second call.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The geocoding answer for `address`; idle until the visitor has searched (`null`). */
export function useGeocoding(address: string | null) {
  return useQuery({ ...geocodingQueryOptions(address ?? ''), enabled: address !== null });
}
