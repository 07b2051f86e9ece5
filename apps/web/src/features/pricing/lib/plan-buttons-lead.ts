/**
 * Where a plan's button on /pricing leads: a visitor signs up first (SPEC §2, the plan carried
 * through); a signed-in user without a plan confirms the one chosen and goes to its checkout; a
 * user whose plan is under way changes it on /subscription, where its price is shown first.
 */
export type PlanButtonsLead = 'signup' | 'confirm' | 'plans';
