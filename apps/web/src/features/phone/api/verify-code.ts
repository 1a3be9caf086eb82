import { useMutation } from '@tanstack/react-query';
import { MESSAGES, type SessionUser } from '@ojeador/shared';
import { ApiError, api, errorMessage } from '@/lib/api-client';
import { parseSessionUser } from '@/lib/session';

export interface VerifyCodeAnswer {
  token: string;
  user: SessionUser;
}

/** POST /api/User/verify-code { phoneNumber, code } → { token, user } (user.phoneVerified true) */
export async function verifyCode(input: { phoneNumber: string; code: string }): Promise<VerifyCodeAnswer> {
  let data: unknown;
  try {
    data = await api.post<unknown>('/api/User/verify-code', input);
  } catch (error) {
    const rejected = error instanceof ApiError && error.status >= 400 && error.status < 500;
    throw new Error(errorMessage(error, rejected ? MESSAGES.invalidCode : MESSAGES.verifyFailed));
  }
  const record = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const user = parseSessionUser(record.user);
  if (typeof record.token !== 'string' || !user) throw new Error(MESSAGES.verifyFailed);
  return { token: record.token, user: { ...user, phoneVerified: true } };
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
