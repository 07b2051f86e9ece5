import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRACTICE_ESTIMATE_MIN_ANSWERS } from '@academy/shared/progress-dashboard';
import { loadContent } from '../../content/tools/load.ts';
import { evaluationSubmissions, mailOutbox } from '../../src/db/schema/index.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { copyFixtureBank } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { ANSWER_FIELDS } from '../helpers/answer-fields.ts';

// Issue 40: the test bank with the real bank's Reading and Writing module laid over it (its
// catalog entries, the Words in Context questions and the English evaluation).
const realContent = loadContent(DEFAULT_CONTENT_ROOT);
// The craft-structure submodule of the test bank holds the questions of the real bank's first
// Words in Context file only (copied below).
const WORDS_IN_CONTEXT_FILE = 'questions/craft-structure/words-in-context.yaml';
const wordsInContextCount = realContent.questionFiles
  .filter((f) => f.file === WORDS_IN_CONTEXT_FILE)
  .flatMap((f) => f.questions).length;

function bankWithReadingWriting(): string {
  const root = copyFixtureBank();
  const real = realContent.bank!.data;
  const rw = real.submodules.filter((s) => s.module === 'sat-reading-writing');
  const rwConcepts = real.concepts.filter((c) => rw.some((s) => s.id === c.submodule));
  const lines = readFileSync(join(root, 'bank.yaml'), 'utf8')
    .replace(
      'name: SAT Math\n',
      'name: SAT Math\n  - id: sat-reading-writing\n    name: SAT Reading and Writing\n',
    )
    .replace(
      'concepts:\n',
      `${rw.map((s) => `  - { id: ${s.id}, module: ${s.module}, name: ${s.name}, image: ${s.image}, order: ${s.order + 10} }\n`).join('')}concepts:\n`,
    );
  const concepts = rwConcepts
    .map(
      (c) => `  - { id: ${c.id}, submodule: ${c.submodule}, name: '${c.name}', description: x }\n`,
    )
    .join('');
  writeFileSync(join(root, 'bank.yaml'), lines + concepts);
  for (const file of [
    WORDS_IN_CONTEXT_FILE,
    'evaluation/reading-writing.yaml',
    ...rw.map((s) => s.image),
  ]) {
    cpSync(join(DEFAULT_CONTENT_ROOT, file), join(root, file), { recursive: true });
  }
  return root;
}

const root = bankWithReadingWriting();
const { app, database } = await buildTestApp(
  { PUBLIC_FORM_RATE_LIMIT_MAX: '1000', ACADEMY_EMAIL: 'tutor@academy.test' },
  { bankRoot: root },
);

describe('the catalog with two modules', () => {
  it('lists SAT Math and SAT Reading and Writing, each with its own submodules', async () => {
    const { cookie } = await signUp(app);
    const modules = await jsonCall(app, 'GET', '/api/modules', undefined, cookie);
    expect(modules.json()).toEqual([
      { _id: 'sat-math', name: 'SAT Math' },
      { _id: 'sat-reading-writing', name: 'SAT Reading and Writing' },
    ]);
    const rw = await jsonCall(
      app,
      'GET',
      '/api/modules/sat-reading-writing/submodules',
      undefined,
      cookie,
    );
    expect(rw.json().map((s: { _id: string }) => s._id)).toEqual([
      'craft-structure',
      'information-ideas',
      'standard-english-conventions',
      'expression-of-ideas',
    ]);
    expect(rw.json()[0]).toMatchObject({
      module: 'sat-reading-writing',
      imageUrl: '/content/images/craft-structure.svg',
      questionCount: wordsInContextCount,
    });
    const skills = await jsonCall(
      app,
      'GET',
      '/api/modules/submodules/craft-structure/concepts',
      undefined,
      cookie,
    );
    expect(skills.json().map((c: { name: string }) => c.name)).toEqual([
      'Words in Context',
      'Text Structure and Purpose',
      'Cross-Text Connections',
    ]);
  });
});

