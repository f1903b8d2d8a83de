import { isLoginResponse } from 'virtual:answer-checks';
import type { LoginBody, LoginResponse } from '@meteodeck/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/login: exchanges credentials for a JWT. Throws ApiError on any non-2xx answer. */
export async function login(credentials: LoginBody): Promise<LoginResponse> {
  // A 401 here means wrong credentials, not an expired session: no reload.
  return apiRequest('/api/login', isLoginResponse, {
    method: 'POST',
    body: credentials,
    handleUnauthorized: false,
  });
}

/** Mutation hook for the login form. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
