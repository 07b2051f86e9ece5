// The result's missed questions as the student met them: a Reading and Writing question is
// unreadable without its passage, a Math question about a figure without the figure.
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';

const { app } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });

interface PublicQuestion {
  _id: string;
  passage?: unknown;
  imageUrl?: string;
  imageAlt?: string;
}

async function missedOf(path: string) {
  const questions = (await jsonCall(app, 'GET', `/api/questions/evaluation${path}`)).json();
  const all: PublicQuestion[] = [
    ...questions.firstSectionQuestions,
    ...questions.secondSectionQuestions,
  ];
  // One answer no question accepts, so every question is missed.
  const res = await jsonCall(app, 'POST', `/api/questions/evaluation${path}/submit`, {
    email: 'context@example.com',
    answers: { [all[0]!._id]: '-9999' },
  });
  expect(res.statusCode).toBe(200);
  const missed = new Map(
    (res.json().result.missed as (PublicQuestion & { id: string })[]).map((m) => [m.id, m]),
  );
  return { all, missed };
}

describe('the evaluation result shows a missed question with what the test showed', () => {
  it('Reading and Writing: the passage', async () => {
    const { all, missed } = await missedOf('/reading-writing');
    const withPassage = all.filter((q) => q.passage);
    expect(withPassage.length).toBeGreaterThan(20);
    for (const q of withPassage) expect(missed.get(q._id)).toMatchObject({ passage: q.passage });
  });

  it('Math: the figure and its words for screen readers', async () => {
    const { all, missed } = await missedOf('');
    const figured = all.filter((q) => q.imageUrl && q._id !== all[0]!._id);
    expect(figured.length).toBeGreaterThan(0);
    for (const q of figured) {
      expect(missed.get(q._id)).toMatchObject({ imageUrl: q.imageUrl, imageAlt: q.imageAlt });
    }
  });
});
