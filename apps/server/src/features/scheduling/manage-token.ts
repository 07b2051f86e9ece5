import { hash, randomBytes } from 'node:crypto';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Only the SHA-256 of a mailed link's token is stored: a database leak opens no booking. */
export const hashManageToken = (token: string) =>
  TOKEN.test(token) ? hash('sha256', token, 'hex') : undefined;

/** The random token (192 bits) of a booking's mailed link, and its stored hash. */
export function newManageToken() {
  const value = randomBytes(24).toString('base64url');
  return { value, hash: hash('sha256', value, 'hex') };
}
