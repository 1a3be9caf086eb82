import { useMutation } from '@tanstack/react-query';
import type { Review } from '@ojeador/shared';
import { api } from '@/lib/api-client';

export type ReviewInput = { hireId: number; score: number; description: string; images: File[] };

/** POST /api/review/search-hire/{id} (multipart Score, Description, repeated Images) → 201 the review. */
export function submitReview({ hireId, score, description, images }: ReviewInput): Promise<Review> {
  const body = new FormData();
  body.append('Score', String(score));
  body.append('Description', description);
  for (const image of images) body.append('Images', image);
  return api.post<Review>(`/api/review/search-hire/${hireId}`, body);
}

export function useSubmitReview() {
  return useMutation({ mutationFn: submitReview });
}
