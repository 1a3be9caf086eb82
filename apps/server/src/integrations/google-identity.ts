import { createRemoteJWKSet, jwtVerify } from 'jose';

export type GoogleIdentity = { sub: string; email: string; name: string; picture: string | null };

export class GoogleIdentityError extends Error {}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

type Options = { clientId: string | undefined; jwksUrl: string; tokenInfoUrl: string; fetch?: typeof fetch };

/** Verifies Google credentials: ID tokens against Google's JWKS, access tokens against token-info. */
export class GoogleIdentityVerifier {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;
  constructor(private readonly options: Options) {
    this.jwks = createRemoteJWKSet(new URL(options.jwksUrl));
  }

  private requireClientId(): string {
    if (!this.options.clientId) throw new GoogleIdentityError('Google sign-in is not configured');
    return this.options.clientId;
  }

  async verifyIdToken(credential: string): Promise<GoogleIdentity> {
    const audience = this.requireClientId();
    let payload;
    try {
      ({ payload } = await jwtVerify(credential, this.jwks, { audience, issuer: GOOGLE_ISSUERS }));
    } catch (error) {
      throw new GoogleIdentityError(`Invalid Google ID token: ${(error as Error).message}`);
    }
    const email = typeof payload.email === 'string' ? payload.email : null;
    if (!payload.sub || !email) throw new GoogleIdentityError('Google ID token without subject or e-mail');
    if (payload.email_verified === false) throw new GoogleIdentityError('Google e-mail not verified');
    return {
      sub: payload.sub,
      email: email.toLowerCase(),
      name: typeof payload.name === 'string' && payload.name ? payload.name : email.split('@')[0],
      picture: typeof payload.picture === 'string' ? payload.picture : null,
    };
  }

  async verifyAccessToken(accessToken: string, claimed: { email?: string; name?: string; googleId?: string }): Promise<GoogleIdentity> {
    const audience = this.requireClientId();
    const url = new URL(this.options.tokenInfoUrl);
    url.searchParams.set('access_token', accessToken);
    const response = await (this.options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new GoogleIdentityError(`token-info answered ${response.status}`);
    const info = (await response.json()) as {
      aud?: string;
      azp?: string;
      sub?: string;
      email?: string;
      email_verified?: string | boolean;
      expires_in?: string;
    };
    if (info.aud !== audience && info.azp !== audience) throw new GoogleIdentityError('Access token issued for another client');
    if (!info.sub || !info.email) throw new GoogleIdentityError('Access token without subject or e-mail');
    if (String(info.email_verified) === 'false') throw new GoogleIdentityError('Google e-mail not verified');
    if (claimed.googleId && claimed.googleId !== info.sub) throw new GoogleIdentityError('Google id does not match the token');
    if (claimed.email && claimed.email.toLowerCase() !== info.email.toLowerCase()) throw new GoogleIdentityError('E-mail does not match the token');
    return { sub: info.sub, email: info.email.toLowerCase(), name: claimed.name?.trim() || info.email.split('@')[0], picture: null };
  }
}
