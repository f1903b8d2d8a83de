import { isUnitList } from 'virtual:answer-checks';
import type { UnitList } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/unit without paging: every unit set, for the station form's preferred-unit select. */
export async function getAllUnits(signal?: AbortSignal): Promise<UnitList> {
  return apiRequest('/api/unit', isUnitList, signal === undefined ? {} : { signal });
}

export function allUnitsQueryOptions() {
  // Under the 'units' key, so saving or deleting a unit set refreshes the select too.
  return queryOptions({ queryKey: ['units', 'all'], queryFn: ({ signal }) => getAllUnits(signal) });
}

export function useAllUnits() {
  return useQuery(allUnitsQueryOptions());
}
