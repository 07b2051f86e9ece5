// Mastery levels: the label shown beside a concept's score, and the rule behind each, written
// once here for the server, the practice sidebar, the home and the progress page's help.

export const MASTERY_LEVELS = [
  'Not started',
  'Practicing',
  'Familiar',
  'Proficient',
  'Mastered',
] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

/** Answers on a concept before its score may show above 5.0 (issue 36). */
export const MIN_ANSWERS_ABOVE_HALF = 5;
/** Answers on a concept before it can be Mastered. */
export const MIN_ANSWERS_MASTERED = 10;

/** The rule behind each level, as the help shows it. */
export const MASTERY_LEVEL_RULES: Record<MasteryLevel, string> = {
  'Not started': 'No question of this concept answered yet.',
  Practicing: `A score below 5.0, or fewer than ${MIN_ANSWERS_ABOVE_HALF} answers.`,
  Familiar: `A score from 5.0 to 6.9 after at least ${MIN_ANSWERS_ABOVE_HALF} answers.`,
  Proficient: `A score from 7.0 to 8.4 (it takes at least ${MIN_ANSWERS_ABOVE_HALF} answers to pass 5.0).`,
  Mastered: `A score of 8.5 or more after at least ${MIN_ANSWERS_MASTERED} answers.`,
};

/** How the score itself is made, for the same help. */
export const MASTERY_SCORE_RULE =
  'A concept’s score (0–10) estimates the chance of getting its next question right the first ' +
  'time. It stays at 0 until one question is right the first time. Each first attempt moves it: ' +
  'more for a hard question answered right or an easy one missed, less after a hint, and much ' +
  'less after a superhint. Early answers move it most; after a long run of right answers, one ' +
  `slip moves it only a little. Until ${MIN_ANSWERS_ABOVE_HALF} questions of a concept are ` +
  'answered, its score stays at 5.0 or below.';

/**
 * A concept's level from its score (one decimal, 0–10) and the answers behind it. Before
 * `MIN_ANSWERS_ABOVE_HALF` answers the score is held at 5.0 or below, and reaching that cap
 * (two right answers do) is not yet evidence of knowing the concept: still Practicing.
 */
export function masteryLevel(score: number, answered: number): MasteryLevel {
  if (answered === 0) return 'Not started';
  if (answered < MIN_ANSWERS_ABOVE_HALF) return 'Practicing';
  if (score >= 8.5 && answered >= MIN_ANSWERS_MASTERED) return 'Mastered';
  if (score >= 7) return 'Proficient';
  if (score >= 5) return 'Familiar';
  return 'Practicing';
}

/** "12 of 40 done": questions answered (a first attempt) of those there are. */
export const doneText = (answered: number, total: number) => `${answered} of ${total} done`;