describe('practicing a Reading and Writing question', () => {
  it('serves the passage with its marks and no answer, then checks the choice', async () => {
    const { cookie } = await signUp(app);
    const res = await jsonCall(
      app,
      'GET',
      '/api/questions/submodule/craft-structure/random',
      undefined,
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const q = res.json();
    expect(q).toMatchObject({
      subModule: 'craft-structure',
      type: 'multiple_choice',
      concepts: [{ _id: 'words-in-context', name: 'Words in Context' }],
      passage: { texts: [{ text: expect.stringContaining('__blank__') }] },
    });
    expect(q.choices).toHaveLength(4);
    expect(res.body).not.toMatch(ANSWER_FIELDS);

    const key = loadContent(root)
      .questionFiles.flatMap((f) => f.questions)
      .find((e) => e.value.id === q._id)!.value;
    const answer = key.type === 'multiple_choice' ? key.answer : '';
    const wrong = ['A', 'B', 'C', 'D'].find((l) => l !== answer)!;
    const check = (value: string) =>
      jsonCall(app, 'POST', `/api/questions/${q._id}/check`, { answer: value }, cookie);
    expect((await check(wrong)).json()).toEqual({ isCorrect: false });
    expect((await check(answer)).json()).toEqual({ isCorrect: true });

    // Recorded like a Math answer; it feeds the Reading and Writing estimate, not Math's.
    const record = await jsonCall(
      app,
      'POST',
      '/api/progress/record-answer',
      { questionId: q._id, answer: wrong, isCorrect: false, timeSpentMs: 0 },
      cookie,
    );
    expect(record.statusCode).toBe(200);
    const dashboard = (
      await jsonCall(app, 'GET', '/api/progress/dashboard', undefined, cookie)
    ).json();
    expect(dashboard.estimate).toEqual({
      status: 'needMore',
      answersNeeded: PRACTICE_ESTIMATE_MIN_ANSWERS,
    });
    expect(dashboard.readingWritingEstimate).toEqual({
      status: 'needMore',
      answersNeeded: PRACTICE_ESTIMATE_MIN_ANSWERS - 1,
    });
    const scores = await jsonCall(
      app,
      'GET',
      '/api/modules/submodules/craft-structure/concept-scores',
      undefined,
      cookie,
    );
    expect(scores.json()).toContainEqual(
      expect.objectContaining({ concept: 'words-in-context', answered: 1 }),
    );

    // The review's search finds it by a word of its passage, as a student remembers it.
    const word = (q.passage.texts[0].text as string)
      .replace(/__\w+__/g, ' ')
      .split(/[^A-Za-z]+/)
      .reduce((a, b) => (b.length > a.length ? b : a), '');
    const found = await jsonCall(
      app,
      'GET',
      `/api/progress/answered-questions?search=${encodeURIComponent(word.toUpperCase())}`,
      undefined,
      cookie,
    );
    expect(found.json().questions.map((a: { questionId: string }) => a.questionId)).toEqual([
      q._id,
    ]);

    // Its card previews the passage, blank drawn, not the question every such card shares.
    const [card] = found.json().questions;
    const lead = (q.passage.texts[0].text as string).replace('__blank__', '______');
    expect(card.passagePreview).toBe(
      lead.length > 150 ? `${lead.slice(0, 150).trimEnd()}...` : lead,
    );
    const shown = (card.previewHtml as string)
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    expect(shown).toContain(lead.slice(0, 40));
    expect(card.previewHtml).not.toContain('Which choice');
  });
});

describe('the SAT English evaluation', () => {
  const url = '/api/questions/evaluation/reading-writing';

  it('gives two sections of 27 with their passages, open to anyone, without answers', async () => {
    const res = await jsonCall(app, 'GET', url);
    expect(res.statusCode).toBe(200);
    const { firstSectionQuestions, secondSectionQuestions } = res.json();
    expect(firstSectionQuestions).toHaveLength(27);
    expect(secondSectionQuestions).toHaveLength(27);
    expect(firstSectionQuestions[0]).toMatchObject({
      type: 'multiple_choice',
      passage: { texts: [expect.objectContaining({ text: expect.any(String) })] },
    });
    // Field names only: a passage may well say "correct".
    expect(res.body).not.toMatch(/"(answer|accepted|explanation|correctAnswer)"/);
  });

  it('keeps its questions out of practice', () => {
    const practiceIds = new Set(
      loadContent(DEFAULT_CONTENT_ROOT).questionFiles.flatMap((f) =>
        f.questions.map((e) => e.value.id),
      ),
    );
    const english = loadContent(DEFAULT_CONTENT_ROOT).evaluations.find(
      (e) => e.kind === 'reading-writing',
    )!;
    const ids = english.sections.flat().map((e) => e.value.id);
    expect(ids).toHaveLength(54);
    expect(ids.filter((id) => practiceIds.has(id))).toEqual([]);
  });

  it('scores a submission with the IRT range, per section and domain, and mails both', async () => {
    const email = 'english.parent@example.com';
    const english = loadContent(root).evaluations.find((e) => e.kind === 'reading-writing')!;
    const answers = Object.fromEntries(
      english.sections
        .flat()
        .slice(0, 10)
        .map(({ value: q }) => [q.id, q.type === 'multiple_choice' ? q.answer : '']),
    );
    const res = await jsonCall(app, 'POST', `${url}/submit`, {
      email,
      answers,
      sectionSeconds: [31 * 60, 33 * 60],
    });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toMatchObject({
      scoreRange: { low: expect.any(Number), high: expect.any(Number) },
      sections: [
        { correct: 10, total: 27 },
        { correct: 0, total: 27 },
      ],
      timing: { sectionSeconds: [1860, 1980], finishedInTime: [true, false] },
    });
    expect(result.domains.map((d: { name: string }) => d.name)).toEqual([
      'Craft and Structure',
      'Information and Ideas',
      'Standard English Conventions',
      'Expression of Ideas',
    ]);
    expect(result.missed).toHaveLength(44);
    expect(result.scoreRange.low).toBeGreaterThanOrEqual(200);
    expect(result.scoreRange.high).toBeLessThanOrEqual(800);

    const [row] = await database.db
      .select()
      .from(evaluationSubmissions)
      .where(eq(evaluationSubmissions.email, email));
    expect(row).toMatchObject({ kind: 'reading-writing', scoredAt: expect.any(Date) });
    const mails = await database.db.select().from(mailOutbox);
    const report = mails.find((m) => m.toAddress === 'tutor@academy.test');
    expect(report?.subject).toContain('SAT Reading and Writing Evaluation');
    expect(report?.textBody).toMatch(/Estimated SAT Reading and Writing score: \d{3}–\d{3}/);
    const receipt = mails.find((m) => m.toAddress === email);
    expect(receipt?.subject).toBe('We received your SAT Reading and Writing Evaluation');
  });

  it('refuses the Math evaluation ids, storing nothing', async () => {
    const math = (await jsonCall(app, 'GET', '/api/questions/evaluation')).json();
    const before = (await database.db.select().from(evaluationSubmissions)).length;
    const res = await jsonCall(app, 'POST', `${url}/submit`, {
      email: 'a@b.co',
      answers: { [math.firstSectionQuestions[0]._id]: 'A' },
    });
    expect(res.statusCode).toBe(400);
    expect(await database.db.select().from(evaluationSubmissions)).toHaveLength(before);
  });
});
