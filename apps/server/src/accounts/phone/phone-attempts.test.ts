import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MESSAGES, VERIFICATION_MAX_ATTEMPTS } from '@ojeador/shared';
import { phoneVerifications } from '../../db/schema/index.js';
import { signIn } from '../../../test/factories.js';
import { lastCodeSentTo } from '../../../test/outbox.js';
import { useTestApp } from '../../../test/use-test-app.js';

// Production's per-account limit on phone calls (20 an hour): 1 code + 12 guesses stay under it, so only the
// attempt counter can stop the guesses.
const t = useTestApp({ RATE_LIMIT_PHONE_PER_HOUR: '20' });

it('counts attempts atomically: of 12 parallel wrong guesses at most 5 are judged, the rest are too many', async () => {
  const user = await signIn(t.app, { phoneVerified: false });
  const phone = '+34600111222';
  expect((await t.as(user).post('/api/User/send-verification', { phoneNumber: phone })).statusCode).toBe(200);
  const code = await lastCodeSentTo(t, phone);
  const wrong = code === '000000' ? '111111' : '000000';

  const answers = await Promise.all(Array.from({ length: 12 }, () => t.as(user).post('/api/User/verify-code', { phoneNumber: phone, code: wrong })));

  const judged = answers.filter((res) => res.json().message === MESSAGES.invalidCode);
  const tooMany = answers.filter((res) => res.json().message === MESSAGES.tooManyAttempts);
  expect(judged.length + tooMany.length).toBe(12);
  expect(tooMany.every((res) => res.statusCode === 429 && res.json().code === 'RATE_LIMITED')).toBe(true);
  // Each judged guess took one attempt first; the fifth wrong one is answered "too many" itself.
  expect(judged.map((res) => res.json().details.attemptsLeft).sort()).toEqual([1, 2, 3, 4]);
  const [row] = await t.database.db.select({ attempts: phoneVerifications.attempts }).from(phoneVerifications).where(eq(phoneVerifications.phone, phone));
  expect(row.attempts).toBe(VERIFICATION_MAX_ATTEMPTS);

  const right = await t.as(user).post('/api/User/verify-code', { phoneNumber: phone, code });
  expect(right.statusCode).toBe(429);
  expect(right.json().message).toBe(MESSAGES.tooManyAttempts);
});

it('a right code after fewer than 5 wrong ones still verifies', async () => {
  const user = await signIn(t.app, { phoneVerified: false });
  const phone = '+34600111333';
  await t.as(user).post('/api/User/send-verification', { phoneNumber: phone });
  const code = await lastCodeSentTo(t, phone);
  const wrong = code === '000000' ? '111111' : '000000';
  await Promise.all(Array.from({ length: 4 }, () => t.as(user).post('/api/User/verify-code', { phoneNumber: phone, code: wrong })));
  const res = await t.as(user).post('/api/User/verify-code', { phoneNumber: phone, code });
  expect(res.statusCode).toBe(200);
  expect(res.json().user).toMatchObject({ phoneVerified: true, phoneNumber: phone });
});
