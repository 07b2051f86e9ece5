import { and, count, inArray, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { EvaluationQuestionsResponse } from '@academy/shared/evaluation';
import { mathTextToPlain } from '@academy/shared/math-text';
import { loadContent } from '../../content/tools/load.ts';
import { questions } from '../../src/db/schema/index.ts';
import { DEFAULT_CONTENT_ROOT, importBankIfChanged } from '../../src/features/content/service.ts';
import { loadEvaluation } from '../../src/features/evaluation/evaluation-store.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const database = await createTestDatabase();

afterAll(() => database.close());

// What TeX leaves once its braces are gone: a backslash, the name of an environment or of \frac,
// a power's caret or a subscript's underscore (read aloud as "x caret 2", "x underscore 1").
const TEX_LEFT =
  /\\|\b(?:begin|end)(?:aligned|gathered|cases|array|matrix|pmatrix)|\b[dt]?frac(?![a-z])|[_^]/;

// Loading the whole bank grows with it (1,100 questions and more, each rendered for screen readers); on a
// loaded machine that passes the default 30 seconds, so these tests get their own limit.
const WHOLE_BANK_MS = 120_000;

describe('the real question bank', () => {
  it(
    'loads on first start, and a second start changes nothing',
    async () => {
      const inFiles = loadContent(DEFAULT_CONTENT_ROOT).questionFiles.reduce(
        (n, f) => n + f.questions.length,
        0,
      );
      expect(inFiles).toBeGreaterThanOrEqual(500);
      const first = await importBankIfChanged(database.db);
      expect(first?.added).toHaveLength(inFiles);
      const active = await database.db
        .select({ n: count() })
        .from(questions)
        .where(isNull(questions.retiredAt));
      expect(active[0]!.n).toBe(inFiles);
      expect(await importBankIfChanged(database.db)).toBeUndefined();
    },
    WHOLE_BANK_MS,
  );

  it('stores the text of every figure, for screen readers', async () => {
    const figured = await database.db
      .select({ alt: questions.imageAlt })
      .from(questions)
      .where(and(isNull(questions.retiredAt), isNotNull(questions.imageUrl)));
    expect(figured.length).toBeGreaterThan(100);
    expect(figured.filter((q) => !q.alt || q.alt.length < 10)).toEqual([]);
  });

  it('writes out the math of every plain text with no TeX left in it, for screen readers', async () => {
    const rows = await database.db
      .select({
        body: questions.body,
        explanation: questions.explanation,
        choices: questions.choices,
      })
      .from(questions)
      .where(isNull(questions.retiredAt));
    const evaluation = loadEvaluation(DEFAULT_CONTENT_ROOT)!;
    const publicQuestions = JSON.parse(evaluation.publicJson) as EvaluationQuestionsResponse;
    const texts = [
      ...rows.flatMap((q) => [q.body, q.explanation, ...q.choices.map((c) => c.text)]),
      ...evaluation.questions.flatMap((q) =>
        [q.body, q.correctAnswer, q.explanation].map(mathTextToPlain),
      ),
      ...[
        ...publicQuestions.firstSectionQuestions,
        ...publicQuestions.secondSectionQuestions,
      ].flatMap((q) => q.choices.map((c) => c.text)),
    ];
    expect(texts.length).toBeGreaterThan(2000);
    // "beginaligned ax + 2y = 6 3x + y = c endaligned In the system..." was read aloud.
    expect(texts.filter((text) => TEX_LEFT.test(text))).toEqual([]);
  });

  it('names every form of a typed key, a price as a decimal too, a leading zero once', async () => {
    const keys = await database.db
      .select({ id: questions.id, key: questions.correctAnswerLatex })
      .from(questions)
      .where(inArray(questions.id, ['function-notation-h001', 'radians-and-unit-circle-010']));
    expect(Object.fromEntries(keys.map((k) => [k.id, k.key]))).toEqual({
      // "The cost, in dollars, ... What is the value of C(18)?": $16.50, not only 33/2.
      'function-notation-h001': '$33/2$ or $16.5$',
      // ".8" beside "0.8" is the same form without its leading zero.
      'radians-and-unit-circle-010': '$4/5$ or $0.8$',
    });
  });
});
