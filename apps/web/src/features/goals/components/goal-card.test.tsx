import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { goalMessages, type GoalStatus, type StudyGoal } from '@academy/shared/goals';
import type { SatDate } from '@academy/shared/sat-dates';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { GoalCard } from './goal-card';

// Wednesday, Dec 2, 2026 in Dallas.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-12-02T18:00:00Z'), toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
});

const needMore = { status: 'needMore' as const, answersNeeded: 12 };
const status = (goal: StudyGoal | null, ready = false): GoalStatus => ({
  goal,
  estimates: ready
    ? {
        math: { status: 'ready', low: 560, high: 620 },
        readingWriting: { status: 'ready', low: 540, high: 600 },
      }
    : { math: { status: 'ready', low: 560, high: 620 }, readingWriting: needMore },
});
const goal = (testDate: string | null): StudyGoal => ({
  targetScore: 1400,
  testDate,
  updatedAt: '2026-11-20T12:00:00.000Z',
});

/** The SAT dates the academy lists, as GET /api/sat-dates answers them in these tests. */
let listed: SatDate[] = [];
beforeEach(() => {
  listed = [];
});

/** Answers GET /api/goal with `reads` in turn (the last one after), and records the changes. */
function serve(...reads: GoalStatus[]) {
  const fetchMock = mockFetch();
  let read = 0;
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === '/api/sat-dates') return jsonResponse(200, { dates: listed });
    if (init?.method === 'PUT') return jsonResponse(200, {});
    if (init?.method === 'DELETE') return jsonResponse(204);
    return jsonResponse(200, reads[Math.min(read++, reads.length - 1)]);
  });
  const changes = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method && init.method !== 'GET')
      .map(([url, init]) => [init!.method, url, init!.body && JSON.parse(String(init!.body))]);
  return { fetchMock, changes };
}

const card = () => screen.findByRole('region', { name: 'Your SAT goal' });

