import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../lib/sha256.ts';

/** 256 random bits; only the SHA-256 of it is stored. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const hashSessionToken = sha256Hex;
