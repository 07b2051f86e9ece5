// Parents (issue 38): a student shares their progress with a parent by a mailed invitation; the
// parent sees each linked child on /family and gets a weekly digest.
import { z } from 'zod';
import { emailSchema } from './auth.ts';
import type { StudyGoal } from './goals.ts';
import type { SatScore } from './sat-scores.ts';
import type { Homework } from './homework.ts';
import type { SessionReport } from './session-reports.ts';
import type { FinishedTest } from './tests.ts';
import type { ProgressDashboard } from './progress-dashboard.ts';
import type { UpcomingSession } from './scheduling.ts';
import type { SubscriptionKind, UpcomingPass, UpcomingPlan } from './payments.ts';
import type { RecurringTier, SubscriptionTier } from './tiers.ts';

/** The page the invitation mail links to; the token follows as `?token=`. */
export const FAMILY_ACCEPT_PATH = '/family/accept';
/** The page the digest's one-click opt-out links to (`?parent=&sig=`); it works signed out. */
export const FAMILY_OPT_OUT_PATH = '/family/digest-opt-out';
/** The Billing section of /family, which mails to a payer link to (`/family#billing`). */
export const FAMILY_BILLING_ANCHOR = 'billing';
/** How long an invitation link works. */
export const FAMILY_INVITE_TTL_MS = 7 * 24 * 60 * 60_000;

export const familyMessages = {
  invited: 'Invitation sent',
  parentsOnly:
    'This page is for parents. A parent follows a student’s practice here once the student invites them from their profile page, under “Share my progress”, and they accept the mailed invitation.',
  ownAddress: 'Enter your parent’s email address, not your own',
  alreadyFollowing: 'This address already sees your progress',
  notStudent: 'Only a student account can share its progress',
  tokenRequired: 'The invitation link is incomplete',
  tokenInvalid: 'This invitation link is not valid. Ask for a new one.',
  tokenUsed: 'This invitation has already been accepted.',
  tokenExpired: 'This invitation has expired. Ask for a new one.',
  tokenRevoked: 'This invitation was withdrawn.',
  otherAddress:
    'This invitation was sent to another email address. Sign in with that address to accept it.',
  // Only the invited address may accept, so this account holds it: "sign up with the invited
  // address" sent the parent to a sign-up that address could not make. Another address can.
  studentWithPractice:
    'This account has practice of its own, so it cannot become a parent account. ' +
    'Ask the student to invite another email address, and create your parent account with that one.',
  cannotLinkSelf: 'You cannot accept your own invitation',
  accepted: 'You can now follow your child’s progress',
  revoked: 'Access removed',
  childNotLinked: 'This student has not shared their progress with you',
  unknownId: 'No such child or invitation',
  optedOut: 'You will no longer receive the weekly digest.',
  /** Under optedOut on the mailed link's page, which is opted out by opening it. */
  optOutWayBack: 'Changed your mind? Turn it back on from your Family page.',
  digestOn: 'You will get the weekly digest on Sunday evenings.',
  digestOff: 'You will no longer receive the weekly digest.',
  optOutInvalid: 'This link is not valid.',
} as const;

/** One mailbox, however its address was typed: how an invitation's address is matched. */
export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** What a paying parent is told of the child's plan they changed (decision 057). */
export const familyPlanMessages = {
  changed: (name: string) => `${name}'s plan has been changed`,
  changeScheduled: (name: string) => `${name}'s new plan starts when the current period ends`,
  canceled: (name: string) => `${name}'s plan will not renew: it ends with the current period`,
  resumed: (name: string) => `${name}'s plan will renew as before`,
} as const;

const token = z
  .string({ error: familyMessages.tokenRequired })
  .trim()
  .min(1, { error: familyMessages.tokenRequired })
  .max(128, { error: familyMessages.tokenInvalid });

/** POST /family/invitations (the student). */
export const familyInviteSchema = z.object({ email: emailSchema });
export type FamilyInviteInput = z.infer<typeof familyInviteSchema>;

/** POST /family/invitations/preview and /family/invitations/accept. */
export const familyTokenSchema = z.object({ token });

/** POST /family/digest/opt-out: the signed link's values, no session needed. */
export const familyOptOutSchema = z.object({
  parent: z.uuid({ error: familyMessages.optOutInvalid }),
  sig: z
    .string({ error: familyMessages.optOutInvalid })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: familyMessages.optOutInvalid }),
});

/** A child or an invitation named in the path. */
export const familyIdSchema = z.object({
  id: z.uuid({ error: familyMessages.unknownId }),
});

/** One person who can see the student's progress, or was invited to. */
export interface FamilyAccess {
  id: string;
  /** The address invited; once accepted, the parent account's own (it may have changed since). */
  email: string;
  /** The parent's name once the invitation is accepted. */
  name: string | null;
  status: 'invited' | 'active';
  since: string;
  /** This parent pays for the student's plan: stopping the sharing stops its renewal (057). */
  paysForYourPlan: boolean;
}

/** What the invitation page shows before accepting. */
export interface FamilyInvitationPreview {
  childFirstname: string;
  email: string;
}

export interface FamilyBooking {
  reference: string;
  sessionType: string;
  sessionCount: number;
  paidAt: string | null;
  /** Sessions cancelled since, and what their refunds come to (cents). */
  cancelledCount: number;
  refundCents: number;
}

/** The sessions of a child /family lists, soonest first. */
export const FAMILY_SESSIONS_SHOWN = 10;

export interface FamilyPlan {
  subscriptionTier: SubscriptionTier;
  status: string;
  currentPeriodEnd: string | null;
  kind: SubscriptionKind;
  /** A recurring plan that will not renew: it ends at `currentPeriodEnd`. */
  cancelAtPeriodEnd: boolean;
  /** A shorter plan chosen to take over at the renewal. */
  scheduledTier: RecurringTier | null;
  /** A failed renewal's last day of access (as CurrentSubscription's). */
  graceEndsAt?: string | null;
  /** A recurring plan bought during a pass, which starts when the pass ends. */
  upcomingPlan: UpcomingPlan | null;
  /** Passes already paid for, each starting when the access before it ends. */
  upcomingPasses: UpcomingPass[];
  /** This parent pays for the recurring plan and so manages it (decision 057). */
  managedByYou: boolean;
  /** Who manages it when this parent does not: the child's or another parent's first name. */
  managedBy: string | null;
}

/** GET /family/children: one linked child, as the parent sees it. */
export interface FamilyChild {
  id: string;
  firstname: string;
  lastname: string;
  plan: FamilyPlan;
  /** Booked sessions not yet ended, soonest first (at most FAMILY_SESSIONS_SHOWN). */
  sessions: UpcomingSession[];
  bookings: FamilyBooking[];
  /** The child's finished timed tests, newest first. */
  tests: FinishedTest[];
  /** The homework their tutor set, as the child's home lists it. */
  homework: Homework[];
  /** The tutor's newest session reports (FAMILY_REPORTS_SHOWN), newest session first. */
  reports: SessionReport[];
  /** The child's SAT goal (decision 051); null: none set. */
  goal: StudyGoal | null;
  /** The official SAT scores the child entered, newest test first. */
  satScores: SatScore[];
}

/** GET /family/children/:childId/dashboard answers the child's ProgressDashboard. */
export type FamilyChildDashboard = ProgressDashboard;

/** GET and PUT /api/family/digest: whether the parent gets the Sunday digest. */
export const familyDigestSchema = z.object({
  subscribed: z.boolean({ error: 'Say whether to send the digest' }),
});
export type FamilyDigest = z.infer<typeof familyDigestSchema>;
