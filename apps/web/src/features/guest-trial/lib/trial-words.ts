import type { AuthUser } from '@academy/shared/profile';
import { isEndedStatus } from '@academy/shared/payments';
import { normaliseTier, type SubscriptionTier } from '@academy/shared/tiers';

/**
 * Whether a user who counts as Guest now had a paid plan that has ended: the server says so in
 * its status, or the tier it gave is past its end date (the page stayed open since).
 */
export const paidPlanEnded = (user: AuthUser, tierNow: SubscriptionTier) =>
  tierNow === 'Guest' &&
  (normaliseTier(user.subscriptionTier) !== 'Guest' || isEndedStatus(user.subscriptionStatus));

/**
 * What the Guest's questions are called. Every question an account has used counts, on a plan
 * too (decision 003): for a former customer they are no "free trial" they could have used up,
 * so they are the questions left without a plan, and their answers on the plan count.
 */
export const trialWords = (planEnded: boolean) => (planEnded ? PLAN_ENDED : FREE_TRIAL);

const FREE_TRIAL = {
  title: 'Your free trial',
  loading: 'Loading your free questions',
  counting: 'Counting your free questions…',
  unknown: 'You are on the free practice trial.',
  left: 'free questions left',
  used: 'Free questions used',
  more: 'Upgrade to a paid plan for unlimited practice.',
  none: 'You have used every free question. Upgrade to keep practicing.',
  last: 'That was your last free question.',
  /** The same, away from the question just checked (on /tests). */
  usedUp: 'You have used every free question.',
  lastNext: 'Upgrade to keep practicing.',
};

const PLAN_ENDED: typeof FREE_TRIAL = {
  title: 'Your plan has ended',
  loading: 'Loading your questions left',
  counting: 'Counting your questions left…',
  unknown: 'Choose a plan to keep practicing.',
  left: 'questions left without a plan',
  used: 'Questions used',
  more: 'Questions answered on your plan count toward these. Choose a plan for unlimited practice.',
  none: 'Your answers and scores stay in your account. Choose a plan to keep practicing.',
  last: 'That was your last question without a plan.',
  usedUp: 'You have no questions left without a plan.',
  lastNext: 'Choose a plan to keep practicing.',
};
