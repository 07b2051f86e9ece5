/** How a score range reads, the same on the screen and in the mails (decision 027). */
export const scoreRangeText = (range: { low: number; high: number }) =>
  `${range.low}–${range.high}`;

/** What the range means, for the section the evaluation estimates ("SAT Math"). */
export const scoreRangeMeaning = (scoreName: string) =>
  `This is an estimate, not an official SAT score: from your answers, your ${scoreName} score is ` +
  'likely (about 8 times in 10) to fall in this range.';
