import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import type { FinishedTest } from '@academy/shared/tests';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { FinishedTests, type ResultLinks } from './finished-tests';

const tests: FinishedTest[] = [
  {
    attemptId: 'a3',
    testId: 'sat-full',
    name: 'Full-length SAT',
    kind: 'full',
    section: 'sat',
    finishedAt: '2026-12-02T18:00:00.000Z',
    correct: 43,
    total: 98,
    unanswered: 0,
    scoreRange: { low: 760, high: 940 },
    sections: [
      { section: 'reading-writing', scoreRange: { low: 380, high: 440 } },
      { section: 'math', scoreRange: { low: 380, high: 500 } },
    ],
  },
  {
    attemptId: 'a2',
    testId: 'sat-reading-writing-full',
    name: 'Full SAT Reading and Writing',
    kind: 'full',
    section: 'reading-writing',
    finishedAt: '2026-11-30T18:00:00.000Z',
    correct: 41,
    total: 54,
    unanswered: 0,
    scoreRange: { low: 620, high: 690 },
  },
  {
    attemptId: 'a1',
    testId: 'short-algebra',
    name: 'Short set: Algebra',
    kind: 'domain',
    section: 'math',
    finishedAt: '2026-11-28T18:00:00.000Z',
    correct: 9,
    total: 12,
    unanswered: 2,
  },
];

const show = (results: ResultLinks) =>
  renderWithProviders(
    <RouterProvider
      router={createTestRouter(
        { '/': () => <FinishedTests tests={tests} results={results} /> },
        '/',
      )}
    />,
  );

describe('FinishedTests', () => {
  it('names each test with its count right, and a full section with its score range', async () => {
    show('own');
    const [, full, short] = await screen.findAllByRole('listitem');
    expect(full!.textContent).toContain('Full SAT Reading and Writing');
    expect(full!.textContent).toContain('Nov 30, 2026 · 41 / 54 correct');
    expect(full!.textContent).not.toContain('not answered');
    expect(full!.textContent).toContain('Estimated SAT Reading and Writing score 620–690');
    expect(short!.textContent).toContain('Nov 28, 2026 · 9 / 12 correct · 2 not answered');
    expect(short!.textContent).not.toContain('Estimated');
    const link = screen.getByRole('link', {
      name: 'See the result of Short set: Algebra, Nov 28, 2026',
    });
    expect(link.getAttribute('href')).toBe('/tests/a1');
  });

  it('gives the whole SAT each section’s range beside the total, as its result does', async () => {
    show(null);
    const [whole, full] = await screen.findAllByRole('listitem');
    expect(whole!.textContent).toContain(
      'Estimated SAT score 760–940 · SAT Reading and Writing 380–440 · SAT Math 380–500',
    );
    // A section's own test is its one score: nothing follows it.
    expect(full!.textContent).toMatch(/Estimated SAT Reading and Writing score 620–690$/);
  });

  it("links a student's results to the tutor's view of them", async () => {
    show({ studentId: 's1' });
    const link = await screen.findByRole('link', {
      name: 'See the result of Full SAT Reading and Writing, Nov 30, 2026',
    });
    expect(link.getAttribute('href')).toBe('/tutor/students/s1/tests/a2');
  });

  it('links to no result for the parent, who cannot open one', async () => {
    show(null);
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
