import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { MESSAGES } from '../messages.js';
import { VERIFICATION_CODE_LENGTH } from '../constants.js';
import { safeText } from './text.js';

/** Normalises to E.164, or fails with the spec-style message. */
export const e164PhoneSchema = safeText(32, { type: MESSAGES.invalidPhone, tooLong: MESSAGES.invalidPhone }).transform((value, ctx) => {
  const withPlus = value.startsWith('+') ? value : `+${value}`;
  const parsed = parsePhoneNumberFromString(withPlus);
  if (!parsed || !parsed.isValid()) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.invalidPhone });
    return z.NEVER;
  }
  return parsed.number;
});

export const sendVerificationRequestSchema = z.object({ phoneNumber: e164PhoneSchema });
export type SendVerificationRequest = z.input<typeof sendVerificationRequestSchema>;

export const verifyCodeRequestSchema = z.object({
  phoneNumber: e164PhoneSchema,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), MESSAGES.invalidCode),
});
export type VerifyCodeRequest = z.input<typeof verifyCodeRequestSchema>;

export const sendVerificationResponseSchema = z.object({ message: z.string(), expiresInSeconds: z.number().int() });

export const outboxMessageSchema = z.object({
  channel: z.enum(['sms', 'whatsapp', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
