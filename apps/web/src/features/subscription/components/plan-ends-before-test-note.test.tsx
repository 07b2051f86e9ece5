import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { GoalStatus } from '@academy/shared/goals';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { subscriptionOf } from '../../../test/subscriptions';
import { PlanEndsBeforeTestNote } from './plan-ends-before-test-note';

const needMore = { status: 'needMore', answersNeeded: 20 } as const;
const goalOn = (testDate: string | null): GoalStatus => ({
  goal: { targetScore: 1400, testDate, updatedAt: '2026-01-01T00:00:00Z' },
  estimates: { math: needMore, readingWriting: needMore },
});

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-02-10T18:00:00Z'), toFake: ['Date'] });
  fetchMock = mockFetch();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PlanEndsBeforeTestNote', () => {
  it('warns a pass holder whose access ends before the SAT, with what to do', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, goalOn('2026-03-14')));
    renderWithProviders(<PlanEndsBeforeTestNote subscription={subscriptionOf('OneTimeMonth')} />);
    const note = await screen.findByRole('note');
    expect(note.textContent).toMatch(
      /^Your access ends on .+, 9 days before your SAT on Sat, Mar 14, 2026\. Choose a plan below to keep practicing until test day\.$/,
    );
  });

  it('tells a subscriber set to cancel to resume', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, goalOn('2026-03-06')));
    renderWithProviders(
      <PlanEndsBeforeTestNote
        subscription={subscriptionOf('Monthly', { cancelAtPeriodEnd: true })}
      />,
    );
    expect((await screen.findByRole('note')).textContent).toContain(
      '1 day before your SAT on Fri, Mar 6, 2026. Resume your subscription',
    );
  });

  it('asks for no goal when the plan renews, and says nothing', () => {
    renderWithProviders(<PlanEndsBeforeTestNote subscription={subscriptionOf('Monthly')} />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
