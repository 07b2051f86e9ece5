import { normaliseTier } from '@academy/shared/tiers';
import type { ProgressRepository } from '../progress/repository.ts';

/**
 * A Guest's free questions left: the trial's `limit` less the questions they checked (access.ts
 * counts the same). Null for any other tier, whose practice has no such end.
 */
export async function freeQuestionsLeft(
  progress: Pick<ProgressRepository, 'checkedQuestions'>,
  limit: number,
  student: { id: string; subscriptionTier: string | null },
): Promise<number | null> {
  if (normaliseTier(student.subscriptionTier) !== 'Guest') return null;
  return Math.max(0, limit - (await progress.checkedQuestions(student.id)).size);
}
