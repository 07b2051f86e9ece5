import type { StudyGoal } from '@academy/shared/goals';
import type { SatScore } from '@academy/shared/sat-scores';
import type { Homework } from '@academy/shared/homework';
import type { SessionReport } from '@academy/shared/session-reports';
import type { UpcomingSession } from '@academy/shared/scheduling';
import type { FinishedTest } from '@academy/shared/tests';
import {
  FAMILY_ACCEPT_PATH,
  FAMILY_INVITE_TTL_MS,
  familyMessages,
  familyPlanMessages,
  sameAddress,
  type FamilyAccess,
  type FamilyChild,
  type FamilyInvitationPreview,
  FAMILY_SESSIONS_SHOWN,
} from '@academy/shared/family';
import type { ProgressDashboard } from '@academy/shared/progress-dashboard';
import type { PurchasableTier, RecurringTier } from '@academy/shared/tiers';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { hashAccountToken, newAccountToken } from '../auth/account-token.ts';
import type { TierRollover } from '../payments/tier-rollover.ts';
import type { createPaymentsService } from '../payments/service.ts';
import type { PlanChangeService } from '../payments/plan-change-service.ts';
import type { BookingCancellations } from '../scheduling/booking-cancellations.ts';
import { invitationMail } from './mails.ts';
import { refusal } from './invitation-token.ts';
import type { FamilyRepository, UserRow } from './repository.ts';
import type { SharingEnded } from './sharing-end.ts';

const TOO_MANY_INVITES = 'This address was invited too often today. Please try again tomorrow.';

const refuse = (message: string) => fieldError('token', message);

