import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../lib/sha256.ts';

/** A mailed single-use token: 128 random bits; only its SHA-256 is stored. */
export const newAccountToken = () => randomBytes(16).toString('base64url');
export const hashAccountToken = sha256Hex;
