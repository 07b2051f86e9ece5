import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  answers,
  concepts,
  itemStats,
  questionConcepts,
  questions,
  submodules,
  testAnswers,
  testAttempts,
  users,
} from '../../src/db/schema/index.ts';
import {
  ContentRejectedError,
  importBank,
  importBankIfChanged,
} from '../../src/features/content/service.ts';
import { copyFixtureBank } from '../helpers/fixture-bank.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;

const rowCounts = async () => ({
  submodules: (await db.select({ n: count() }).from(submodules))[0]!.n,
  concepts: (await db.select({ n: count() }).from(concepts))[0]!.n,
  questions: (await db.select({ n: count() }).from(questions))[0]!.n,
  links: (await db.select({ n: count() }).from(questionConcepts))[0]!.n,
});

const questionFile = (root: string) =>
  join(root, 'questions/algebra/linear-equations-one-variable.yaml');

describe('content import', () => {
  const root = copyFixtureBank();

  it('imports the bank, then a second import keeps every row', async () => {
    const first = await importBank(db, { root });
    expect(first.added).toHaveLength(5);
    const after = await rowCounts();
    expect(after).toEqual({ submodules: 4, concepts: 5, questions: 5, links: 6 });
    const second = await importBank(db, { root });
    expect(second).toMatchObject({ added: [], changed: [], kept: 5, retired: [] });
    expect(await rowCounts()).toEqual(after);
  });

  it('stores what the API serves: plain text, LaTeX, choices and hints', async () => {
    const [q] = await db.select().from(questions).where(eq(questions.id, 'test-linear-001'));
    expect(q).toMatchObject({
      submoduleId: 'algebra',
      type: 'multiple_choice',
      body: 'If 2x + 3 = 11, what is the value of x?',
      bodyLatex: 'If $2x + 3 = 11$, what is the value of $x$?',
      correctAnswer: 'B',
      correctAnswerLatex: '$4$',
    });
    expect(q!.choices[1]).toEqual({ id: 'B', latex: '$4$', text: '4' });
    expect(q!.hints.map((h) => h.order)).toEqual([1, 2]);
  });

  it('changing one question changes that row only, and answers survive', async () => {
    const [user] = await db
      .insert(users)
      .values({ email: 'import@example.com', firstname: 'I', lastname: 'M' })
      .returning();
    await db.insert(answers).values({
      userId: user!.id,
      questionId: 'test-linear-001',
      answer: 'B',
      isCorrect: true,
      isFirstAttempt: true,
      pointsEarned: 1,
    });
    const file = questionFile(root);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('what is the value of $x$?', 'what is $x$?'),
    );
    const report = await importBank(db, { root });
    expect(report).toMatchObject({ added: [], changed: ['test-linear-001'], kept: 4 });
    const [q] = await db.select().from(questions).where(eq(questions.id, 'test-linear-001'));
    expect(q!.bodyLatex).toBe('If $2x + 3 = 11$, what is $x$?');
    expect(await db.select().from(answers).where(eq(answers.userId, user!.id))).toHaveLength(1);
  });

  it("moves the stored answers with a question's choices when the bank reorders them", async () => {
    const [user] = await db
      .insert(users)
      .values({ email: 'reorder@example.com', firstname: 'R', lastname: 'O' })
      .returning();
    const answered = (answer: string, isFirstAttempt: boolean) => ({
      userId: user!.id,
      questionId: 'test-linear-001',
      answer,
      isCorrect: answer === 'B',
      isFirstAttempt,
      pointsEarned: 0,
    });
    await db.insert(answers).values([answered('A', true), answered('B', false)]);
    const [attempt] = await db
      .insert(testAttempts)
      .values({ userId: user!.id, testId: 'math-1' })
      .returning();
    const atTest = { attemptId: attempt!.id, moduleIndex: 1, answeredAt: new Date() };
    await db.insert(testAnswers).values([
      { ...atTest, questionId: 'test-linear-001', answer: 'D' },
      { ...atTest, questionId: 'test-linear-003', answer: 'A' },
    ]);
    await db.insert(itemStats).values({
      questionId: 'test-linear-001',
      computedAt: new Date(),
      difficulty: 1,
      attempts: 4,
      shareCorrect: 0.5,
      medianTimeMs: 30_000,
      shareWithHints: 0,
      choiceShares: { A: 0.25, B: 0.5, D: 0.25 },
      flags: [],
    });

    // Choices that are not plain numbers (those must stay in numeric order), then reordered:
    // x = 3, 4, 5, 7 become 7, 5, 4, 3, every letter moves and the texts stay.
    const file = questionFile(root);
    const source = readFileSync(file, 'utf8');
    const choicesOf = (values: number[], answer: string) =>
      `${values.map((v, i) => `      - { id: ${'ABCD'[i]}, text: '$x = ${v}$' }`).join('\n')}\n    answer: ${answer}`;
    const numbered =
      "      - { id: A, text: '$3$' }\n      - { id: B, text: '$4$' }\n      - { id: C, text: '$5$' }\n      - { id: D, text: '$7$' }\n    answer: B";
    writeFileSync(
      file,
      source.replace(numbered, () => choicesOf([3, 4, 5, 7], 'B')),
    );
    await importBank(db, { root });
    expect(
      await db.select({ answer: answers.answer }).from(answers).where(eq(answers.userId, user!.id)),
    ).toHaveLength(2);
    writeFileSync(
      file,
      source.replace(numbered, () => choicesOf([7, 5, 4, 3], 'C')),
    );
    expect((await importBank(db, { root })).changed).toEqual(['test-linear-001']);

    const mine = await db.select().from(answers).where(eq(answers.userId, user!.id));
    // The wrong first pick (3) and the right repeat (4) still name what the student chose.
    expect(mine.map((a) => [a.isFirstAttempt, a.answer, a.isCorrect]).sort()).toEqual([
      [false, 'C', true],
      [true, 'D', false],
    ]);
    const tested = await db
      .select()
      .from(testAnswers)
      .where(eq(testAnswers.attemptId, attempt!.id));
    expect(Object.fromEntries(tested.map((a) => [a.questionId, a.answer]))).toEqual({
      'test-linear-001': 'A',
      'test-linear-003': 'A',
    });
    const [stats] = await db.select().from(itemStats);
    expect(stats!.choiceShares).toEqual({ D: 0.25, C: 0.5, A: 0.25 });

    // A choice whose text changes is a new question's choice: the letters stay where they are.
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace("text: '$x = 7$' }", () => "text: '$x = 6$' }"),
    );
    await importBank(db, { root });
    expect(
      (await db.select().from(answers).where(eq(answers.userId, user!.id)))
        .map((a) => a.answer)
        .sort(),
    ).toEqual(['C', 'D']);
    writeFileSync(file, source);
    await importBank(db, { root });
  });

  it('refuses a broken file as a whole, naming the line and field', async () => {
    const file = questionFile(root);
    const original = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      original.replace('answer: B', 'answer: E').replace('difficulty: 2', 'difficulty: 9'),
    );
    const before = await rowCounts();
    const error = await importBank(db, { root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentRejectedError);
    const message = (error as Error).message;
    expect(message).toMatch(
      /questions\/algebra\/linear-equations-one-variable\.yaml:\d+: questions\[0\]\.answer/,
    );
    expect(message).toMatch(/questions\[1\]\.difficulty/);
    expect(await rowCounts()).toEqual(before);
    writeFileSync(file, original);
  });

  it('imports only the named file when asked, and on start only a changed bank', async () => {
    const file = questionFile(root);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'Undo the addition first.',
        'Start by undoing the addition.',
      ),
    );
    const partial = await importBank(db, { root, paths: [file] });
    expect(partial).toMatchObject({
      added: [],
      changed: ['test-linear-001'],
      kept: 1,
      retired: [],
    });
    expect(await importBankIfChanged(db, root)).toBeDefined();
    expect(await importBankIfChanged(db, root)).toBeUndefined();
  });

  it("on start, imports again when the rows change though the files do not: a figure's words", async () => {
    // A figure's <title> becomes the question's imageAlt: it lives in the SVG, not the YAML.
    const figure = join(root, 'figures/line.svg');
    const svg = (title: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${title}</title></svg>`;
    mkdirSync(join(root, 'figures'), { recursive: true });
    writeFileSync(figure, svg('A line through the origin'));
    const file = questionFile(root);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'difficulty: 1\n',
        'difficulty: 1\n    figure: figures/line.svg\n',
      ),
    );
    expect(await importBankIfChanged(db, root)).toMatchObject({ changed: ['test-linear-001'] });
    const imageAlt = async () =>
      (await db.select().from(questions).where(eq(questions.id, 'test-linear-001')))[0]!.imageAlt;
    expect(await imageAlt()).toBe('A line through the origin');

    writeFileSync(figure, svg('A line through (0, 0) and (1, 2)'));
    expect(await importBankIfChanged(db, root)).toMatchObject({ changed: ['test-linear-001'] });
    expect(await imageAlt()).toBe('A line through (0, 0) and (1, 2)');
    expect(await importBankIfChanged(db, root)).toBeUndefined();
  });
});
