import { homeworkMessages } from '@academy/shared/homework';
import type { HomeworkRequest } from '@academy/shared/homework-schema';
import { tutorMessages } from '@academy/shared/tutor';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { ContentStore } from '../catalog/content-store.ts';
import { createMailRepository } from '../mail/repository.ts';
import type { ProgressRepository } from '../progress/repository.ts';
import { freeQuestionsLeft } from '../questions/free-questions-left.ts';
import { enqueueMail, notifyMailQueued } from '../mail/outbox.ts';
import { HOMEWORK_MAIL_KIND, homeworkMail } from './mails.ts';
import { createHomeworkRepository } from './repository.ts';
import { createHomeworkService, questionsOf } from './service.ts';

/** How long the same homework sent again counts as the one already set, not another. */
const SAME_HOMEWORK_MS = 60_000;

/**
 * The tutor sets and removes homework. Setting it mails the student in the same transaction (a
 * link straight into the practice); removing it before that mail left withdraws the mail.
 */
export function createHomeworkAssignments(
  db: Db,
  content: ContentStore,
  config: Pick<Config, 'publicUrl' | 'academy' | 'guestFreeQuestions'>,
  progress: Pick<ProgressRepository, 'checkedQuestions'>,
) {
  const homework = createHomeworkService(db, content);

  function practiceUrl(subModuleId: string, conceptId: string | null) {
    const url = new URL(`/practice/${encodeURIComponent(subModuleId)}`, config.publicUrl);
    if (conceptId) url.searchParams.set('concept', conceptId);
    return url.toString();
  }

  return {
    async set(authorId: string, studentId: string, input: HomeworkRequest, now: Date) {
      const student = await createHomeworkRepository(db).student(studentId);
      if (!student) throw notFound(tutorMessages.studentNotFound);
      const submodule = content.get().submoduleById.get(input.subModuleId);
      if (!submodule) {
        const msg = homeworkMessages.topicUnknown;
        throw badRequest(msg, [{ param: 'subModuleId', msg }]);
      }
      if (input.conceptId && !submodule.conceptIds.includes(input.conceptId)) {
        const msg = homeworkMessages.conceptUnknown;
        throw badRequest(msg, [{ param: 'conceptId', msg }]);
      }
      // More than the scope holds could never be done: each question counts once.
      const scope = questionsOf(content.get(), {
        submoduleId: input.subModuleId,
        conceptId: input.conceptId,
      });
      if (input.questionCount > scope.length) {
        const msg = homeworkMessages.countAboveScope(scope.length);
        throw badRequest(msg, [{ param: 'questionCount', msg }]);
      }
      // A Guest's trial may end before the homework does: the mail says so, as the tutor was told.
      const trial = {
        left: await freeQuestionsLeft(progress, config.guestFreeQuestions, student),
        planUrl: new URL('/subscription', config.publicUrl).toString(),
      };
      const set = await db.transaction(async (tx) => {
        const repo = createHomeworkRepository(tx);
        const values = {
          studentId,
          authorId,
          submoduleId: input.subModuleId,
          conceptId: input.conceptId ?? null,
          questionCount: input.questionCount,
          dueOn: input.dueOn ?? null,
          note: input.note ?? null,
          createdAt: now,
        };
        // A double click or a retried request sends it again: it is set, and mailed, once.
        const same = await repo.sameSince(values, new Date(now.getTime() - SAME_HOMEWORK_MS));
        if (same) {
          return {
            homework: await createHomeworkService(tx, content).fresh(same.id),
            created: false,
          };
        }
        const row = await repo.add(values);
        const listed = await createHomeworkService(tx, content).fresh(row.id);
        const link = practiceUrl(listed.subModuleId, listed.conceptId);
        await enqueueMail(tx, [homeworkMail(student, listed, link, config.academy, now, trial)]);
        return { homework: listed, created: true };
      });
      if (set.created) notifyMailQueued();
      return set;
    },

    async remove(id: string) {
      await db.transaction(async (tx) => {
        if (!(await createHomeworkRepository(tx).remove(id))) {
          throw notFound(homeworkMessages.notFound);
        }
        await createMailRepository(tx).withdraw(HOMEWORK_MAIL_KIND, id);
      });
    },

    list: homework.list,
  };
}
