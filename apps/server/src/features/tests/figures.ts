import { resolve } from 'node:path';
import { testMessages } from '@academy/shared/tests';
import { notFound } from '../../lib/app-error.ts';
import { storedQuestion, type ContentStore } from '../catalog/content-store.ts';
import { BANK_ASSET_PREFIX } from '../content/records.ts';
import type { TestsRepository } from './repository.ts';
import { atSeat } from './views.ts';

/**
 * The file of the figure at `seat` of the caller's attempt, in a module it has reached: a
 * module's page asks for figures by seat, as the bank's file names say the skill (views.ts).
 * Math's first module of the whole SAT is stored as the break starts, unreached until it is on
 * screen: its figures wait with its questions, or the break was time to study them.
 */
export function createTestFigures(deps: {
  repo: TestsRepository;
  content: ContentStore;
  contentRoot: string;
}) {
  return async (userId: string, attemptId: string, seat: string) => {
    const attempt = await deps.repo.findOwned(userId, attemptId);
    if (!attempt) throw notFound(testMessages.attemptNotFound);
    const seated = atSeat(await deps.repo.modules(attempt.id), seat);
    const url = seated?.module.reached
      ? storedQuestion(deps.content.get(), seated.questionId)?.public.imageUrl
      : undefined;
    if (!url?.startsWith(BANK_ASSET_PREFIX)) throw notFound(testMessages.figureNotFound);
    return resolve(deps.contentRoot, url.slice(BANK_ASSET_PREFIX.length));
  };
}

export type TestFigureFile = ReturnType<typeof createTestFigures>;
