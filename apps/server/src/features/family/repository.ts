import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  answers,
  familyDigestSettings,
  familyInvitations,
  familyLinks,
  tutorBookings,
  users,
} from '../../db/schema/index.ts';
import { announceUserChanged } from '../auth/user-changes.ts';
import { enqueueCappedMail } from '../mail/caps.ts';
import { enqueueMail, notifyMailQueued, type NewMail } from '../mail/outbox.ts';
import { studyTime } from '../progress/study-time.ts';
import { storeInvitation, type NewInvitation } from './pending-invitations.ts';
import { withdrawSharing } from './sharing-end.ts';

export type InvitationRow = typeof familyInvitations.$inferSelect;
export type UserRow = typeof users.$inferSelect;

const liveLink = isNull(familyLinks.revokedAt);

export function createFamilyRepository(db: Db) {
  return {
    /**
     * Stores an invitation, or resends the child's pending one to that address (storeInvitation),
     * and queues its mail together; false (nothing changed) when the address had its day's cap of
     * invitations.
     */
    async invite(row: NewInvitation, mail: NewMail & { kind: 'family-invite' }) {
      const queued = await db.transaction(async (tx) => {
        if (!(await enqueueCappedMail(tx as unknown as Db, mail))) return false;
        await storeInvitation(tx as unknown as Db, row);
        return true;
      });
      if (queued) notifyMailQueued();
      return queued;
    },

    findInvitation: async (tokenHash: string) =>
      (
        await db.select().from(familyInvitations).where(eq(familyInvitations.tokenHash, tokenHash))
      )[0],

    findUser: async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0],

    hasPractice: async (userId: string) =>
      (await db.select({ id: answers.id }).from(answers).where(eq(answers.userId, userId)).limit(1))
        .length > 0,

    /**
     * Uses the invitation once (unused, unexpired, not withdrawn) and links the parent, in one
     * transaction. `makeParent`: the account turns parent (only from student). The address is
     * proven by the mailed link, as a verification link proves it. Null when the link was not
     * usable any more (another tab, a revoke) and nothing changed.
     */
    async accept(tokenHash: string, parentId: string, now: Date, makeParent: boolean) {
      const linked = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(familyInvitations)
          .set({ acceptedAt: now })
          .where(
            and(
              eq(familyInvitations.tokenHash, tokenHash),
              isNull(familyInvitations.acceptedAt),
              isNull(familyInvitations.revokedAt),
              gt(familyInvitations.expiresAt, now),
            ),
          )
          .returning();
        if (!used) return null;
        await tx
          .update(users)
          .set({
            ...(makeParent
              ? {
                  role: sql`case when ${users.role} = 'student' then 'parent' else ${users.role} end`,
                }
              : {}),
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
            updatedAt: now,
          })
          .where(eq(users.id, parentId));
        await tx
          .insert(familyLinks)
          .values({ parentId, childId: used.childId, invitationId: used.id, createdAt: now })
          .onConflictDoNothing();
        return used;
      });
      if (linked) announceUserChanged(db, parentId);
      return linked;
    },

    /** The student's invitations still open or accepted and live, newest first. */
    listAccess: (childId: string, now: Date) =>
      db
        .select({
          id: familyInvitations.id,
          email: familyInvitations.email,
          createdAt: familyInvitations.createdAt,
          linkedAt: familyLinks.createdAt,
          parentId: familyLinks.parentId,
          firstname: users.firstname,
          lastname: users.lastname,
          parentEmail: users.email,
        })
        .from(familyInvitations)
        .leftJoin(familyLinks, and(eq(familyLinks.invitationId, familyInvitations.id), liveLink))
        .leftJoin(users, eq(users.id, familyLinks.parentId))
        .where(
          and(
            eq(familyInvitations.childId, childId),
            isNull(familyInvitations.revokedAt),
            sql`(${familyLinks.id} is not null or (${familyInvitations.acceptedAt} is null and ${familyInvitations.expiresAt} > ${now}))`,
          ),
        )
        .orderBy(desc(familyInvitations.createdAt)),

    /**
     * Withdraws an invitation of the student and ends the access it gave, answering the parents
     * whose link ended; null when the invitation is not theirs to withdraw.
     */
    revoke: (childId: string, invitationId: string, now: Date) =>
      db.transaction((tx) => withdrawSharing(tx as unknown as Db, childId, now, invitationId)),

    isLinked: async (parentId: string, childId: string) =>
      (
        await db
          .select({ id: familyLinks.id })
          .from(familyLinks)
          .where(
            and(eq(familyLinks.parentId, parentId), eq(familyLinks.childId, childId), liveLink),
          )
      ).length > 0,

    /** The parent's linked children, in the order they were linked. */
    children: async (parentId: string) =>
      (
        await db
          .select({ user: users })
          .from(familyLinks)
          .innerJoin(users, eq(users.id, familyLinks.childId))
          .where(and(eq(familyLinks.parentId, parentId), liveLink))
          .orderBy(familyLinks.createdAt)
      ).map((r) => r.user),

    /** When each of the parent's live links began, by child id. */
    linkedSince: async (parentId: string) =>
      new Map(
        (
          await db
            .select({ childId: familyLinks.childId, createdAt: familyLinks.createdAt })
            .from(familyLinks)
            .where(and(eq(familyLinks.parentId, parentId), liveLink))
        ).map((r) => [r.childId, r.createdAt]),
      ),

    /** The child's parents with a live link, in the order they were linked. */
    parentsOf: async (childId: string) =>
      (
        await db
          .select({ user: users })
          .from(familyLinks)
          .innerJoin(users, eq(users.id, familyLinks.parentId))
          .where(and(eq(familyLinks.childId, childId), liveLink))
          .orderBy(familyLinks.createdAt)
      ).map((r) => r.user),

    /** Paid tutor bookings made by the child's account, newest first. */
    paidBookings: (childId: string) =>
      db
        .select()
        .from(tutorBookings)
        .where(and(eq(tutorBookings.userId, childId), eq(tutorBookings.status, 'paid')))
        .orderBy(desc(tutorBookings.paidAt))
        .limit(5),

    /** Parents with a live link who have not opted out of the digest. */
    digestParents: async () =>
      (
        await db
          .selectDistinct({ user: users })
          .from(familyLinks)
          .innerJoin(users, eq(users.id, familyLinks.parentId))
          .leftJoin(familyDigestSettings, eq(familyDigestSettings.parentId, users.id))
          .where(and(liveLink, isNull(familyDigestSettings.optedOutAt)))
      ).map((r) => r.user),

    /** Time studied (studyTime), and first attempts and right ones, answered in [from, to). */
    async weekStats(userId: string, from: Date, to: Date) {
      const [row] = await db
        .select({
          timeSpentMs: sql<string>`(select coalesce(sum(ms), 0) from ${studyTime(userId)}
            where at >= ${from.toISOString()}::timestamptz and at < ${to.toISOString()}::timestamptz)`,
          answered: sql<string>`count(*) filter (where ${answers.isFirstAttempt})`,
          correct: sql<string>`count(*) filter (where ${answers.isFirstAttempt} and ${answers.pointsEarned} > 0)`,
        })
        .from(answers)
        .where(
          and(
            eq(answers.userId, userId),
            gte(answers.answeredAt, from),
            lt(answers.answeredAt, to),
          ),
        );
      return {
        timeSpentMs: Number(row?.timeSpentMs ?? 0),
        answered: Number(row?.answered ?? 0),
        correct: Number(row?.correct ?? 0),
      };
    },

    /** The parent's digest settings, made on first use with a fresh opt-out key. */
    async digestSettings(parentId: string) {
      await db
        .insert(familyDigestSettings)
        .values({ parentId, optOutKey: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      return (
        await db
          .select()
          .from(familyDigestSettings)
          .where(eq(familyDigestSettings.parentId, parentId))
      )[0]!;
    },

    findDigestSettings: async (parentId: string) =>
      (
        await db
          .select()
          .from(familyDigestSettings)
          .where(eq(familyDigestSettings.parentId, parentId))
      )[0],

    /** Turns the digest back on (the opt-out was a click too many) or off, from /family. */
    setSubscribed: (parentId: string, subscribed: boolean, now: Date) =>
      db
        .update(familyDigestSettings)
        .set({ optedOutAt: subscribed ? null : now })
        .where(eq(familyDigestSettings.parentId, parentId)),

    optOut: (parentId: string, now: Date) =>
      db
        .update(familyDigestSettings)
        .set({ optedOutAt: sql`coalesce(${familyDigestSettings.optedOutAt}, ${now})` })
        .where(eq(familyDigestSettings.parentId, parentId)),

    /** Queues a mail now; one whose outbox key is already there is not queued again. */
    queueMail: (mail: NewMail) => enqueueMail(db, [mail], { notify: true }),

    setNudged: (parentId: string, at: Date | null) =>
      db
        .update(familyDigestSettings)
        .set({ nudgedAt: at })
        .where(eq(familyDigestSettings.parentId, parentId)),
  };
}

export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
