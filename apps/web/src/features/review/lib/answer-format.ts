// How a card and the details modal word an answer's numbers (SPEC §2).

/** 'Earned 3 pts' when the question earned points, otherwise 'No Points'. */
export const pointsLabel = (points: number) =>
  points > 0 ? `Earned ${points} ${points === 1 ? 'pt' : 'pts'}` : 'No Points';

/** Time spent in whole seconds: '42s'. */
export const secondsLabel = (ms: number) => `${Math.round(Math.max(0, ms) / 1000)}s`;

export const difficultyLabel = (difficulty: number) => `${difficulty}/5`;

/** A multiple-choice answer is a choice id; the comparison forgives case and spaces. */
export const sameChoice = (a: string, b: string) =>
  a.trim().toUpperCase() === b.trim().toUpperCase();
