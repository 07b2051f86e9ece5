import type {
  PracticeRound,
  QuestionFlag,
  QuestionFlagState,
} from '@academy/shared/practice-controls';
import { practiceControlMessages } from '@academy/shared/practice-controls';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/repository.ts';
import type { ContentStore } from '../catalog/content-store.ts';
import type { OpenFlags } from '../progress/progress-records.ts';
import type { ControlsRepository } from './controls-repository.ts';
import type { QuestionService } from './service.ts';

/** Skip, flag for the tutor and practise again (issue 35); the pick itself is in service.ts. */
export function createControlsService(
  content: ContentStore,
  questions: QuestionService,
  repo: ControlsRepository,
  openFlags: (userId: string) => Promise<OpenFlags>,
) {
  return {
    /** "Skip for now": not an answer (no attempt, no points, no streak), only a later turn. */
    async skip(user: UserRow, questionId: string): Promise<{ skipped: true }> {
      questions.findQuestion(questionId);
      if (!(await repo.skip(user.id, questionId, new Date()))) {
        throw conflict(practiceControlMessages.notServed);
      }
      return { skipped: true };
    },

    /** Whether the question is flagged already, with the note (read from memory once loaded). */
    async flagOf(user: UserRow, questionId: string): Promise<QuestionFlagState> {
      questions.findQuestion(questionId);
      return { questionId, flag: (await openFlags(user.id)).get(questionId) ?? null };
    },

    async flag(user: UserRow, questionId: string, note: string | null): Promise<QuestionFlag> {
      questions.findQuestion(questionId);
      await repo.flag(user.id, questionId, note);
      return { questionId, note };
    },

    async unflag(user: UserRow, questionId: string): Promise<{ flagged: false }> {
      questions.findQuestion(questionId);
      await repo.unflag(user.id, questionId);
      return { flagged: false };
    },

    /** "Practice again": from now, the pick serves every question once more, missed first. */
    async startRound(user: UserRow, submoduleId: string): Promise<PracticeRound> {
      if (!content.get().submoduleById.has(submoduleId)) throw notFound('Submodule not found');
      const row = await repo.startRound(user.id, submoduleId);
      return { subModule: submoduleId, round: row.round, startedAt: row.startedAt.toISOString() };
    },
  };
}

export type ControlsService = ReturnType<typeof createControlsService>;
