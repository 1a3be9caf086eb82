import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@ojeador/shared';

export type ImageProblem = 'type' | 'size';

/** The browser's first check (the server checks the bytes again): JPEG or PNG, at most 5 MB. */
export function imageProblem(file: File): ImageProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

export const ACCEPT_IMAGES = 'image/png,image/jpeg';
