import { hash, randomBytes } from 'node:crypto';

/** A mailed single-use token: 128 random bits; only its SHA-256 is stored. */
export const newAccountToken = () => randomBytes(16).toString('base64url');
export const hashAccountToken = (token: string) => hash('sha256', token, 'hex');
