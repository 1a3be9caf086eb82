import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@ojeador/shared';

export const generateCode = () => String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');

/** Codes are stored as an HMAC bound to the number, never in clear. */
export const hashCode = (secret: string, phone: string, code: string) => createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');

export function codeMatches(secret: string, phone: string, code: string, storedHash: string): boolean {
  const candidate = Buffer.from(hashCode(secret, phone, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
