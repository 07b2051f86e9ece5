import type { AcademyContact } from '@academy/shared/academy';
import { academyDay } from '@academy/shared/academy-day';
import { FAMILY_BILLING_ANCHOR } from '@academy/shared/family';
import { effectiveTier, isPurchasableTier } from '@academy/shared/tiers';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accountMailReader } from '../auth/account-mails.ts';
import type { UserRow } from '../auth/repository.ts';
import { announceUserChanged } from '../auth/user-changes.ts';
import { notifyMailQueued } from '../mail/outbox.ts';
import { createPaymentsCore } from '../payments/core.ts';
import type { StoppedRenewal } from '../payments/renewal-stops.ts';
import { createPaymentsService } from '../payments/service.ts';
import { accountDeletedMail, familyMemberLeftMail, type DeletionReason } from './mails.ts';
import { createAccountRepository } from './repository.ts';

export interface AccountEraserDeps {
  db: Db;
  config: { academy: AcademyContact; publicUrl: string };
  /**
   * Closes open plan checkouts and stops renewals at the payment provider, before anything goes;
   * answers the plans that stopped.
   */
  settlePayments: (userId: string, now: Date) => Promise<StoppedRenewal[]>;
}

/**
 * Deletes an account and everything in it (decision 052). The user's row goes, and with it, by
 * the schema's cascades, their sessions, answers, review cards, tests, goal, scores, family
 * links, homework, session reports and plans. Kept, without the account: the payment records and
 * tutor bookings the law requires (their foreign keys set null). Their evaluation submissions and
 * every copy of mail to their address go too; the last mail says what happened.
 */
export function createAccountEraser({ db, config, settlePayments }: AccountEraserDeps) {
  const repo = createAccountRepository(db);

  return async function eraseAccount(user: UserRow, reason: DeletionReason, now: Date) {
    // The provider first: if it fails, nothing here has changed and the owner can try again.
    const stopped = await settlePayments(user.id, now);
    const linked = await repo.linkedPeople(user.id);
    // Their own paid plan, a renewing one or a pass, whoever paid: it ends with the account.
    const tier = effectiveTier(user.subscriptionTier, user.subscriptionEndDate, now);
    const ownPlan = isPurchasableTier(tier)
      ? {
          tier,
          renewed: stopped.some(
            (plan) => plan.userId === user.id && !plan.payerId && plan.kind === 'recurring',
          ),
        }
      : undefined;
    // The plan one of the two paid for the other's use: its renewal just stopped, or it is the
    // leaving child's pass, which ends with the account.
    const planBetween = (person: (typeof linked)[number]) => {
      const [child, payer] = person.leaverIs === 'child' ? [user, person] : [person, user];
      return stopped.find((plan) => plan.userId === child.id && plan.payerId === payer.id);
    };
    // A parent is told what their card stops paying for: the renewing plans of their children.
    const parent =
      user.role === 'parent'
        ? {
            childPlans: stopped.flatMap((plan) => {
              const child = linked.find((p) => p.leaverIs === 'parent' && p.id === plan.userId);
              return child && plan.payerId === user.id && plan.kind === 'recurring'
                ? [{ firstname: child.firstname, tier: plan.tier, accessEnds: plan.accessEnds }]
                : [];
            }),
          }
        : undefined;
    await repo.deleteAccount(user, [
      accountDeletedMail(accountMailReader(user, config), reason, academyDay(now), ownPlan, parent),
      ...linked.map((person) =>
        familyMemberLeftMail(accountMailReader(person, config), user, person.leaverIs, {
          plan: planBetween(person),
          planUrl: `${config.publicUrl}/subscription`,
          billingUrl: `${config.publicUrl}/family#${FAMILY_BILLING_ANCHOR}`,
        }),
      ),
    ]);
    notifyMailQueued();
    // Drops the recent session checks of the user here and on the other instances.
    announceUserChanged(db, user.id);
  };
}

export type EraseAccount = ReturnType<typeof createAccountEraser>;

/** The eraser with the app's payment provider: the owner's request and the retention job. */
export const createAppAccountEraser = (db: Db, config: Config) =>
  createAccountEraser({
    db,
    config,
    settlePayments: createPaymentsService(createPaymentsCore(db, config)).settleBeforeDeletion,
  });
