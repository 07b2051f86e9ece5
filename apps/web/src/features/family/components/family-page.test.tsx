import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { goalMessages } from '@academy/shared/goals';
import { familyMessages, type FamilyChild } from '@academy/shared/family';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { satScore } from '../../../test/sat-score';
import { sessionReport } from '../../../test/session-report';
import {
  answering,
  answerWith,
  answerWithPayment,
  pat,
  renderFamilyPage,
} from './family-page-test-kit';

const child: FamilyChild = {
  id: 'c1',
  firstname: 'Sam',
  lastname: 'Rivera',
  plan: {
    subscriptionTier: 'Guest',
    status: 'none',
    currentPeriodEnd: null,
    kind: 'none',
    cancelAtPeriodEnd: false,
    scheduledTier: null,
    upcomingPlan: null,
    upcomingPasses: [],
    managedByYou: false,
    managedBy: null,
  },
  sessions: [
    {
      startsAt: '2026-12-08T21:00:00.000Z',
      endsAt: '2026-12-08T22:00:00.000Z',
      sessionType: 'in-person',
      joinUrl: null,
    },
  ],
  bookings: [
    {
      reference: 'TS-7K3P9Q',
      sessionType: 'in-person',
      sessionCount: 2,
      paidAt: '2026-12-01T16:00:00.000Z',
      cancelledCount: 0,
      refundCents: 0,
    },
    {
      reference: 'TS-2M8R4W',
      sessionType: 'online',
      sessionCount: 2,
      paidAt: '2026-11-20T16:00:00.000Z',
      cancelledCount: 1,
      refundCents: 6000,
    },
  ],
  tests: [],
  homework: [
    {
      id: 'h1',
      subModuleId: 'algebra',
      subModuleName: 'Algebra',
      conceptId: null,
      conceptName: null,
      questionCount: 10,
      answered: 3,
      dueOn: null,
      note: null,
      authorName: 'Maya Reyes',
      createdAt: '2026-12-01T12:00:00.000Z',
    },
  ],
  reports: [sessionReport],
  goal: { targetScore: 1400, testDate: '2027-03-13', updatedAt: '2026-11-20T12:00:00.000Z' },
  satScores: [satScore],
};

