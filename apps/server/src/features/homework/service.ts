import { HOMEWORK_DONE_SHOWN_DAYS, HOMEWORK_SHOWN, type Homework } from '@academy/shared/homework';
import type { Db } from '../../db/client.ts';
import type { ContentSnapshot, ContentStore } from '../catalog/content-store.ts';
import { noteAuthorName } from '../tutor/responses.ts';
import { createHomeworkRepository, type HomeworkRow, type ListedHomework } from './repository.ts';

const DAY_MS = 86_400_000;

/** The questions that count for the homework: its topic's, or those of its concept there. */
export function questionsOf(
  snapshot: ContentSnapshot,
  row: Pick<HomeworkRow, 'submoduleId' | 'conceptId'>,
): string[] {
  const ids = snapshot.submoduleById.get(row.submoduleId)?.questionIds ?? [];
  if (!row.conceptId) return ids;
  return ids.filter((id) => snapshot.questionById.get(id)?.conceptIds.includes(row.conceptId!));
}

/** The API's shape of a stored homework, `answered` of it counted. */
function toHomework(snapshot: ContentSnapshot, listed: ListedHomework, answered: number): Homework {
  const { homework: row, authorFirstname, authorLastname } = listed;
  return {
    id: row.id,
    subModuleId: row.submoduleId,
    subModuleName: snapshot.submoduleById.get(row.submoduleId)?.name ?? 'A retired topic',
    conceptId: row.conceptId,
    conceptName: row.conceptId ? (snapshot.conceptById.get(row.conceptId)?.name ?? null) : null,
    questionCount: row.questionCount,
    answered,
    dueOn: row.dueOn,
    note: row.note,
    authorName: noteAuthorName({ firstname: authorFirstname, lastname: authorLastname }),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Homework as it stands (@academy/shared/homework; set in assignments.ts). It counts the questions of its scope the
 * student answered since it was set, each once, however often retried: nothing is stored as
 * done, so it follows the bank and the answers as they are.
 */
export function createHomeworkService(db: Db, content: ContentStore) {
  const repo = createHomeworkRepository(db);

  /**
   * `view`: the tutor's lists all; the student's (their home, /family, the brief) drops done
   * homework a few days after it was done; a weekly digest's (`doneSince`, its week's start)
   * keeps too what was done in its week, else homework done early in the week never reaches it.
   */
  async function list(
    studentId: string,
    now: Date,
    view: 'tutor' | 'student' | { doneSince: Date },
  ) {
    const rows = await repo.list(studentId, HOMEWORK_SHOWN);
    if (rows.length === 0) return [];
    const snapshot = content.get();
    const scopes = rows.map(({ homework: row }) => questionsOf(snapshot, row));
    const since = new Date(Math.min(...rows.map(({ homework: row }) => row.createdAt.getTime())));
    const times = await repo.answerTimes(studentId, [...new Set(scopes.flat())], since);
    const shown: Homework[] = [];
    rows.forEach((listed, n) => {
      const row = listed.homework;
      // Each question counts from its first answer since the homework was set: answering it
      // again later neither counts twice nor moves the day the homework was done.
      const counted = scopes[n]!.map((id) => times.get(id)?.find((at) => at >= row.createdAt))
        .filter((at): at is Date => at !== undefined)
        .sort((a, b) => a.getTime() - b.getTime());
      const doneAt = counted[row.questionCount - 1];
      // The student's home keeps done homework a few days, for the satisfaction; the tutor all.
      const recently =
        doneAt && now.getTime() - doneAt.getTime() <= HOMEWORK_DONE_SHOWN_DAYS * DAY_MS;
      const inWeek = doneAt && typeof view === 'object' && doneAt >= view.doneSince;
      if (doneAt && view !== 'tutor' && !recently && !inWeek) return;
      shown.push(toHomework(snapshot, listed, Math.min(counted.length, row.questionCount)));
    });
    return shown;
  }

  return {
    list,
    /** Homework just set, as the lists show it: nothing of it answered yet. */
    async fresh(id: string): Promise<Homework> {
      return toHomework(content.get(), (await repo.one(id))!, 0);
    },
  };
}

export type HomeworkService = ReturnType<typeof createHomeworkService>;
