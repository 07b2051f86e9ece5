import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L or U: a reference read out over the phone cannot be misheard or misread.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A human-friendly booking reference such as TS-7K3P9Q (30^6 ≈ 729 million values). */
export function newBookingReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `TS-${code}`;
}

export const BOOKING_REFERENCE_PATTERN = /^TS-[2-9A-HJKMNP-TV-Z]{6}$/;
