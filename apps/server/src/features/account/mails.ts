import { ACADEMY } from '@academy/shared/academy';
import { formatDayWithYear } from '@academy/shared/academy-day';
import { tierLabel } from '@academy/shared/tiers';
import { formatDateTime, oneLine, type Block } from '../mail/format.ts';
import type { NewMail } from '../mail/outbox.ts';
import { accountMail, type AccountMailReader } from '../auth/account-mails.ts';

export const ACCOUNT_DELETED_MAIL_KIND = 'account-deleted';
export const FAMILY_MEMBER_LEFT_MAIL_KIND = 'family-member-left';
export const INACTIVITY_WARNING_MAIL_KIND = 'account-inactive-warning';

export type DeletionReason = 'request' | 'inactive';

/**
 * A parent's side of their deletion: the children's renewing plans their card paid for, which
 * stopped renewing and run to the end of their period (each child is told in their own mail).
 */
export interface ParentLeaving {
  childPlans: { firstname: string; tier: string; accessEnds: Date }[];
}

/** What went with the account, in the words of who had it: a parent had no practice. */
const whatWent = (parent: ParentLeaving | undefined) =>
  parent
    ? "Your profile and your Family page are gone, and the links with your children's " +
      'accounts have ended: their own accounts and progress are unchanged.'
    : 'Your profile, practice answers, review cards, timed tests, SAT goal and scores are gone, ' +
      'and any link with a parent or child account has ended.';

/**
 * The last mail to the address: what went, what stays, and what to do if it was not them. `plan`:
 * the paid plan the account had, which ended with it unrefunded, as the deletion dialog said;
 * `parent`: the account was a parent's.
 */
export function accountDeletedMail(
  reader: AccountMailReader,
  reason: DeletionReason,
  day: string,
  plan?: { tier: string; renewed: boolean },
  parent?: ParentLeaving,
): NewMail {
  return accountMail(reader, ACCOUNT_DELETED_MAIL_KIND, 'Your account was deleted', [
    [
      reason === 'request'
        ? `As you asked, we deleted your ${ACADEMY.name} account on ${formatDayWithYear(day)}.`
        : `Your ${ACADEMY.name} account was not used for three years, so we deleted it on ` +
          `${formatDayWithYear(day)}, as we told you a month ago.`,
    ],
    [whatWent(parent)],
    ...(parent?.childPlans ?? []).map((child): Block => {
      const first = oneLine(child.firstname);
      return [
        `${first}'s ${tierLabel(child.tier)} plan, which you paid for, will not renew: your card ` +
          `will not be charged for it again. ${first} keeps full access until ` +
          `${formatDateTime(child.accessEnds, ACADEMY.timeZone)}.`,
      ];
    }),
    ...(plan
      ? [
          [
            `Your ${tierLabel(plan.tier)} plan ended with the account. What was left of it is ` +
              'not refunded' +
              (plan.renewed ? ', and your card will not be charged for it again.' : '.'),
          ],
        ]
      : []),
    [
      'We keep the records of payments and tutor session bookings for 7 years, as tax and ' +
        'accounting law requires.',
    ],
    ...(reason === 'request'
      ? [['If you did not ask for this, call us or reply to this email at once.']]
      : []),
    ['You are welcome back any time with a new account.'],
  ]);
}

/** What a leaver's deletion did to a plan one of the two paid for the other's use. */
export interface PlanLeft {
  /** The plan whose renewal stopped, or the leaving child's pass, if there was one. */
  plan?: { tier: string; accessEnds: Date; kind: 'recurring' | 'one-time' };
  /** Where the child, now paying for nothing, chooses a next plan. */
  planUrl: string;
  /** Where the parent's payments stay, on their Family page. */
  billingUrl: string;
}

/**
 * To each linked parent or child: the shared progress is no longer there, and why; and when one
 * of them paid for the other's renewing plan, that it stopped renewing (the plan mails would
 * have called it canceled, or asked the parent to choose a plan for a child who is gone); when a
 * parent paid for a leaving child's pass, that it ended unrefunded, as the child was told.
 */
export function familyMemberLeftMail(
  reader: AccountMailReader,
  leaver: { firstname: string; lastname: string },
  leaverIs: 'child' | 'parent',
  { plan, planUrl, billingUrl }: PlanLeft,
): NewMail {
  const name = oneLine(`${leaver.firstname} ${leaver.lastname}`);
  const first = oneLine(leaver.firstname);
  const label = plan && tierLabel(plan.tier);
  const planBlocks: Block[] = !plan
    ? []
    : leaverIs === 'child'
      ? [
          [
            (plan.kind === 'one-time'
              ? `The ${label} plan you paid for ${first} ended with their account. What was ` +
                'left of it is not refunded. '
              : `The ${label} plan you paid for ${first} will not renew: your card will not be ` +
                'charged again. ') +
              'Your payments stay in the Billing section of your Family page: ',
            { url: billingUrl },
          ],
        ]
      : [
          [
            `Your ${label} plan, which ${first} paid for, will not renew: ${first}'s card will ` +
              `not be charged again. You keep full access until ` +
              `${formatDateTime(plan.accessEnds, ACADEMY.timeZone)}.`,
          ],
          [
            'To keep practicing after that, choose a plan on your plan page: ',
            { url: planUrl },
            '. A one-time plan bought before then starts when this access ends, so no paid day ' +
              'is lost.',
          ],
        ];
  return accountMail(reader, FAMILY_MEMBER_LEFT_MAIL_KIND, `${first} deleted their account`, [
    [
      leaverIs === 'child'
        ? `${name} deleted their ${ACADEMY.name} account, so their progress no longer shows ` +
          'on your Family page and the weekly digest no longer covers them.'
        : `${name}, who followed your progress as a parent, deleted their ${ACADEMY.name} ` +
          'account: your progress is no longer shared with them.',
    ],
    ...planBlocks,
    [
      plan && leaverIs === 'parent'
        ? 'Your progress is unchanged.'
        : 'Your own account is unchanged.',
    ],
  ]);
}

/** A month before an unused account is deleted: signing in keeps it. */
export function inactivityWarningMail(
  reader: AccountMailReader,
  deleteOn: string,
  loginUrl: string,
): NewMail {
  return accountMail(
    reader,
    INACTIVITY_WARNING_MAIL_KIND,
    'Your account will be deleted unless you sign in',
    [
      [
        `Nobody has signed in to your ${ACADEMY.name} account for almost three years. As our ` +
          `privacy policy says, we will delete it and everything in it on ` +
          `${formatDayWithYear(deleteOn)}.`,
      ],
      ['To keep it, sign in before then: ', { url: loginUrl }],
      ['To let it go, there is nothing to do.'],
    ],
  );
}
