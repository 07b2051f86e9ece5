import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
