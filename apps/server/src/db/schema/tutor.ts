import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingSessions } from './availability.ts';
import { users } from './users.ts';

/** The tutor's private notes about a student: never shown to the student or a parent. */
export const tutorNotes = pgTable(
  'tutor_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted: the note stays with the student. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tutor_notes_student_idx').on(t.studentId, t.createdAt)],
);

/** Homework the tutor set a student (@academy/shared/homework): counted from their answers. */
export const homework = pgTable(
  'homework',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted: the homework stays with the student. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The bank's ids; not foreign keys: an import may retire a topic, the homework stays. */
    submoduleId: text('submodule_id').notNull(),
    conceptId: text('concept_id'),
    questionCount: integer('question_count').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homework_student_idx').on(t.studentId, t.createdAt)],
);

/**
 * The tutor's report of a held session (@academy/shared/session-reports), one a session: mailed
 * to the student and their parents when first written, shown to them and on the next brief.
 */
export const sessionReports = pgTable(
  'session_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .unique()
      .references(() => bookingSessions.id, { onDelete: 'cascade' }),
    /** The booking's student when it was written: whose account shows it. */
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted: the report stays with the student. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    summary: text('summary').notNull(),
    nextSteps: text('next_steps'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_reports_student_idx').on(t.studentId)],
);
