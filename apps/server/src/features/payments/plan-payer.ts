import { ERROR_CODES } from '@academy/shared/errors';
import { paymentErrors } from '@academy/shared/payments';
import { planChangeMessages } from '@academy/shared/plan-changes';
import { forbidden } from '../../lib/app-error.ts';
import type { PaymentsRepository, SubscriptionRow, UserRow } from './repository.ts';

type PlanRow = Pick<SubscriptionRow, 'userId' | 'checkoutSessionId'>;

/** Whoever pays for a plan manages it (decision 057). */
export function createPlanPayers(repo: PaymentsRepository) {
  /** The payer the plan's checkout recorded, when it is not the plan's user. */
  async function payerIdOf(row: PlanRow): Promise<string | null> {
    if (!row.checkoutSessionId) return null;
    const payerId = (await repo.findCheckoutSession(row.checkoutSessionId))?.payerUserId;
    return payerId && payerId !== row.userId ? payerId : null;
  }

  /**
   * The parent who pays for the plan and manages it while linked to its user; undefined: the
   * user manages it (their own plan, or a payer who is no longer linked).
   */
  async function managerOf(row: PlanRow): Promise<UserRow | undefined> {
    const payerId = await payerIdOf(row);
    if (!payerId || !(await repo.isLinkedParent(payerId, row.userId))) return undefined;
    return repo.findUser(payerId);
  }

  /**
   * Refuses a change, cancellation or resumption of the plan by anyone but its manager. A plan
   * whose payer is no longer a linked parent (the link or their account ended) has none: its
   * renewal stopped then, and its user may only cancel it, not charge that card again.
   */
  async function assertManages(
    actor: Pick<UserRow, 'id'>,
    row: PlanRow,
    action: 'change' | 'cancel' | 'resume',
  ): Promise<void> {
    const payerId = await payerIdOf(row);
    if (!payerId) {
      if (actor.id === row.userId) return;
      throw forbidden(planChangeMessages.paidByAnother, ERROR_CODES.planPaidByOther);
    }
    if (await repo.isLinkedParent(payerId, row.userId)) {
      if (actor.id === payerId) return;
      throw forbidden(
        actor.id === row.userId
          ? planChangeMessages.paidByParent
          : planChangeMessages.paidByAnother,
        ERROR_CODES.planPaidByOther,
      );
    }
    if (actor.id === row.userId && action === 'cancel') return;
    throw forbidden(planChangeMessages.paidByFormerPayer, ERROR_CODES.planPaidByOther);
  }

  /**
   * Why `buyer` may not start a checkout over the renewing `plan`: its manager is told to change
   * or cancel it (one still waiting for a pass to end, `upcoming`, has no Change plan yet: it is
   * canceled); anyone else, that only whoever pays for it can.
   */
  async function checkoutRefusal(
    plan: PlanRow,
    buyer: Pick<UserRow, 'id'>,
    recurring: boolean,
    upcoming = false,
  ): Promise<string> {
    const managerId = (await managerOf(plan))?.id ?? plan.userId;
    if (managerId === buyer.id && upcoming) {
      return recurring
        ? paymentErrors.upcomingPlanBlocksPlan
        : paymentErrors.upcomingPlanBlocksPass;
    }
    if (managerId === buyer.id) {
      return recurring ? paymentErrors.alreadySubscribed : paymentErrors.recurringActive;
    }
    if (buyer.id !== plan.userId) return paymentErrors.renewingPaidByAnother;
    return recurring ? planChangeMessages.paidByParent : paymentErrors.renewingPaidByParent;
  }

  return { payerIdOf, managerOf, assertManages, checkoutRefusal };
}

export type PlanPayers = ReturnType<typeof createPlanPayers>;
