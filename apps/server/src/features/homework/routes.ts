import type { HomeworkList } from '@academy/shared/homework';
import { academyDay } from '@academy/shared/academy-day';
import { homeworkSchema } from '@academy/shared/homework-schema';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ContentStore } from '../catalog/content-store.ts';
import type { ProgressRepository } from '../progress/repository.ts';
import { idOf, uuidId } from '../tutor/id-params.ts';
import { reachableStudent } from '../tutor/student-reach.ts';
import { createHomeworkAssignments } from './assignments.ts';

/** Homework: the tutor sets and removes it on a student's page; the student reads their own. */
export async function homeworkRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    content: ContentStore;
    config: Config;
    progressRepository: Pick<ProgressRepository, 'checkedQuestions'>;
  },
) {
  const { db, content, config, progressRepository } = opts;
  const homework = createHomeworkAssignments(db, content, config, progressRepository);
  const onRow = { preHandler: [uuidId, app.requireRole('tutor')] };

  app.get(
    '/homework',
    { preHandler: app.requireSignedIn },
    async (request) =>
      ({
        homework: await homework.list(currentUser(request).id, new Date(), 'student'),
      }) satisfies HomeworkList,
  );

  const onStudent = { preHandler: [uuidId, app.requireRole('tutor'), reachableStudent(db)] };

  app.get('/tutor/students/:id/homework', onStudent, async (request) => ({
    homework: await homework.list(idOf(request), new Date(), 'tutor'),
  }));

  app.post('/tutor/students/:id/homework', onRow, async (request, reply) => {
    const input = parseInput(homeworkSchema(academyDay(new Date())), request.body);
    const set = await homework.set(currentUser(request).id, idOf(request), input, new Date());
    reply.status(set.created ? 201 : 200);
    return set.homework;
  });

  app.delete('/tutor/homework/:id', onRow, async (request, reply) => {
    await homework.remove(idOf(request));
    return reply.status(204).send();
  });
}
