import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { finalizeHireRequestSchema, HireActionResponse } from '@ojeador/shared';
import { api } from '@/lib/api-client';

export type FinalizeHireInput = { hireId: number } & z.output<typeof finalizeHireRequestSchema>;

/** POST /api/SearchHire/{id}/finalize {report, checklist?} (the hired expert) → the hire, now awaiting_client_decision. */
export function finalizeHire({ hireId, ...body }: FinalizeHireInput): Promise<HireActionResponse> {
  return api.post<HireActionResponse>(`/api/SearchHire/${hireId}/finalize`, body);
}

export function useFinalizeHire() {
  return useMutation({ mutationFn: finalizeHire });
}
