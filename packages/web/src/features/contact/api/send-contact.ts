import type { ContactBody } from '@meteodeck/contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

/**
 * POST /api/contact: sends the public contact form (201 on success). Throws ApiError with the server's German
 * field messages (propertyPath name, email, subject, message) on 400, and a general message on 429.
 */
export async function sendContact(body: ContactBody): Promise<void> {
  await apiSend('/api/contact', { method: 'POST', body });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
