import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../lib/sha256.ts';
import type { Db } from '../../db/client.ts';
import { createSessionRepository } from './session-repository.ts';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Only the SHA-256 of a mailed link's token is stored: a database leak opens no booking. */
export const hashManageToken = (token: string) =>
  TOKEN.test(token) ? sha256Hex(token) : undefined;

/**
 * A new mailed link to the booking's page, its token random (192 bits) and only its hash
 * stored. Links mailed before stay valid: each mail that needs one gets its own.
 */
export async function newManageUrl(db: Db, bookingId: string, publicUrl: string) {
  const token = randomBytes(24).toString('base64url');
  await createSessionRepository(db).addManageLink(bookingId, sha256Hex(token));
  return `${publicUrl}/booking/${token}`;
}
