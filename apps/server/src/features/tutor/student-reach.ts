import type { Role } from '@academy/shared/roles';
import { tutorMessages } from '@academy/shared/tutor';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { idOf } from './id-params.ts';

/**
 * Whether a viewer reaches an account on the tutor's pages: a tutor reaches students only; the
 * pages, notes, brief, homework and reports of another parent, tutor or admin, their own
 * included, are the admin's (decision 034).
 */
export const reachesAsStudent = (viewer: Role, account: string) =>
  viewer === 'admin' || account === 'student';

/** A tutor call's `:id` as a student the caller reaches, else 404 (after the role check). */
export const reachableStudent = (db: Db) => async (request: FastifyRequest) => {
  const [account] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, idOf(request)));
  if (!account || !reachesAsStudent(currentUser(request).role, account.role)) {
    throw notFound(tutorMessages.studentNotFound);
  }
};
