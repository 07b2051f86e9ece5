import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { knownDevices, users } from '../../db/schema/index.ts';

/** The browsers each account has signed in from (new-device.ts), by the hash of their id. */
export function createKnownDevicesRepository(db: Db) {
  return {
    /**
     * Records the device for the user. 'new': first seen now on an account that had others;
     * 'first': the account's first device (its sign-up); 'known': seen before.
     */
    async recordDevice(userId: string, deviceHash: string): Promise<'new' | 'first' | 'known'> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(knownDevices)
          .values({ userId, deviceHash })
          .onConflictDoNothing()
          .returning({ deviceHash: knownDevices.deviceHash });
        if (!inserted.length) return 'known';
        const [others] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(knownDevices)
          .where(and(eq(knownDevices.userId, userId), ne(knownDevices.deviceHash, deviceHash)));
        return (others?.n ?? 0) > 0 ? 'new' : 'first';
      });
    },

    /** Whether the account with this address has signed in from this device before. */
    isKnownDeviceOf: async (email: string, deviceHash: string) =>
      (
        await db
          .select({ userId: knownDevices.userId })
          .from(knownDevices)
          .innerJoin(users, eq(users.id, knownDevices.userId))
          .where(
            and(
              sql`lower(${users.email}) = lower(${email.trim()})`,
              eq(knownDevices.deviceHash, deviceHash),
            ),
          )
      ).length > 0,

    /** The browsers the account has signed in from (the sign-in lock counts each apart). */
    knownDeviceHashes: async (userId: string) =>
      (
        await db
          .select({ deviceHash: knownDevices.deviceHash })
          .from(knownDevices)
          .where(eq(knownDevices.userId, userId))
      ).map((row) => row.deviceHash),
  };
}
