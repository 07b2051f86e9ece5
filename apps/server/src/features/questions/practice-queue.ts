import { pickWeighted } from './selection.ts';

export interface QueueInput {
  /** The questions the pick may serve: the submodule's, or one concept's of it. */
  candidates: readonly string[];
  /** Answered already (in a round: answered since it began). */
  done: (id: string) => boolean;
  /** Skipped and not served since, with when (ms). */
  skipped: ReadonlyMap<string, number>;
  /** In a round, questions whose first attempt was missed come before the rest. */
  missedFirst?: (id: string) => boolean;
  weight: (id: string) => number;
  random?: () => number;
}

/**
 * The next question: one not done and not skipped, drawn by weight (missed ones first in a
 * round); a skipped one only when nothing else is left, the oldest skip first, so "Skip for
 * now" sends a question to the back of the queue; none when every candidate is done.
 */
export function nextInQueue(input: QueueInput): string | undefined {
  const { candidates, done, skipped, missedFirst, weight, random } = input;
  const open = (id: string) => !done(id) && !skipped.has(id);
  if (missedFirst) {
    const missed = pickWeighted(
      candidates,
      (id) => (open(id) && missedFirst(id) ? weight(id) : 0),
      random,
    );
    if (missed) return missed;
  }
  const picked = pickWeighted(candidates, (id) => (open(id) ? weight(id) : 0), random);
  if (picked) return picked;
  let oldest: string | undefined;
  let oldestAt = Infinity;
  for (const id of candidates) {
    const at = skipped.get(id);
    if (at !== undefined && at < oldestAt && !done(id)) {
      oldest = id;
      oldestAt = at;
    }
  }
  return oldest;
}
