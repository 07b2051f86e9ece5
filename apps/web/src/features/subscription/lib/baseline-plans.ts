import { TIER_CARD_NOTES, UNLIMITED_PRACTICE_FEATURE } from '@academy/shared/plans';

/**
 * The two tiers nobody buys, shown as cards without a button (SPEC §4): Guest, the trial every
 * account starts with, and Free, which only the academy assigns.
 */
export const BASELINE_PLANS = {
  Guest: {
    name: 'Guest',
    description: 'Every account starts here: try the practice questions before choosing a plan.',
    features: [
      'A free practice trial',
      'Hints and explanations on trial questions',
      'The free SAT Math and SAT English evaluations',
    ],
    note: TIER_CARD_NOTES.Guest,
  },
  Free: {
    name: 'Free',
    description: 'Full practice access granted by the academy, at no cost.',
    features: [
      UNLIMITED_PRACTICE_FEATURE,
      'Hints and in-depth superhints',
      'Scores per concept and submodule',
    ],
    note: TIER_CARD_NOTES.Free,
  },
} as const;

export type BaselineTier = keyof typeof BASELINE_PLANS;
