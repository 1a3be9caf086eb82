import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';

/**
 * How a refused hire action is answered, by error code: VALIDATION (or a rejected file) stays in the modal with the
 * server's message; a hire that moved on meanwhile (HIRE_STATE, CONFLICT, NOT_FOUND, FORBIDDEN) is read again and
 * the modal closes; anything else (network, 5xx) keeps the modal open to retry.
 */
export type HireFailureKind = 'invalid' | 'moved-on' | 'retry';

export function hireFailureKind(error: unknown): HireFailureKind {
  if (!(error instanceof ApiError)) return 'retry';
  switch (error.code) {
    case 'VALIDATION':
    case 'UNSUPPORTED_MEDIA_TYPE':
    case 'PAYLOAD_TOO_LARGE':
      return 'invalid';
    case 'HIRE_STATE':
    case 'CONFLICT':
    case 'NOT_FOUND':
    case 'FORBIDDEN':
      return 'moved-on';
    default:
      return 'retry';
  }
}

export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : undefined;
}

interface FailureHandlers {
  /** The spec's failure toast, e.g. '❌ Error al iniciar la disputa'. */
  failedText: string;
  /** Shows the server's message inside the modal. */
  onInvalid?: (message: string) => void;
  /** Reads the hire again and closes the modal. */
  onMovedOn: () => void;
}

export function handleHireFailure(error: unknown, { failedText, onInvalid, onMovedOn }: FailureHandlers) {
  const kind = hireFailureKind(error);
  const description = serverMessageOf(error);
  if (kind === 'invalid' && onInvalid) {
    onInvalid(description ?? failedText);
    return;
  }
  toast.error(failedText, { description });
  if (kind === 'moved-on') onMovedOn();
}
