import { useMutation } from '@tanstack/react-query';
import type { DevLoginRequest } from '@ojeador/shared';
import { api } from '@/lib/api-client';
import { toAuthError, toAuthResult, type AuthResult } from './auth-result';

/** POST /api/User/dev-login { email, name } (development only) → { token, user } */
export async function devLogin(body: DevLoginRequest): Promise<AuthResult> {
  let data: unknown;
  try {
    data = await api.post<unknown>('/api/User/dev-login', body, { auth: false });
  } catch (error) {
    throw toAuthError(error);
  }
  return toAuthResult(data);
}

export function useDevLogin() {
  return useMutation({ mutationFn: devLogin });
}
