import { MESSAGES, STATUS_BY_CODE, type ErrorCode } from '@ojeador/shared';

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const badRequest = (message: string = MESSAGES.validation, details?: unknown) => new AppError('VALIDATION', message, details);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError('NOT_FOUND', message);
/** A blocked account: 403 with its own code and the admin's reason (or null), so the web app signs out and says why. */
export const accountBlocked = (reason: string | null) => new AppError('ACCOUNT_BLOCKED', MESSAGES.blocked, { reason });
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const limitReached = (message: string) => new AppError('LIMIT_REACHED', message);
export const searchInactive = (message: string) => new AppError('SEARCH_INACTIVE', message);
export const searchCapReached = (message: string) => new AppError('SEARCH_CAP_REACHED', message);
/** A feature the caller's plan does not include (409 PLAN_REQUIRED; the web points to the plans). */
export const planRequired = (message: string) => new AppError('PLAN_REQUIRED', message);
/** Resuming a plan that renews already (409 PLAN_NOT_CANCELLED), or whose paid period is over (409 PLAN_ENDED). */
export const planNotCancelled = (message: string) => new AppError('PLAN_NOT_CANCELLED', message);
export const planEnded = (message: string) => new AppError('PLAN_ENDED', message);
export const ruleBroken = (message: string, details?: unknown) => new AppError('RULE_BROKEN', message, details);
export const rateLimited = (message: string, retryAfterSeconds?: number) =>
  new AppError('RATE_LIMITED', message, retryAfterSeconds === undefined ? undefined : { retryAfterSeconds });
