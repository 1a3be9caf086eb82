import { z } from 'zod';
import { ROLES } from '../constants.js';

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
  z.object({ credential: z.string().min(10) }),
  z.object({
    accessToken: z.string().min(1),
    email: z.string().email().optional(),
    name: z.string().optional(),
    googleId: z.string().optional(),
  }),
]);
export type GoogleAuthRequest = z.infer<typeof googleAuthRequestSchema>;

export const devLoginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('Introduce un email válido'),
  name: z.string().trim().min(1, 'Introduce tu nombre').max(100),
});
export type DevLoginRequest = z.infer<typeof devLoginRequestSchema>;

export const authConfigResponseSchema = z.object({
  googleClientId: z.string().nullable(),
  devLogin: z.boolean(),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;
