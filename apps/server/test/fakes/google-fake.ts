import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { sendJson, startHttpFake } from './http-fake.js';

export const GOOGLE_CLIENT_ID = 'ojeador-test.apps.googleusercontent.com';

/** Google's JWKS and token-info endpoints, with a key pair that signs test ID tokens. */
export async function startGoogleFake() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const accessTokens = new Map<string, Record<string, string>>();
  const fake = await startHttpFake((request, res) => {
    const url = new URL(request.url, 'http://fake');
    if (url.pathname === '/certs') return sendJson(res, 200, { keys: [jwk] });
    if (url.pathname === '/tokeninfo') {
      const info = accessTokens.get(url.searchParams.get('access_token') ?? '');
      return info ? sendJson(res, 200, info) : sendJson(res, 400, { error: 'invalid_token' });
    }
    sendJson(res, 404, {});
  });

  async function idToken(claims: Record<string, unknown>, options: { key?: CryptoKey; expiresIn?: string; audience?: string; issuer?: string } = {}) {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? GOOGLE_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey);
  }

  return {
    env: { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: `${fake.url}/certs`, GOOGLE_TOKENINFO_URL: `${fake.url}/tokeninfo` },
    idToken,
    registerAccessToken: (token: string, info: Record<string, string>) => accessTokens.set(token, info),
    close: fake.close,
  };
}
