import type { TestHarness } from './use-test-app.js';

/** Reads the newest verification code sent to a number through the development outbox call. */
export async function lastCodeSentTo(t: Pick<TestHarness, 'anonymous'>, phone: string): Promise<string> {
  const res = await t.anonymous.get('/api/dev/outbox');
  const message = (res.json() as { to: string; body: string }[]).find((m) => m.to === phone);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}
