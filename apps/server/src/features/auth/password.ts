import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id floor: 19 MiB, 2 iterations, 1 lane. (@node-rs/argon2 defaults to argon2id.)
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verified against when the email is unknown, so both failures cost the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-Aa1');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
