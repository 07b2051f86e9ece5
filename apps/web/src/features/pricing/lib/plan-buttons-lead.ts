/**
 * Where a plan's button on /pricing leads: a visitor signs up first (SPEC §2, the plan carried
 * through); a signed-in user confirms the plan chosen and goes to its checkout, told there when
 * it would start (a pass bought during another one) or why it cannot be bought now; a
 * subscriber ('plans') changes to another subscription on /subscription, where the change is
 * priced first.
 */
export type PlanButtonsLead = 'signup' | 'confirm' | 'plans';
