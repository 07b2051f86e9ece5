import { createRemoteJWKSet, jwtVerify, errors as joseErrors } from 'jose';
import { AppError } from '../../lib/app-error.ts';

export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName?: string;
  familyName?: string;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Verifies a Google ID token's signature against the JWKS, its audience, issuer and expiry. */
export function createGoogleVerifier(clientId: string | undefined, jwksUrl: string) {
  const jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000 });
  return async (token: string): Promise<GoogleIdentity> => {
    if (!clientId) throw new AppError(400, 'Google sign-in is not configured');
    let payload;
    try {
      ({ payload } = await jwtVerify(token, jwks, { audience: clientId, issuer: ISSUERS }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) {
        throw new AppError(401, 'Google authentication failed');
      }
      throw error;
    }
    const email = typeof payload.email === 'string' ? payload.email : undefined;
    if (!payload.sub || !email || payload.email_verified !== true) {
      throw new AppError(401, 'Google account email is not verified');
    }
    return {
      sub: payload.sub,
      email,
      givenName: typeof payload.given_name === 'string' ? payload.given_name : undefined,
      familyName: typeof payload.family_name === 'string' ? payload.family_name : undefined,
    };
  };
}
