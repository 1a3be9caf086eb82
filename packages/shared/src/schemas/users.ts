import { z } from 'zod';
import { ROLES } from '../constants.js';
import { safeText } from './text.js';

/** Google's ID and access tokens are well under this. */
const TOKEN_MAX = 8192;

export const roleSchema = z.enum(ROLES);

export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneVerified: z.boolean(),
  role: roleSchema,
  phoneNumber: z.string().nullable().optional(),
  pictureUrl: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Either Google's ID token (`credential`) or the spec's access-token payload. */
export const googleAuthRequestSchema = z.union([
  z.object({ credential: safeText(TOKEN_MAX, { trim: false }).min(10) }),
  z.object({
    accessToken: safeText(TOKEN_MAX, { trim: false }).min(1),
    email: safeText(254).pipe(z.email()).optional(),
    name: safeText(100).optional(),
    googleId: safeText(255).optional(),
  }),
]);
export type GoogleAuthRequest = z.infer<typeof googleAuthRequestSchema>;

export const devLoginRequestSchema = z.object({
  email: safeText(254, { type: 'Introduce un email válido', tooLong: 'Introduce un email válido' }).toLowerCase().pipe(z.email('Introduce un email válido')),
  name: safeText(100, { required: 'Introduce tu nombre' }),
});
export type DevLoginRequest = z.infer<typeof devLoginRequestSchema>;

export const authConfigResponseSchema = z.object({
  googleClientId: z.string().nullable(),
  devLogin: z.boolean(),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;
