import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

export type BecomeExpertInput = { description: string; profilePicture: File };

/** POST /api/User/become-expert (multipart) → a new session whose user has role Expert. */
export function becomeExpert({ description, profilePicture }: BecomeExpertInput): Promise<AuthResponse> {
  const body = new FormData();
  body.append('description', description);
  body.append('profilePicture', profilePicture);
  return api.post<AuthResponse>('/api/User/become-expert', body);
}

export function useBecomeExpert() {
  return useMutation({ mutationFn: becomeExpert });
}
