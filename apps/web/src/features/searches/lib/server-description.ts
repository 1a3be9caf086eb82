import { ApiError } from '@/lib/api-client';

/** The server's own message, for a toast's second line; undefined when it sent none. */
export function serverDescription(error: unknown): string | undefined {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : undefined;
}
