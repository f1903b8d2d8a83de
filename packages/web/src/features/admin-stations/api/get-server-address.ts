import { isServerAddress } from 'virtual:answer-checks';
import type { ServerAddress } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/serverAddress (admins): PUBLIC_URL, the machine's network addresses, whether it is loopback only. */
export async function getServerAddress(signal?: AbortSignal): Promise<ServerAddress> {
  return apiRequest('/api/serverAddress', isServerAddress, signal === undefined ? {} : { signal });
}

export function useServerAddress() {
  return useQuery(
    queryOptions({
      queryKey: ['serverAddress'],
      queryFn: ({ signal }) => getServerAddress(signal),
      staleTime: 60_000,
    }),
  );
}
