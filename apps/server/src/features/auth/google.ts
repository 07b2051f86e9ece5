import { createRemoteJWKSet, jwtVerify, errors as joseErrors } from 'jose';
import { NAME_MAX, emailSchema, firstnameField } from '@academy/shared/auth';
import { plainText, truncateCodePoints } from '@academy/shared/plain-text';
import { AppError } from '../../lib/app-error.ts';

export interface GoogleIdentity {
  sub: string;
  email: string;
  /** Clean names of at most NAME_MAX characters with a letter, or absent. */
  givenName?: string;
  familyName?: string;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const FAILED = 'Google authentication failed';
// Google's subject ids are digits; anything unprintable would only fail in the database.
const GOOGLE_SUBJECT = /^[\x21-\x7e]{1,255}$/;

/**
 * A name claim as the sign-up form would take it: cleaned to plain text, cut to NAME_MAX by code
 * point, and dropped (the caller falls back) when no name with a letter is left.
 */
function claimName(claim: unknown): string | undefined {
  if (typeof claim !== 'string') return undefined;
  const name = truncateCodePoints(plainText(claim), NAME_MAX).trim();
  return firstnameField.safeParse(name).success ? name : undefined;
}

/**
 * Verifies a Google ID token's signature against the JWKS, its audience, issuer and expiry, and,
 * given `maxAgeSeconds`, that Google issued it at most that long ago.
 */
export function createGoogleVerifier(
  clientId: string | undefined,
  jwksUrl: string,
  { maxAgeSeconds }: { maxAgeSeconds?: number } = {},
) {
  const jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000 });
  return async (token: string): Promise<GoogleIdentity> => {
    if (!clientId) throw new AppError(400, 'Google sign-in is not configured');
    let payload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        audience: clientId,
        issuer: ISSUERS,
        maxTokenAge: maxAgeSeconds,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) {
        throw new AppError(401, FAILED);
      }
      throw error;
    }
    if (!payload.sub || payload.email === undefined || payload.email_verified !== true) {
      throw new AppError(401, 'Google account email is not verified');
    }
    // Signed by Google, but read with the rules every other account meets.
    const email = emailSchema.safeParse(payload.email);
    if (!email.success || !GOOGLE_SUBJECT.test(payload.sub)) throw new AppError(401, FAILED);
    return {
      sub: payload.sub,
      email: email.data,
      givenName: claimName(payload.given_name),
      familyName: claimName(payload.family_name),
    };
  };
}
