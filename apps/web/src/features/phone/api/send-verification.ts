import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@ojeador/shared';
import { api, errorMessage } from '@/lib/api-client';

export interface SendVerificationAnswer {
  message: string;
  expiresInSeconds: number;
}

/** POST /api/User/send-verification { phoneNumber (E.164) } → { message, expiresInSeconds } */
export async function sendVerification(phoneNumber: string): Promise<SendVerificationAnswer> {
  try {
    return await api.post<SendVerificationAnswer>('/api/User/send-verification', { phoneNumber });
  } catch (error) {
    throw new Error(errorMessage(error, MESSAGES.sendCodeFailed));
  }
}

export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}
