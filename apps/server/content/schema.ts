// The shape of the question-bank files. A tutor edits these YAML files by hand, so every
// field has a plain name and the checker (tools/check.ts) reports the file, line and field.
import { z } from 'zod';

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a lowercase kebab-case id' })
  .max(80);

/** Text with inline math: $...$ or \(...\) inline, $$...$$ or \[...\] display. */
const latexText = z
  .string()
  .trim()
  .min(1)
  // SPEC §9 treats longer math texts differently; the app renders every text at once, which
  // holds only up to this length (docs/decisions/005-math-renders-synchronously.md).
  .max(1000, { error: 'is over 1000 characters, the most a math text may hold' });

/** A path under content/ (figures/..., images/...) or a data: URI. */
const assetRef = z
  .string()
  .regex(/^(?:(?:figures|images)\/[a-z0-9/_-]+\.svg|data:image\/[a-z+]+[;,].*)$/, {
    error: 'must be figures/<name>.svg, images/<name>.svg or a data:image URI',
  });

const hint = z.union([
  latexText,
  z.object({ text: latexText, image: assetRef.optional() }).strict(),
]);

export const choiceId = z.enum(['A', 'B', 'C', 'D']);

/** Reading and Writing (issue 40): the texts a question is about, shown above it. */
const passageText = z.string().trim().min(1).max(1500);
export const passage = z
  .object({
    /** What the text is, set above it as the SAT does: "The following text is from…". */
    intro: z.string().trim().min(1).max(300).optional(),
    /** One text, or a pair labeled "Text 1" and "Text 2"; none when the passage is notes. */
    texts: z
      .array(z.object({ label: z.string().min(1).optional(), text: passageText }).strict())
      .max(2)
      .default([]),
    notes: z.array(passageText).min(2).max(6).optional(),
    table: z
      .object({
        title: z.string().min(1),
        columns: z.array(z.string().min(1)).min(2).max(5),
        rows: z
          .array(z.array(z.string().min(1)).min(2).max(5))
          .min(1)
          .max(8),
      })
      .strict()
      .optional(),
    /** Required for a public-domain excerpt: which work, who wrote it, when. */
    source: z
      .object({
        work: z.string().min(1),
        author: z.string().min(1),
        year: z.number().int().min(1000).max(1930),
      })
      .strict()
      .optional(),
  })
  .strict();

const common = {
  id: slug,
  concepts: z.array(slug).min(1),
  difficulty: z.number().int().min(1).max(5),
  body: latexText,
  figure: assetRef.optional(),
  figurePosition: z.enum(['top', 'bottom']).default('top'),
  hints: z.array(hint).min(1).max(3),
  superhints: z.array(hint).min(1).max(2),
  explanation: latexText,
  explanationFigure: assetRef.optional(),
  passage: passage.optional(),
};

const choice = z.object({ id: choiceId, text: latexText }).strict();

export const multipleChoiceQuestion = z
  .object({
    ...common,
    type: z.literal('multiple_choice'),
    choices: z.array(choice).length(4),
    answer: choiceId,
  })
  .strict();

export const freeEntryQuestion = z
  .object({
    ...common,
    type: z.literal('free_entry'),
    /** Every accepted form: numbers as the student would type them (3/4, .75, 0.75, -2). */
    accepted: z.array(z.string().trim().min(1).max(20)).min(1),
    /** How the answer is shown after checking; defaults to the first accepted form. */
    answerLatex: latexText.optional(),
  })
  .strict();

export const question = z.discriminatedUnion('type', [multipleChoiceQuestion, freeEntryQuestion]);
/** What a generator or a YAML file supplies; defaults (figurePosition) are filled in by parsing. */
export type BankQuestion = z.input<typeof question>;
export type ParsedBankQuestion = z.output<typeof question>;

/** A question file: questions/<submodule>/<concept>.yaml */
export const questionFile = z
  .object({ submodule: slug, questions: z.array(question).min(1) })
  .strict();

/** bank.yaml: the catalog every question file refers to. */
export const bankFile = z
  .object({
    version: z.number().int().min(1),
    /** In the order the app lists them: SAT Math, then SAT Reading and Writing. */
    modules: z.array(z.object({ id: slug, name: z.string().min(1) }).strict()).min(1),
    submodules: z
      .array(
        z
          .object({
            id: slug,
            module: slug,
            name: z.string().min(1),
            image: assetRef,
            order: z.number().int(),
          })
          .strict(),
      )
      .min(1),
    concepts: z
      .array(
        z
          .object({
            id: slug,
            submodule: slug,
            name: z.string().min(1),
            description: z.string().min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

const evaluationCommon = {
  id: slug,
  /** The Digital SAT domain: one of the bank's submodule ids. */
  domain: slug,
  /** Reading and Writing: the skill (a concept id) the question tests. */
  skill: slug.optional(),
  difficulty: z.number().int().min(1).max(5),
  body: latexText,
  figure: assetRef.optional(),
  passage: passage.optional(),
  explanation: latexText.optional(),
};

export const evaluationQuestion = z.discriminatedUnion('type', [
  z
    .object({
      ...evaluationCommon,
      type: z.literal('multiple_choice'),
      choices: z.array(choice).length(4),
      answer: choiceId,
    })
    .strict(),
  z
    .object({
      ...evaluationCommon,
      type: z.enum(['number_input', 'text_input']),
      accepted: z.array(z.string().trim().min(1).max(20)).min(1),
    })
    .strict(),
]);
export type EvaluationQuestion = z.infer<typeof evaluationQuestion>;

/** evaluation/evaluation.yaml (SAT Math) and evaluation/reading-writing.yaml */
export const evaluationFile = z
  .object({
    version: z.number().int().min(1),
    title: z.string().min(1),
    sections: z
      .array(z.object({ questions: z.array(evaluationQuestion).min(1) }).strict())
      .length(2),
  })
  .strict();
