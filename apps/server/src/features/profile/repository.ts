import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export function createProfileRepository(db: Db) {
  return {
    update: async (
      userId: string,
      values: Pick<typeof users.$inferInsert, 'firstname' | 'lastname' | 'phoneNumber' | 'state'>,
    ) =>
      (
        await db
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning()
      )[0]!,
  };
}