describe('FamilyPage', () => {
  it("lists a child's coming sessions in Dallas time, then the paid bookings", async () => {
    answerWith([child]);
    renderFamilyPage();
    const session = await screen.findByText(/Tue, Dec 8, 2026/);
    // ICU may put a narrow space before PM.
    expect(session.closest('li')!.textContent!.replace(/\s/g, ' ')).toBe(
      'Tue, Dec 8, 2026, 3:00 PM – 4:00 PM CST · In-person' +
        'At the academy: 2200 Ross Avenue, Suite 410, Dallas, TX 75201',
    );
    expect(screen.getByText('TS-7K3P9Q · 2 sessions · paid Dec 1, 2026')).toBeTruthy();
    // A cancelled session is said beside the count it was paid for.
    expect(
      screen.getByText('TS-2M8R4W · 2 sessions · paid Nov 20, 2026 · 1 canceled, $60.00 refunded'),
    ).toBeTruthy();
    // The child's SAT goal, under their name.
    expect(screen.getByText(/^Target 1400 · SAT on Sat, Mar 13, 2027/)).toBeTruthy();
    const scores = screen.getByRole('list', { name: 'Official SAT scores' });
    expect(scores.textContent).toBe(
      'SAT on Sat, Nov 7, 2026: 1380 (Math 700, Reading and Writing 680)' +
        'Practice estimated then: Math 660–720, Reading and Writing no estimate yet',
    );
    expect(screen.queryByText('No session time coming up.')).toBeNull();
    // Where a parent moves or cancels them.
    fireEvent.click(screen.getByRole('link', { name: 'Move or cancel a session' }));
    expect(await screen.findByRole('heading', { name: 'Tutor sessions' })).toBeTruthy();
  });

  // A tutor who accepted a student's invitation keeps their role and is linked (decision 035):
  // the page told them it is for parents only, while the student read that they follow them.
  it('shows a tutor the child who shares their progress with them', async () => {
    answerWith([child]);
    renderFamilyPage(undefined, { ...pat, firstname: 'Tina', role: 'tutor' });
    expect(await screen.findByRole('heading', { name: 'Sam Rivera' })).toBeTruthy();
    expect(screen.queryByText(familyMessages.parentsOnly)).toBeNull();
  });

  it("shows the child's homework and how far along it is", async () => {
    answerWith([child]);
    renderFamilyPage();
    const card = (await screen.findByText('Homework from the tutor')).closest('section')!;
    expect(card.textContent).toContain('Algebra');
    expect(card.textContent).toContain('3 of 10 questions');
  });

  it("shows the tutor's reports of the child's sessions", async () => {
    answerWith([child]);
    renderFamilyPage();
    const card = (await screen.findByText('Reports from the tutor')).closest('section')!;
    const report = within(card).getByRole('article', { name: /^Tue, Dec 1, 2026/ });
    expect(report.textContent!.replace(/\s/g, ' ')).toContain(
      'Tue, Dec 1, 2026 · 3:00 PM – 4:00 PM CST · Online',
    );
    expect(within(report).getByText('Written by Tara Tutor')).toBeTruthy();
    expect(within(report).getByText('We timed ten questions.')).toBeTruthy();
    expect(report.textContent).toContain('Next stepsFinish the homework.');
  });

  it('turns the weekly digest off and on again', async () => {
    const fetchMock = answerWith([child]);
    renderFamilyPage();
    const box = await screen.findByRole('switch', { name: /Weekly digest by email/ });
    expect((box as HTMLInputElement).checked).toBe(true);
    fetchMock.mockImplementation(
      answering((_, init) => (init?.method === 'PUT' ? JSON.parse(String(init.body)) : [child])),
    );
    fireEvent.click(box);
    expect(await screen.findByText('You will no longer receive the weekly digest.')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/family/digest');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ subscribed: false });
  });

  it('thanks the parent for a plan just paid, and says where it is once it shows', async () => {
    answerWith([child]);
    const waiting = renderFamilyPage('c1');
    // The plan not on the account yet (the payment's confirmation on its way).
    expect(
      await screen.findByText(
        'Thank you: the plan is on Sam’s account as soon as the payment is confirmed.',
      ),
    ).toBeTruthy();
    waiting.unmount();
    const monthly = { ...child.plan, subscriptionTier: 'Monthly', status: 'active' } as const;
    answerWith([{ ...child, plan: monthly }]);
    renderFamilyPage('c1');
    expect(
      await screen.findByText('Thank you for your payment: Sam’s plan is below.'),
    ).toBeTruthy();
  });

  it('says the digest setting could not load, and loads it on Try again', async () => {
    let digestDown = true;
    mockFetch().mockImplementation(async (url, init) =>
      String(url) === '/api/family/digest' && digestDown
        ? jsonResponse(503, { error: { message: 'Service unavailable' } })
        : answering(() => [child])(url, init),
    );
    renderFamilyPage();
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain("We couldn't load your weekly digest setting.");
    digestDown = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: /Weekly digest by email/ })).toBeTruthy();
  });

  it("lets the parent set the child's SAT goal", async () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T18:00:00Z'), toFake: ['Date'] });
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(
      answering((url) =>
        url === '/api/family/children'
          ? [{ ...child, goal: null, satScores: [] }]
          : url === '/api/sat-dates'
            ? { dates: [] }
            : { targetScore: 1300, testDate: null, updatedAt: '' },
      ),
    );
    renderFamilyPage();
    expect(await screen.findByText('No SAT goal set.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set goal for Sam' }));
    // The goal dialog loads on first open: slow on a busy machine.
    const target = await screen.findByLabelText('Target score', {}, { timeout: 5000 });
    fireEvent.change(target, { target: { value: '1300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(await screen.findByText(goalMessages.saved)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/family/children/c1/goal');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ targetScore: 1300, testDate: null });
    vi.useRealTimers();
  });

  it("comes into view once the payments are in, opened from a mail's #billing link", async () => {
    // The router's own scroll to the anchor comes before the section exists.
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    window.location.hash = '#billing';
    answerWithPayment('Monthly plan', 1049, [child]);
    renderFamilyPage();
    await screen.findByText('Monthly plan');
    await waitFor(() =>
      expect(scrolled.mock.contexts).toContain(document.getElementById('billing')),
    );
    window.location.hash = '';
    scrolled.mockRestore();
  });
});
