import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/tools/load.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';

// A Rhetorical Synthesis passage is a student's notes with no text: its card previews the notes.
const { app } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT });
const notesOnly = loadContent(DEFAULT_CONTENT_ROOT)
  .questionFiles.flatMap((f) => f.questions)
  .map((e) => e.value)
  .find((q) => q.passage && !q.passage.texts?.length && q.passage.notes?.length)!;

describe('a notes-only passage', () => {
  it('names its review card by the notes', async () => {
    const { cookie } = await signUp(app);
    const record = await jsonCall(
      app,
      'POST',
      '/api/progress/record-answer',
      { questionId: notesOnly.id, answer: 'A', isCorrect: false, timeSpentMs: 0 },
      cookie,
    );
    expect(record.statusCode).toBe(200);
    const answered = await jsonCall(
      app,
      'GET',
      '/api/progress/answered-questions',
      undefined,
      cookie,
    );
    const [card] = answered.json().questions;
    expect(card.questionId).toBe(notesOnly.id);
    expect(card.passagePreview.startsWith(notesOnly.passage!.notes![0]!.slice(0, 40))).toBe(true);
  });
});
