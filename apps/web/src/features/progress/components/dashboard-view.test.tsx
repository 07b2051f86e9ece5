import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ProgressDashboard } from '@academy/shared/progress-dashboard';
import { NestedHeadings } from '../../../components/heading-depth';
import { DashboardView } from './dashboard-view';

const empty: ProgressDashboard = {
  weeks: [],
  totals: { answered: 0, correct: 0, points: 0, timeSpentMs: 0, currentStreakDays: 0 },
  topics: [],
  weakest: [],
  estimate: { status: 'needMore', answersNeeded: 30 },
  readingWritingEstimate: { status: 'needMore', answersNeeded: 30 },
};

describe('DashboardView', () => {
  it("names each child's sections by that child's headings, on a Family page with two", () => {
    const { container } = render(
      <>
        <DashboardView data={empty} studentName="Maya" />
        <DashboardView data={empty} studentName="Leo" />
      </>,
    );
    // With fixed ids, Leo's section was named by the first heading with that id: Maya's.
    expect(screen.getByRole('region', { name: "Maya's weakest concepts" })).toBeTruthy();
    expect(screen.getByRole('region', { name: "Leo's weakest concepts" })).toBeTruthy();
    const ids = [...container.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sits its headings one level down under a heading of its own, and keeps them on its page', () => {
    const levels = () =>
      screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent ?? ''}`);
    const own = render(<DashboardView data={empty} />);
    expect(levels()).toContain('H2 Your weakest concepts');
    own.unmount();
    // Under the child's name (h2) on the Family page, and Progress on the tutor's student page.
    render(
      <NestedHeadings>
        <DashboardView data={empty} studentName="Maya" />
      </NestedHeadings>,
    );
    expect(levels()).toContain("H3 Maya's weakest concepts");
    expect(levels().filter((h) => h.startsWith('H2'))).toEqual([]);
  });

  it("shows a concept's level as the server read it, beside the questions done of those offered", () => {
    // Its one answer was to a question since retired: the score keeps it, "done" counts the
    // questions still offered, so the level is not read from "0 of 1 done".
    const systems = {
      concept: 'systems',
      name: 'Systems',
      score: 3.4,
      level: 'Practicing' as const,
    };
    render(
      <DashboardView
        data={{
          ...empty,
          topics: [
            {
              subModule: 'algebra',
              name: 'Algebra',
              averageScore: 3.4,
              answered: 0,
              total: 1,
              concepts: [{ ...systems, answered: 0, total: 1 }],
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Algebra concepts' }).textContent).toContain(
      'Practicing · 0 of 1 done',
    );
  });
});
