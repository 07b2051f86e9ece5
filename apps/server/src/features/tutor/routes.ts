import {
  briefQuerySchema,
  contactedSchema,
  pageQuerySchema,
  freeTierSchema,
  roleSchema,
  studentsQuerySchema,
  tutorNoteSchema,
} from '@academy/shared/tutor';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.ts';
import { attemptIdOf } from '../tests/attempt-id.ts';
import { currentUser } from '../../plugins/auth.ts';
import { idOf, serialId, uuidId } from './id-params.ts';
import { createTutorService, type TutorDeps } from './service.ts';
import { createUpcomingSessions } from '../scheduling/upcoming-sessions.ts';

/** /api/tutor/…: the tutor's workspace (issue 38). Tutors and admins; roles: admins only. */
export async function tutorRoutes(app: FastifyInstance, deps: TutorDeps) {
  const tutor = createTutorService(deps);
  const staff = { preHandler: app.requireRole('tutor') };
  const onStudent = { preHandler: [uuidId, app.requireRole('tutor')] };
  const onNote = { preHandler: [serialId, app.requireRole('tutor')] };
  const { upcomingSessions } = createUpcomingSessions(deps.db);

  app.get('/tutor/students', staff, async (request) =>
    tutor.students(parseInput(studentsQuerySchema, request.query)),
  );

  app.get('/tutor/students/:id', onStudent, async (request) =>
    tutor.student(currentUser(request), idOf(request)),
  );

  app.get('/tutor/students/:id/brief', onStudent, async (request) => {
    const { practiceSheet } = parseInput(briefQuerySchema, request.query);
    return tutor.brief(currentUser(request), idOf(request), practiceSheet);
  });

  app.get<{ Params: { id: string; attemptId: string } }>(
    '/tutor/students/:id/tests/:attemptId',
    onStudent,
    async (request) =>
      tutor.testResult(currentUser(request), idOf(request), attemptIdOf(request.params.attemptId)),
  );

  app.post('/tutor/students/:id/notes', onStudent, async (request, reply) => {
    const { text } = parseInput(tutorNoteSchema, request.body);
    reply.status(201);
    return tutor.addNote(currentUser(request), idOf(request), text);
  });

  app.patch('/tutor/notes/:id', onNote, async (request) => {
    const { text } = parseInput(tutorNoteSchema, request.body);
    return tutor.updateNote(currentUser(request), Number(idOf(request)), text);
  });

  app.delete('/tutor/notes/:id', onNote, async (request, reply) => {
    await tutor.deleteNote(currentUser(request), Number(idOf(request)));
    return reply.status(204).send();
  });

  app.get('/tutor/evaluations', staff, async (request) =>
    tutor.evaluations(parseInput(pageQuerySchema, request.query).page),
  );

  app.get('/tutor/sessions', staff, async (request) =>
    upcomingSessions(parseInput(pageQuerySchema, request.query).page, deps.clock.now()),
  );

  app.patch(
    '/tutor/evaluations/:id',
    { preHandler: [uuidId, app.requireRole('tutor')] },
    async (request) => {
      const { contacted } = parseInput(contactedSchema, request.body);
      return tutor.setContacted(idOf(request), contacted);
    },
  );

  app.post('/tutor/students/:id/free', onStudent, async (request) => {
    const { free } = parseInput(freeTierSchema, request.body);
    return tutor.setFree(currentUser(request), idOf(request), free);
  });

  app.patch(
    '/tutor/students/:id/role',
    { preHandler: [uuidId, app.requireRole('admin')] },
    async (request) => {
      const { role } = parseInput(roleSchema, request.body);
      return tutor.setRole(currentUser(request), idOf(request), role);
    },
  );
}
