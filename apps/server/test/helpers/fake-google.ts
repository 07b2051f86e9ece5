import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll } from 'vitest';

export const GOOGLE_CLIENT_ID = 'academy-test.apps.googleusercontent.com';

/** A JWKS endpoint on loopback standing in for Google's, and a signer for ID tokens. */
export async function startFakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;

  const sign = (
    claims: Record<string, unknown>,
    {
      audience = GOOGLE_CLIENT_ID,
      issuer = 'https://accounts.google.com',
      expiresIn = '1h',
      key = privateKey,
      /** Seconds since the epoch; now when absent. */
      issuedAt = undefined as number | undefined,
    } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuedAt(issuedAt)
      .setIssuer(issuer)
      .setAudience(audience)
      .setExpirationTime(expiresIn)
      // Google's tokens each have their own id: two signed in one second differ, as theirs do.
      .setJti(randomUUID())
      .sign(key);

  return { jwksUrl: `http://127.0.0.1:${port}/certs`, sign };
}
