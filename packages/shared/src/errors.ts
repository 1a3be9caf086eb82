import { z } from 'zod';

/**
 * The `code` of every error body. Clients branch on it, never on the message text: e.g. LIMIT_REACHED is
 * always the caller's plan limit (active searches or minimum interval), which the web answers with 'Mejorar Plan';
 * SEARCH_INACTIVE refuses "Buscar ahora" on a paused search; SEARCH_CAP_REACHED is the cap on searches kept
 * (active or not); HIRE_OPEN a second hire of a search while one is live; HIRE_STATE a hire action its state
 * does not allow; CONFLICT is any other 409. ACCOUNT_BLOCKED: the caller's account is blocked, `details.reason` the admin's reason or null (the
 * web signs out and shows it); SELF_ACTION: the admin tried to block or delete themselves; USER_HAS_OPEN_HIRE / USER_HAS_BALANCE:
 * a user cannot be deleted yet. PLAN_REQUIRED: the feature asked for is not in the plan (for "Alertas al momento", the
 * search owner's Free plan); the web points to the plans. PLAN_NOT_CANCELLED: resuming a plan that is not cancelled (it
 * renews already: a repeated resume); PLAN_ENDED: resuming a plan whose paid period is over (buy it again).
 * WITHDRAW_LIMIT: more than can go back to the cards that paid was asked for (`details.withdrawable`, in euros).
 * UNAVAILABLE: the database cannot be reached (an outage or a restart); nothing was done, try again later (`retry-after`).
 */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'LIMIT_REACHED',
  'SEARCH_INACTIVE',
  'SEARCH_CAP_REACHED',
  'HIRE_OPEN',
  'HIRE_STATE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RULE_BROKEN',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  'ACCOUNT_BLOCKED',
  'SELF_ACTION',
  'USER_HAS_OPEN_HIRE',
  'USER_HAS_BALANCE',
  'PLAN_REQUIRED',
  'PLAN_NOT_CANCELLED',
  'PLAN_ENDED',
  'WITHDRAW_LIMIT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponseSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.unknown().optional(),
  requestId: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LIMIT_REACHED: 409,
  SEARCH_INACTIVE: 409,
  SEARCH_CAP_REACHED: 409,
  HIRE_OPEN: 409,
  HIRE_STATE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RULE_BROKEN: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  ACCOUNT_BLOCKED: 403,
  SELF_ACTION: 409,
  USER_HAS_OPEN_HIRE: 409,
  USER_HAS_BALANCE: 409,
  PLAN_REQUIRED: 409,
  PLAN_NOT_CANCELLED: 409,
  PLAN_ENDED: 409,
  WITHDRAW_LIMIT: 409,
};
