import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

// The local provider's pages send the payer back where the link says; an edited link must not leave the app.
const t = useTestApp({ PUBLIC_URL: 'https://ojeador.example' });
let user: SignedIn;
let page: string;

beforeAll(async () => {
  user = await signIn(t.app);
  const res = await t.as(user).post('/api/Subscription/load-money', { amount: 10 });
  expect(res.statusCode).toBe(200);
  page = new URL(res.json<{ url: string }>().url, 'https://ojeador.example').pathname;
});

const leave = async (query: string, outcome: 'confirm' | 'cancel' = 'cancel') => {
  const res = await t.anonymous.post(`${page}?${query}`, outcome === 'cancel' ? { outcome } : undefined);
  expect(res.statusCode).toBe(303);
  return res.headers.location;
};

describe('the local checkout page redirects only within the app', () => {
  it.each([
    'success=%2F%5Cevil.com',
    'success=%2F%09%2Fevil.com',
    'success=https%3A%2F%2Fx%2F%5Cevil.com',
    'success=%2F%2Fevil.com',
    'success=%2F%5C%5Cevil.com',
    'success=%2F%0A%2Fevil.com',
    'success=%2F.%2F%2Fevil.com',
    'success=javascript%3Aalert(1)',
    'success=https%3A%2F%2Fevil.com%2Fsuccess',
  ])('?%s answers 303 to /', async (query) => {
    expect(await leave(query, 'confirm')).toBe('/');
  });

  it.each(['cancel=%2F%5Cevil.com', 'cancel=%2F%09%2Fevil.com', 'cancel=https%3A%2F%2Fevil.com'])('?%s answers 303 to /', async (query) => {
    expect(await leave(query)).toBe('/');
  });

  it('keeps a path of the app with its query, given relative or on PUBLIC_URL', async () => {
    expect(await leave('cancel=%2Fcancel%3Fpayment%3D7%26from%3Dwallet')).toBe('/cancel?payment=7&from=wallet');
    expect(await leave('success=https%3A%2F%2Fojeador.example%2Fsuccess%3Fpayment%3D7', 'confirm')).toBe('/success?payment=7');
  });

  it('goes to the payment’s own page when the link names none', async () => {
    expect(await leave('')).toMatch(/^\/cancel\?payment=\d+$/);
  });
});
