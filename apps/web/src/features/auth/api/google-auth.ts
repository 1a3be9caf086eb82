import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toAuthError, toAuthResult, type AuthResult } from './auth-result';

/** POST /api/User/google-auth { credential } (Google ID token) → { token, user } */
export async function googleAuth(credential: string): Promise<AuthResult> {
  let data: unknown;
  try {
    data = await api.post<unknown>('/api/User/google-auth', { credential }, { auth: false });
  } catch (error) {
    throw toAuthError(error);
  }
  return toAuthResult(data);
}

export function useGoogleAuth() {
  return useMutation({ mutationFn: googleAuth });
}