export function createFamilyService(deps: {
  repo: FamilyRepository;
  config: Pick<Config, 'publicUrl' | 'academy'>;
  dashboard: (user: UserRow) => Promise<ProgressDashboard>;
  finishedTests: (userId: string) => Promise<FinishedTest[]>;
  sessionsOf: (studentId: string, now: Date, limit: number) => Promise<UpcomingSession[]>;
  homeworkOf: (studentId: string, now: Date) => Promise<Homework[]>;
  reportsOf: (studentId: string) => Promise<SessionReport[]>;
  goalOf: (studentId: string) => Promise<StudyGoal | null>;
  saveGoal: (
    studentId: string,
    goal: Pick<StudyGoal, 'targetScore' | 'testDate'>,
    now: Date,
  ) => Promise<StudyGoal>;
  satScoresOf: (studentId: string) => Promise<SatScore[]>;
  clock: Clock;
  payments: ReturnType<typeof createPaymentsService>;
  planChanges: PlanChangeService;
  cancellationsOf: (bookingId: string) => Promise<BookingCancellations>;
  withCurrentTier: TierRollover;
  sharingEnded: SharingEnded;
}) {
  const { repo, config, payments } = deps;

  /** The child, when `parent` may see them now; 404 otherwise (revoked access ends at once). */
  async function linkedChild(parent: UserRow, childId: string) {
    const child = (await repo.isLinked(parent.id, childId)) && (await repo.findUser(childId));
    if (!child) throw notFound(familyMessages.childNotLinked);
    return deps.withCurrentTier(child);
  }

  /** Who manages a child's plan, named for a parent who does not: the child, or another parent. */
  async function managerName(managerId: string | undefined, parent: UserRow, child: UserRow) {
    if (!managerId || managerId === parent.id) return null;
    if (managerId === child.id) return child.firstname;
    return (await repo.findUser(managerId))?.firstname ?? null;
  }

  async function usableInvitation(token: string, now: Date) {
    const row = await repo.findInvitation(hashAccountToken(token));
    const refused = refusal(row, now);
    if (refused) throw refuse(refused);
    return row!;
  }

  return {
    async invite(child: UserRow, email: string) {
      if (sameAddress(email, child.email)) {
        throw badRequest(familyMessages.ownAddress, [
          { param: 'email', msg: familyMessages.ownAddress },
        ]);
      }
      const now = new Date();
      // A link to accept would ask them to accept what they have, and list them twice.
      const following = await repo.listAccess(child.id, now);
      if (following.some((r) => r.parentEmail && sameAddress(email, r.parentEmail))) {
        throw badRequest(familyMessages.alreadyFollowing, [
          { param: 'email', msg: familyMessages.alreadyFollowing },
        ]);
      }
      const token = newAccountToken();
      const link = `${config.publicUrl}${FAMILY_ACCEPT_PATH}?token=${token}`;
      // Again to an address invited and not accepted: a resend, the earlier link ends (the
      // reasons in pending-invitations.ts); over the address's daily cap, nothing changes.
      const queued = await repo.invite(
        {
          tokenHash: hashAccountToken(token),
          childId: child.id,
          email,
          createdAt: now,
          expiresAt: new Date(now.getTime() + FAMILY_INVITE_TTL_MS),
        },
        invitationMail(email, child, link, config.academy),
      );
      if (!queued) throw new AppError(429, TOO_MANY_INVITES);
      return { message: familyMessages.invited };
    },

    async access(child: UserRow): Promise<FamilyAccess[]> {
      const [rows, managerId] = await Promise.all([
        repo.listAccess(child.id, new Date()),
        payments.planManagerId(child),
      ]);
      return rows.map((r) => ({
        id: r.id,
        // A parent who changed their address since is known by their account's (decision 053).
        email: r.parentEmail ?? r.email,
        name: r.firstname ? `${r.firstname} ${r.lastname}` : null,
        status: r.linkedAt ? 'active' : 'invited',
        since: (r.linkedAt ?? r.createdAt).toISOString(),
        paysForYourPlan: r.parentId !== null && r.parentId === managerId,
      }));
    },

    async revoke(child: UserRow, invitationId: string) {
      const now = new Date();
      const parents = await repo.revoke(child.id, invitationId, now);
      if (!parents) throw notFound();
      for (const parentId of parents) await deps.sharingEnded(parentId, child.id, now);
      return { message: familyMessages.revoked };
    },

    async preview(token: string): Promise<FamilyInvitationPreview> {
      const row = await usableInvitation(token, new Date());
      const child = await repo.findUser(row.childId);
      if (!child) throw refuse(familyMessages.tokenInvalid);
      return { childFirstname: child.firstname, email: row.email };
    },

    /**
     * Links the signed-in account as the child's parent. Only the account with the invited
     * address may accept; a student account turns parent only while it has no practice of its
     * own (decision 035), staff keep their role.
     */
    async accept(user: UserRow, token: string) {
      const now = new Date();
      const row = await usableInvitation(token, now);
      if (row.childId === user.id) throw refuse(familyMessages.cannotLinkSelf);
      if (!sameAddress(row.email, user.email)) throw refuse(familyMessages.otherAddress);
      const makeParent = user.role === 'student';
      if (makeParent && (await repo.hasPractice(user.id))) {
        throw conflict(familyMessages.studentWithPractice);
      }
      const used = await repo.accept(row.tokenHash, user.id, now, makeParent);
      if (!used)
        throw refuse(
          refusal(await repo.findInvitation(row.tokenHash), now) ?? familyMessages.tokenInvalid,
        );
      return { message: familyMessages.accepted };
    },

    async children(parent: UserRow): Promise<FamilyChild[]> {
      const rows = await repo.children(parent.id);
      return Promise.all(
        rows.map(async (row) => {
          const child = await deps.withCurrentTier(row);
          const [plan, managerId] = await Promise.all([
            payments.current(child),
            payments.planManagerId(child),
          ]);
          const [sessions, bookings, tests, homework, reports, goal, satScores] = await Promise.all(
            [
              deps.sessionsOf(child.id, deps.clock.now(), FAMILY_SESSIONS_SHOWN),
              repo.paidBookings(child.id),
              deps.finishedTests(child.id),
              deps.homeworkOf(child.id, deps.clock.now()),
              deps.reportsOf(child.id),
              deps.goalOf(child.id),
              deps.satScoresOf(child.id),
            ],
          );
          return {
            id: child.id,
            firstname: child.firstname,
            lastname: child.lastname,
            plan: {
              subscriptionTier: plan.subscriptionTier,
              status: plan.subscriptionStatus,
              currentPeriodEnd: plan.currentPeriodEnd,
              kind: plan.kind,
              cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
              scheduledTier: plan.scheduledTier ?? null,
              graceEndsAt: plan.graceEndsAt ?? null,
              upcomingPlan: plan.upcomingPlan ?? null,
              upcomingPasses: plan.upcomingPasses,
              managedByYou: managerId === parent.id,
              managedBy: await managerName(managerId, parent, child),
            },
            sessions,
            bookings: await Promise.all(
              bookings.map(async (b) => ({
                reference: b.internalReference,
                sessionType: b.sessionType,
                sessionCount: b.sessionCount,
                paidAt: b.paidAt?.toISOString() ?? null,
                ...(await deps.cancellationsOf(b.id)),
              })),
            ),
            tests,
            homework,
            reports,
            goal,
            satScores,
          };
        }),
      );
    },

    dashboard: async (parent: UserRow, childId: string) =>
      deps.dashboard(await linkedChild(parent, childId)),

    /** The parent sets or changes the child's SAT goal (a parent often books the test). */
    async setGoal(
      parent: UserRow,
      childId: string,
      goal: Pick<StudyGoal, 'targetScore' | 'testDate'>,
      now: Date,
    ) {
      const child = await linkedChild(parent, childId);
      return deps.saveGoal(child.id, goal, now);
    },

    /** The parent who pays for the child's plan changes it, as the plan page would (057). */
    async changePlan(parent: UserRow, childId: string, tier: RecurringTier, confirm: boolean) {
      const child = await linkedChild(parent, childId);
      const result = await deps.planChanges.changePlan(child, tier, confirm, parent);
      if (!result.applied) return result;
      const told =
        result.preview.direction === 'upgrade'
          ? familyPlanMessages.changed
          : familyPlanMessages.changeScheduled;
      return { ...result, message: told(child.firstname) };
    },

    async cancelPlan(parent: UserRow, childId: string) {
      const child = await linkedChild(parent, childId);
      await payments.cancel(child, parent);
      return { message: familyPlanMessages.canceled(child.firstname) };
    },

    async resumePlan(parent: UserRow, childId: string) {
      const child = await linkedChild(parent, childId);
      await deps.planChanges.resume(child, parent);
      return { message: familyPlanMessages.resumed(child.firstname) };
    },

    /** The checkout of a plan for the child: the plan is the child's, the parent pays. */
    async checkout(parent: UserRow, childId: string, tier: PurchasableTier, timeZone?: string) {
      const child = await linkedChild(parent, childId);
      const back = `${config.publicUrl}/family`;
      return payments.startPlanCheckout(child, tier, timeZone, {
        user: parent,
        successUrl: `${back}?paid=${child.id}`,
        cancelUrl: back,
      });
    },
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
