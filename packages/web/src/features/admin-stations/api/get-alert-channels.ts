import { isAlertChannels } from 'virtual:answer-checks';
import type { AlertChannels } from '@meteodeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/alerts/channels (admins): whether this server can send e-mails (SMTP_URL configured). */
export function getAlertChannels(signal?: AbortSignal): Promise<AlertChannels> {
  return apiRequest('/api/alerts/channels', isAlertChannels, signal === undefined ? {} : { signal });
}

export function useAlertChannels() {
  return useQuery({ queryKey: ['alerts', 'channels'], queryFn: ({ signal }) => getAlertChannels(signal) });
}
