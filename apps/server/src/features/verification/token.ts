import { hash, randomBytes } from 'node:crypto';

/** 128 random bits for a mailed link; only the SHA-256 of it is stored. */
export const newAccountToken = () => randomBytes(16).toString('base64url');
export const hashAccountToken = (token: string) => hash('sha256', token, 'hex');