describe('GoalCard', () => {
  it('counts down to the test and sets the estimate against the target', async () => {
    serve(status(goal('2027-03-13'), true));
    renderWithProviders(<GoalCard />);
    const text = (await card()).textContent;
    expect(text).toContain('Target score1400');
    expect(text).toContain('Test dateSat, Mar 13, 2027101 days to go');
    expect(text).toContain('Estimated from practice: 1100–1220. About 240 points to go.');
  });

  it('names the next SAT the academy lists whose registration is open, when none is booked', async () => {
    listed = [
      { date: '2026-12-05', registrationDeadline: '2026-11-20' },
      { date: '2027-03-13', registrationDeadline: '2027-02-26' },
    ];
    serve(status(goal(null)));
    renderWithProviders(<GoalCard />);
    expect(
      await screen.findByText('Next SAT: Sat, Mar 13, 2027 · register by Fri, Feb 26'),
    ).toBeTruthy();
  });

  it('says when registration closes for a test day the academy lists', async () => {
    listed = [{ date: '2027-03-13', registrationDeadline: '2027-02-26' }];
    serve(status(goal('2027-03-13'), true));
    renderWithProviders(<GoalCard />);
    expect(await screen.findByText('Registration closes Fri, Feb 26')).toBeTruthy();
  });

  it('says what the estimate waits for, and a date not booked yet', async () => {
    serve(status(goal(null)));
    renderWithProviders(<GoalCard />);
    const text = (await card()).textContent;
    expect(text).toContain('Not booked yet');
    expect(text).not.toContain('Next SAT');
    expect(text).toContain(
      'Your estimate shows here once both sections have enough practice (Math: ready; Reading and Writing: 12 more answers).',
    );
  });

  it('counts one answer still needed as one answer', async () => {
    serve({
      goal: goal(null),
      estimates: {
        math: { status: 'needMore', answersNeeded: 1 },
        readingWriting: needMore,
      },
    });
    renderWithProviders(<GoalCard />);
    expect((await card()).textContent).toContain(
      '(Math: 1 more answer; Reading and Writing: 12 more answers)',
    );
  });

  it('sets a goal: checks it first, then sends it', async () => {
    const { changes } = serve(status(null), status(goal('2027-03-13')));
    renderWithProviders(<GoalCard />);
    fireEvent.click(within(await card()).getByRole('button', { name: 'Set your goal' }));
    const target = await screen.findByLabelText('Target score');
    fireEvent.change(target, { target: { value: '1405' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(await screen.findByText(goalMessages.targetStep)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Test date (optional)'), {
      target: { value: '2026-12-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(await screen.findByText(goalMessages.datePast)).toBeTruthy();
    expect(changes()).toEqual([]);

    fireEvent.change(target, { target: { value: '1400' } });
    fireEvent.change(screen.getByLabelText('Test date (optional)'), {
      target: { value: '2027-03-13' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(await screen.findByText(goalMessages.saved)).toBeTruthy();
    expect(changes()).toEqual([
      ['PUT', '/api/goal', { targetScore: 1400, testDate: '2027-03-13' }],
    ]);
    expect(await screen.findByText('101 days to go')).toBeTruthy();
  });

  it('keeps the focus in the card: the first field as the form opens, Edit once saved', async () => {
    serve(status(null), status(goal('2027-03-13')));
    renderWithProviders(<GoalCard />);
    const open = within(await card()).getByRole('button', { name: 'Set your goal' });
    open.focus();
    fireEvent.click(open);
    const target = await screen.findByLabelText('Target score');
    await waitFor(() => expect(document.activeElement).toBe(target));
    fireEvent.change(target, { target: { value: '1400' } });
    const save = screen.getByRole('button', { name: 'Save goal' });
    save.focus();
    fireEvent.click(save);
    const edit = await screen.findByRole('button', { name: 'Edit your goal' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it("offers the academy's SAT dates with their deadlines, and a choice fills the test date", async () => {
    listed = [
      { date: '2027-03-13', registrationDeadline: '2027-02-26' },
      { date: '2027-05-01', registrationDeadline: null },
    ];
    const { changes } = serve(status(null), status(goal('2027-05-01')));
    renderWithProviders(<GoalCard />);
    fireEvent.click(within(await card()).getByRole('button', { name: 'Set your goal' }));
    fireEvent.change(await screen.findByLabelText('Target score'), { target: { value: '1400' } });
    const choices = await screen.findByRole('group', { name: 'Upcoming SAT dates' });
    const march = within(choices).getByRole('button', {
      name: 'Sat, Mar 13, 2027 · register by Fri, Feb 26',
    });
    const may = within(choices).getByRole('button', { name: 'Sat, May 1, 2027' });
    fireEvent.click(may);
    const date = screen.getByLabelText('Test date (optional)') as HTMLInputElement;
    expect(date.value).toBe('2027-05-01');
    expect(may.getAttribute('aria-pressed')).toBe('true');
    expect(march.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(await screen.findByText(goalMessages.saved)).toBeTruthy();
    expect(changes()).toEqual([
      ['PUT', '/api/goal', { targetScore: 1400, testDate: '2027-05-01' }],
    ]);
  });

  it('shows what the server says about a field', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (url, init) =>
      String(url) === '/api/sat-dates'
        ? jsonResponse(200, { dates: [] })
        : init?.method === 'PUT'
          ? jsonResponse(400, {
              message: goalMessages.dateTooFar,
              errors: [{ param: 'testDate', msg: goalMessages.dateTooFar }],
            })
          : jsonResponse(200, status(null)),
    );
    renderWithProviders(<GoalCard />);
    fireEvent.click(within(await card()).getByRole('button', { name: 'Set your goal' }));
    fireEvent.change(await screen.findByLabelText('Target score'), { target: { value: '1300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(await screen.findByText(goalMessages.dateTooFar)).toBeTruthy();
    expect(screen.getByLabelText('Test date (optional)').getAttribute('aria-invalid')).toBe('true');
  });

  it('after the test day, asks for the next one; a goal can be removed', async () => {
    const { changes } = serve(status(goal('2026-11-07')), status(null));
    renderWithProviders(<GoalCard />);
    expect((await card()).textContent).toContain('Your test day has passed.');
    fireEvent.click(screen.getByRole('button', { name: 'Set your next test date' }));
    const date = (await screen.findByLabelText('Test date (optional)')) as HTMLInputElement;
    // The passed day is not offered again; the target stays.
    expect(date.value).toBe('');
    expect((screen.getByLabelText('Target score') as HTMLInputElement).value).toBe('1400');

    fireEvent.click(screen.getByRole('button', { name: 'Remove goal' }));
    expect(await screen.findByText(goalMessages.removed)).toBeTruthy();
    await waitFor(() => expect(changes()).toEqual([['DELETE', '/api/goal', {}]]));
    expect(await screen.findByRole('button', { name: 'Set your goal' })).toBeTruthy();
  });
});
