import { z } from 'zod';
import { INPUT_MESSAGES } from '../area-messages.js';

/** The largest value of a PostgreSQL `integer` (int4): every id column and every stored count. */
export const INT4_MAX = 2_147_483_647;

/**
 * The one path-id rule: the path string coerced to a whole number in 1..INT4_MAX. Anything else
 * (0, -1, 1.5, 'abc', 99999999999) answers 400 before reaching the database.
 */
export function pathId(message: string = INPUT_MESSAGES.invalidId) {
  return z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(INT4_MAX, { error: message });
}
export const pathIdSchema = pathId();

/** An id inside a body or query (not coerced in bodies: JSON numbers only). */
export function bodyIdSchema(message: string = INPUT_MESSAGES.invalidId) {
  return z.number({ error: message }).int({ error: message }).positive({ error: message }).max(INT4_MAX, { error: message });
}

export const idParamSchema = z.object({ id: pathIdSchema });
export const searchIdParamSchema = z.object({ searchId: pathIdSchema });
export const adIdParamSchema = z.object({ adId: pathIdSchema });
export const searchAdParamSchema = z.object({ searchId: pathIdSchema, adId: pathIdSchema });

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
/** `GET /api/ready`: 200 when the process can take traffic (a load balancer's check), 503 with why not. */
export const readyResponseSchema = z.object({ status: z.literal('ready') });
export const notReadyReasons = ['database', 'migrations', 'queue', 'shutting-down'] as const;
export const notReadyResponseSchema = z.object({ status: z.literal('not-ready'), reason: z.enum(notReadyReasons) });
export type NotReadyReason = (typeof notReadyReasons)[number];

/** `SearchHireId` → `searchHireId`: the spec writes some bodies in PascalCase; the first spelling of a key wins. */
export function camelCaseKeys<T>(body: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [key, value] of Object.entries(body)) out[key.charAt(0).toLowerCase() + key.slice(1)] ??= value;
  return out;
}

/** A body schema that accepts its fields in camelCase or PascalCase (docs/design.md section 5). */
export function acceptPascalCase<T extends z.ZodType>(schema: T) {
  return z.preprocess((body) => (body && typeof body === 'object' && !Array.isArray(body) ? camelCaseKeys(body as Record<string, unknown>) : body), schema);
}
