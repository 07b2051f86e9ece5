import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits; only the SHA-256 of it is stored. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');
