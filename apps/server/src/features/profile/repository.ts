import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { announceUserChanged } from '../auth/user-changes.ts';

export function createProfileRepository(db: Db) {
  return {
    async update(
      userId: string,
      values: Pick<
        typeof users.$inferInsert,
        'firstname' | 'lastname' | 'phoneNumber' | 'state' | 'extendedTime'
      >,
    ) {
      const [updated] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      announceUserChanged(db, userId);
      return updated!;
    },
  };
}
