// Shared helpers for the geometry-trigonometry generators. The numeric-choice helpers moved to
// lib/numeric-item.ts when the other submodules' generators came to use them.
export { choicesFrom, finish, numericItem, type Option } from '../lib/numeric-item.ts';

export const pick = <T>(items: readonly T[], i: number): T => {
  const v = items[i % items.length];
  if (v === undefined) throw new Error('empty list');
  return v;
};
