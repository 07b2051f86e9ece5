import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createAppAccountEraser } from '../features/account/erasure.ts';
import { createAccountExport } from '../features/account/export-repository.ts';
import { createUpcomingSessions } from '../features/scheduling/upcoming-sessions.ts';
import { AdminError } from './commands.ts';
import { createAdminRepository } from './repository.ts';

/**
 * The privacy policy's written requests (decision 052): a copy of an account's data, and its
 * deletion, done by an administrator with the same export and eraser as the owner's buttons.
 * Staff accounts, which the owner cannot delete, are deleted here.
 */
export function createAccountCommands(db: Db, config: Config) {
  const admin = createAdminRepository(db);

  async function userOrFail(email: string) {
    const user = await admin.findUserByEmail(email);
    if (!user) throw new AdminError(`No user with email ${email}`);
    return user;
  }

  return {
    /** The export's JSON text, in pieces (the owner's download, streamed). */
    async exportAccount(email: string, now: Date) {
      return createAccountExport(db, config)(await userOrFail(email), now);
    },

    /** `confirm` must repeat the address: a mistyped command deletes nobody. */
    async deleteAccount(email: string, confirm: string | undefined, now: Date) {
      const user = await userOrFail(email);
      if (confirm?.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new AdminError(
          `To delete ${user.email}, repeat the address: --confirm ${user.email}`,
        );
      }
      const ahead = await createUpcomingSessions(db).countOf(user.id, now);
      if (ahead > 0) {
        throw new AdminError(
          `${user.email} has ${ahead} tutor session(s) booked ahead: cancel them first (the owner ` +
            'or the tutor, on the Sessions pages), so that they are refunded.',
        );
      }
      await createAppAccountEraser(db, config)(user, 'request', now);
      return { email: user.email, role: user.role };
    },
  };
}
