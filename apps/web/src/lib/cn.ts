/** Joins class names, skipping falsy ones. Components avoid conflicting utilities instead of merging. */
export const cn = (...classes: Array<string | false | null | undefined>) =>
  classes.filter(Boolean).join(' ');
