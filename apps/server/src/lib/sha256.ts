import { hash } from 'node:crypto';

/**
 * The stored form of a secret that only has to be recognised again (a token, a key, a device
 * id): its SHA-256 in hex. The one-shot hash is about five times cheaper than createHash, and
 * every signed-in call hashes its cookie.
 */
export const sha256Hex = (text: string) => hash('sha256', text, 'hex');
