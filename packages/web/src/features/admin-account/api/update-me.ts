import { isAccountAnswer } from 'virtual:answer-checks';
import type { AccountAnswer, AccountBody } from '@meteodeck/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * PUT /api/me: changes one's own name, e-mail or password (the current password required); answers the
 * record and a new token, since a new password ends the other sessions.
 */
export function updateMe(body: AccountBody): Promise<AccountAnswer> {
  return apiRequest('/api/me', isAccountAnswer, { method: 'PUT', body });
}
