import { mathTextToPlain } from '@academy/shared/math-text';
import { typedKeyLatex } from './typed-key.ts';
import type { z } from 'zod';
import { figureTitle } from '../../../content/tools/figure-title.ts';
import type { Content } from '../../../content/tools/load.ts';
import type { question as questionSchema } from '../../../content/schema.ts';
import type { StoredHint } from '../../db/schema/catalog.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import type { concepts, modules, questions, submodules } from '../../db/schema/index.ts';

type BankQuestion = z.output<typeof questionSchema>;
type Hint = BankQuestion['hints'][number];

export interface BankRecords {
  modules: (typeof modules.$inferInsert)[];
  submodules: (typeof submodules.$inferInsert)[];
  concepts: (typeof concepts.$inferInsert)[];
  questions: QuestionRecord[];
}

export type QuestionRecord = typeof questions.$inferInsert & {
  contentHash: string;
  conceptIds: string[];
};

/** Where the bank's files are served: figures/x.svg at /content/figures/x.svg. */
export const BANK_ASSET_PREFIX = '/content/';

/** A bank file's address; data URIs stay as they are. */
export const assetUrl = (ref: string | undefined) =>
  ref === undefined ? null : ref.startsWith('data:') ? ref : `${BANK_ASSET_PREFIX}${ref}`;

const toHints = (hints: Hint[]): StoredHint[] =>
  hints.map((hint, index) => {
    const { text, image } = typeof hint === 'string' ? { text: hint, image: undefined } : hint;
    return { order: index + 1, latex: text, ...(image ? { image: assetUrl(image)! } : {}) };
  });

function toQuestionRecord(
  root: string,
  q: BankQuestion,
  submoduleId: string,
  position: number,
): QuestionRecord {
  const answer =
    q.type === 'multiple_choice'
      ? {
          correctAnswer: q.answer,
          correctAnswerLatex: q.choices.find((c) => c.id === q.answer)!.text,
          acceptedAnswers: [],
          choices: q.choices.map((c) => ({
            id: c.id,
            latex: c.text,
            text: mathTextToPlain(c.text),
          })),
        }
      : {
          correctAnswer: q.accepted[0]!,
          correctAnswerLatex: typedKeyLatex(q.accepted, q.answerLatex),
          acceptedAnswers: q.accepted,
          choices: [],
        };
  const record = {
    id: q.id,
    submoduleId,
    type: q.type,
    difficulty: q.difficulty,
    body: mathTextToPlain(q.body),
    bodyLatex: q.body,
    imageUrl: assetUrl(q.figure),
    imageAlt: figureTitle(root, q.figure) ?? null,
    imagePosition: q.figurePosition ?? 'top',
    ...answer,
    explanation: mathTextToPlain(q.explanation),
    explanationLatex: q.explanation,
    explanationImage: assetUrl(q.explanationFigure),
    passage: q.passage ?? null,
    hints: toHints(q.hints),
    indepthHints: toHints(q.superhints),
    position,
    conceptIds: q.concepts,
  };
  const contentHash = sha256Hex(JSON.stringify(record));
  return { ...record, contentHash };
}

/** The rows a checked bank becomes; `only` limits questions to some files (partial import). */
export function toBankRecords(content: Content, only?: (file: string) => boolean): BankRecords {
  const bank = content.bank!.data;
  let position = 0;
  const questionRecords = content.questionFiles.flatMap((file) =>
    file.questions.map((entry) => {
      position += 1;
      return {
        file: file.file,
        record: toQuestionRecord(
          content.root,
          entry.value as BankQuestion,
          file.submodule!,
          position,
        ),
      };
    }),
  );
  return {
    modules: bank.modules.map((m, index) => ({ id: m.id, name: m.name, position: index })),
    submodules: bank.submodules.map((s) => ({
      id: s.id,
      moduleId: s.module,
      name: s.name,
      imageUrl: assetUrl(s.image),
      position: s.order,
    })),
    concepts: bank.concepts.map((c, index) => ({
      id: c.id,
      submoduleId: c.submodule,
      name: c.name,
      description: c.description,
      position: index,
    })),
    questions: questionRecords.filter((q) => !only || only(q.file)).map((q) => q.record),
  };
}
