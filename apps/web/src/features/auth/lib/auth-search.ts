import { chosenPlan, type PurchasableTier } from '@academy/shared/tiers';
import { optionalText } from '../../../lib/search-params';

export interface AuthSearch {
  /** Where to go after signing in; checked by safeRedirect before use. */
  redirect?: string;
  /** A plan chosen on /pricing before signing up or in: confirmed right after (issue 41). */
  plan?: PurchasableTier;
  /** Sign-up from a family invitation: its token (which verifies the address) and address. */
  invitation?: string;
  email?: string;
}

/** ?plan= a purchasable tier, else dropped without a word (a tampered or unknown plan). */
export const planSearch = (search: Record<string, unknown>): Pick<AuthSearch, 'plan'> => ({
  plan: chosenPlan(search.plan),
});

/** The search of /login and /signup. */
export const authSearch = (search: Record<string, unknown>): AuthSearch => ({
  redirect: optionalText(search.redirect),
  ...planSearch(search),
  invitation: optionalText(search.invitation),
  email: optionalText(search.email),
});
