import { isSensorAlertRuleList } from 'virtual:answer-checks';
import type { SensorAlertRuleList, SensorAlertRulesBody } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The path of a station's sensor alert rules. */
const rulesPath = (stationId: number) => `/api/weatherStation/${stationId}/alerts/sensors`;

/** The query key of a station's sensor alert rules. */
export const sensorAlertRulesKey = (stationId: number) => ['sensor-alert-rules', stationId] as const;

/** GET /api/weatherStation/{id}/alerts/sensors (admins): the rules, thresholds canonical. */
export function useSensorAlertRules(stationId: number) {
  return useQuery(
    queryOptions({
      queryKey: sensorAlertRulesKey(stationId),
      queryFn: ({ signal }) => apiRequest(rulesPath(stationId), isSensorAlertRuleList, { signal }),
    }),
  );
}

/** PUT /api/weatherStation/{id}/alerts/sensors (admins): the whole list of rules, as saved. */
export function saveSensorAlertRules(
  stationId: number,
  body: SensorAlertRulesBody,
): Promise<SensorAlertRuleList> {
  return apiRequest(rulesPath(stationId), isSensorAlertRuleList, { method: 'PUT', body });
}
