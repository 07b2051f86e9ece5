import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recomputeUser } from './fulfilment.ts';
import { planMailing } from './mails/layout.ts';
import { createPaymentsRepository, type UserRow } from './repository.ts';

type StoredTier = Pick<
  UserRow,
  'subscriptionTier' | 'subscriptionEndDate' | 'subscriptionTierUntil'
>;

/**
 * When the stored tier has to be worked out again: the moment written with it, and at the
 * latest a paid tier's end (a row written by a release that did not record that moment). Free
 * is the administrators' and does not run out.
 */
export function tierDueAt(user: StoredTier): number | null {
  if (user.subscriptionTier === 'Free') return null;
  const until = user.subscriptionTierUntil?.getTime();
  const paid = user.subscriptionTier !== 'Guest';
  const end = paid ? user.subscriptionEndDate?.getTime() : undefined;
  if (until === undefined) return end ?? null;
  return end === undefined ? until : Math.min(until, end);
}

const isTierDue = (user: StoredTier, now: number) => {
  const at = tierDueAt(user);
  return at !== null && at <= now;
};

/**
 * Gives the user with the tier they have now, for every signed-in request (plugins/auth.ts).
 * The stored row holds until its tier is due, which costs a clock comparison. Then the tier is
 * worked out from the purchases and written once (fulfilment.ts), which tells every instance
 * (user-changes.ts): a plan or pass that ends gives way to the pass chained after it, or to
 * Guest, with no webhook and no visit to the plan page. Concurrent requests of one user share
 * that write; a request that read the row before it finds it done and takes the new row.
 */
export function createTierRollover(db: Db, config: Pick<Config, 'publicUrl' | 'academy'>) {
  const repo = createPaymentsRepository(db);
  const mailing = planMailing(config);
  const running = new Map<string, Promise<UserRow>>();

  const rollOver = (user: UserRow) =>
    repo.transaction(async (tx) => {
      const locked = await tx.lockUser(user.id);
      if (!locked) return user;
      const now = new Date();
      if (!isTierDue(locked, now.getTime())) return locked;
      return (await recomputeUser(tx, user.id, now, { mailing })) ?? locked;
    });

  return async function withCurrentTier(user: UserRow): Promise<UserRow> {
    if (!isTierDue(user, Date.now())) return user;
    let pending = running.get(user.id);
    if (!pending) {
      pending = rollOver(user).finally(() => running.delete(user.id));
      running.set(user.id, pending);
    }
    return pending;
  };
}

export type TierRollover = ReturnType<typeof createTierRollover>;
