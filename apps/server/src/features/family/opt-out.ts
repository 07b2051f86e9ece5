import { createHmac, timingSafeEqual } from 'node:crypto';
import { FAMILY_OPT_OUT_PATH } from '@academy/shared/family';

/** The opt-out link's signature: HMAC-SHA256 of the parent's id under their own random key. */
export const optOutSignature = (key: string, parentId: string) =>
  createHmac('sha256', key).update(`digest-opt-out:${parentId}`).digest('base64url');

export const optOutLink = (publicUrl: string, parentId: string, key: string) =>
  `${publicUrl}${FAMILY_OPT_OUT_PATH}?parent=${parentId}&sig=${optOutSignature(key, parentId)}`;

export function validOptOut(key: string, parentId: string, sig: string) {
  const expected = Buffer.from(optOutSignature(key, parentId));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
