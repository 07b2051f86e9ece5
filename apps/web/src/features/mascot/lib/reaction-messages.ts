import { STREAK_THRESHOLD } from '../../../store/mascot-slice';

/** Said after a right answer, one or two in a row. */
const PRAISE = [
  'Great job!',
  'You got it!',
  'Nicely done!',
  "That's right, well done!",
  'Correct! Keep it up!',
  'Brilliant thinking!',
];

/** Said from three right answers in a row, while the mascot claps. */
const STREAK_PRAISE = [
  (streak: number) => `${streak} in a row! You're on a roll!`,
  () => "Amazing streak! You're really getting this!",
  () => 'Unstoppable! Keep that streak going!',
  () => "Wow, you're on fire today!",
];

/** Said after a wrong answer, one or two in a row. */
const ENCOURAGEMENT = [
  "Not quite, but you're close!",
  'Almost! Give it another go.',
  'Mistakes help you learn. Try again!',
  "Don't give up, you can do this!",
  'Good try! A hint might help.',
];

/** Said from three wrong answers in a row, while the mascot cries with you. */
const TOUGH_STRETCH = [
  'Tough one! Try a hint to get unstuck.',
  'Hang in there! Every mistake is a step forward.',
  "Take a deep breath. You've got this!",
  "Let's slow down and read the hints together.",
];

export type Answer = 'correct' | 'wrong';

/** The message lists for an answer and the current streak of that kind. */
export function reactionChoices(answer: Answer, streak: number): string[] {
  if (answer === 'correct') {
    return streak >= STREAK_THRESHOLD ? STREAK_PRAISE.map((line) => line(streak)) : PRAISE;
  }
  return streak >= STREAK_THRESHOLD ? TOUGH_STRETCH : ENCOURAGEMENT;
}

/** A random message for the answer, never the one said just before. */
export function pickReaction(
  answer: Answer,
  streak: number,
  previous: string | undefined,
  random: () => number = Math.random,
): string {
  const choices = reactionChoices(answer, streak).filter((line) => line !== previous);
  // Every list holds several lines, so one is always left after removing the previous.
  return choices[Math.floor(random() * choices.length)]!;
}
