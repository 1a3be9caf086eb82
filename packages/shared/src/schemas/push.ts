import { z } from 'zod';

/** The languages a device's notifications are worded in. */
export const PUSH_LANGUAGES = ['es', 'en'] as const;

/** GET /api/push/key: the server's VAPID public key (base64url), the browser's `applicationServerKey`. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

const endpointSchema = z.url({ protocol: /^https?$/, error: 'endpoint debe ser una URL http(s)' }).max(2048, { error: 'endpoint es demasiado largo' });

/** A base64url key of the browser's subscription (no padding). */
const keySchema = (name: string) =>
  z
    .string({ error: `${name} es obligatorio` })
    .min(1, { error: `${name} es obligatorio` })
    .max(256, { error: `${name} es demasiado largo` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: `${name} debe ir en base64url` });

/** POST /api/push/subscriptions: what PushSubscription.toJSON() gives, and the language to word this device's notifications in. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: keySchema('keys.p256dh'), auth: keySchema('keys.auth') }, { error: 'keys es obligatorio' }),
  language: z.enum(PUSH_LANGUAGES, { error: 'Idioma no válido' }).default('es'),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequestSchema>;

/** DELETE /api/push/subscriptions: the device's endpoint. */
export const pushUnsubscribeRequestSchema = z.object({ endpoint: endpointSchema });
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

/** The answer to a subscription: the device's endpoint, now receiving this account's alerts. */
export const pushSubscriptionResponseSchema = z.object({ endpoint: z.string() });
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponseSchema>;

/**
 * What a push carries to the service worker: the words to show and the site path opened on click (`/ad/{id}`).
 * `tag` groups a search's notifications on the device (a newer one replaces the older).
 */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;
