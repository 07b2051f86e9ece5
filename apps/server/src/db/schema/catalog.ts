import type { Passage } from '@academy/shared/passage';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Catalogue and question ids are the bank's stable slugs, so a re-import updates rows in place
// and users' answers keep pointing at the same questions.
export const modules = pgTable('modules', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const submodules = pgTable('submodules', {
  id: text('id').primaryKey(),
  moduleId: text('module_id')
    .notNull()
    .references(() => modules.id),
  name: text('name').notNull(),
  imageUrl: text('image_url'),
  position: integer('position').notNull().default(0),
});

export const concepts = pgTable(
  'concepts',
  {
    id: text('id').primaryKey(),
    submoduleId: text('submodule_id')
      .notNull()
      .references(() => submodules.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('concepts_submodule_idx').on(t.submoduleId)],
);

export interface StoredChoice {
  id: string;
  latex: string;
  text: string;
}
export interface StoredHint {
  order: number;
  latex: string;
  image?: string;
}

export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    submoduleId: text('submodule_id')
      .notNull()
      .references(() => submodules.id),
    type: text('type').notNull(),
    difficulty: integer('difficulty').notNull(),
    body: text('body').notNull(),
    bodyLatex: text('body_latex').notNull(),
    imageUrl: text('image_url'),
    /** What the figure shows, in words: its alternative text (the SVG's <title>). */
    imageAlt: text('image_alt'),
    imagePosition: text('image_position').notNull().default('top'),
    /** A Reading and Writing question's passage, as the bank writes it (issue 40). */
    passage: jsonb('passage').$type<Passage>(),
    choices: jsonb('choices').$type<StoredChoice[]>().notNull().default([]),
    correctAnswer: text('correct_answer').notNull(),
    correctAnswerLatex: text('correct_answer_latex').notNull(),
    acceptedAnswers: jsonb('accepted_answers').$type<string[]>().notNull().default([]),
    explanation: text('explanation').notNull(),
    explanationLatex: text('explanation_latex').notNull(),
    explanationImage: text('explanation_image'),
    hints: jsonb('hints').$type<StoredHint[]>().notNull().default([]),
    indepthHints: jsonb('indepth_hints').$type<StoredHint[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    contentHash: text('content_hash').notNull(),
    // A question removed from the bank is retired, not deleted, so past answers keep their text.
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questions_submodule_idx').on(t.submoduleId)],
);

export const questionConcepts = pgTable(
  'question_concepts',
  {
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    conceptId: text('concept_id')
      .notNull()
      .references(() => concepts.id),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.conceptId] }),
    index('question_concepts_concept_idx').on(t.conceptId),
  ],
);

/** One row: the hash of the bank files last imported, so a start only imports a newer bank. */
export const contentVersions = pgTable('content_versions', {
  name: text('name').primaryKey(),
  hash: text('hash').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
