import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import type { AuthUser } from '@academy/shared/profile';
import { AuthContext, type AuthContextValue } from '../../auth/auth-context';
import { SchedulingSuccess } from './scheduling-success';

let fetchMock: ReturnType<typeof mockFetch>;

const signedIn: AuthContextValue = {
  state: {
    status: 'authenticated',
    user: { _id: 'u1', email: 'pat@example.com', firstname: 'Pat' } as AuthUser,
    signedOut: false,
  },
  signIn: () => undefined,
  updateUser: () => undefined,
  logout: async () => undefined,
};

function renderPage(status: number, body: unknown, receipt = false, auth?: AuthContextValue) {
  fetchMock.mockImplementation(async (input) => {
    if (String(input) !== '/api/payments/verify-scheduling-session?sessionId=cs_test_1') {
      throw new Error(`unexpected call ${String(input)}`);
    }
    return typeof body === 'string' ? new Response(body, { status }) : jsonResponse(status, body);
  });
  const router = createTestRouter(
    {
      '/scheduling/success': () =>
        auth ? (
          <AuthContext value={auth}>
            <SchedulingSuccess sessionId="cs_test_1" receipt={receipt} />
          </AuthContext>
        ) : (
          <SchedulingSuccess sessionId="cs_test_1" receipt={receipt} />
        ),
      '/': () => null,
      '/sessions': () => null,
    },
    '/scheduling/success',
  );
  renderWithProviders(<RouterProvider router={router} />);
}

beforeEach(() => {
  fetchMock = mockFetch();
});

/** One online session paid for, by a customer who gave their email address. */
const oneSession = {
  fullName: 'Sam Rivera',
  contactInfo: 'pat@example.com',
  sessionType: 'online',
  sessionCount: 1,
  internalReference: 'TS-2M8R4W',
  totalCents: 6000,
  currency: 'USD',
  paid: true,
  sessionStarts: ['2026-12-08T21:00:00.000Z'],
};

// SPEC §8: "verification error shows the server message or 'Failed to verify scheduling payment'".
describe('SchedulingSuccess (/scheduling/success)', () => {
  it("shows the server's message when it gave one", async () => {
    renderPage(404, { message: 'Checkout session not found' });
    expect(await screen.findByText('Checkout session not found')).toBeTruthy();
    expect(
      await screen.findByText(
        'There was a problem verifying your payment. Please contact support.',
      ),
    ).toBeTruthy();
  });

  it('says what was canceled and refunded since, beside the sessions paid for', async () => {
    renderPage(200, {
      data: {
        fullName: 'Sam Rivera',
        contactInfo: 'sam@example.com',
        sessionType: 'online',
        sessionCount: 2,
        internalReference: 'TS-2M8R4W',
        totalCents: 12000,
        currency: 'USD',
        paid: true,
        sessionStarts: ['2026-12-08T21:00:00.000Z'],
        cancelledStarts: ['2026-12-01T21:00:00.000Z'],
        cancelledCount: 1,
        refundCents: 6000,
      },
    });
    // Numbered as booked: the first session keeps its number, marked canceled.
    const first = (await screen.findByText('Session 1')).parentElement!;
    expect(first.textContent).toBe('Session 1Tue, Dec 1, 3:00 PM CST Canceled');
    expect(first.querySelector('s')?.textContent).toBe('Tue, Dec 1, 3:00 PM CST');
    expect(screen.getByText('Session 2').parentElement!.textContent).toBe(
      'Session 2Tue, Dec 8, 3:00 PM CST',
    );
    const cancelled = screen.getByText('Canceled since').parentElement!;
    expect(cancelled.textContent).toBe('Canceled since1 session');
    expect(screen.getByText('Refunded').parentElement!.textContent).toBe('Refunded$60.00');
    expect(screen.getByText('Total paid').parentElement!.textContent).toBe('Total paid$120.00');
  });

  it('every session canceled since (reloaded, or back to it later): says so, not "booked"', async () => {
    const { sessionStarts: _times, ...paid } = oneSession;
    const data = { ...paid, sessionCount: 2, totalCents: 12000, paidAt: '2026-12-02T18:00:00Z' };
    renderPage(
      200,
      {
        data: {
          ...data,
          cancelledStarts: ['2026-12-08T21:00:00.000Z', '2026-12-09T21:00:00.000Z'],
          cancelledCount: 2,
          refundCents: 12000,
        },
      },
      false,
      signedIn,
    );
    expect(
      await screen.findByRole('heading', { name: 'Your sessions were canceled' }),
    ).toBeTruthy();
    expect(screen.queryByText(/is booked!/)).toBeNull();
    expect(screen.queryByText(/will contact you shortly/)).toBeNull();
    expect(screen.getByText(/^Thank you, Sam Rivera!/).textContent).toBe(
      'Thank you, Sam Rivera! Your payment went through. Your sessions were canceled since; ' +
        'what was refunded for them is below.',
    );
    expect(screen.getByText('Refunded').parentElement!.textContent).toBe('Refunded$120.00');
  });

  it('with a phone number as the contact, says no email goes out and how to move a session', async () => {
    renderPage(200, { data: { ...oneSession, contactInfo: '+1 214 555 0100' } });
    const status = await screen.findByText(/^Thank you, Sam Rivera!/);
    expect(status.textContent).toContain('no email goes out, so keep this page: to move or cancel');
    expect(status.textContent).toContain('quote your booking reference');
    expect(status.textContent).not.toContain('confirmation email');
  });

  it('opened as a receipt: the date paid and what was refunded, without the welcome', async () => {
    const toasted = vi.spyOn(toast, 'success');
    renderPage(
      200,
      {
        data: {
          fullName: 'Pat Rivera',
          contactInfo: 'pat@example.com',
          sessionType: 'online',
          sessionCount: 2,
          internalReference: 'TS-XSGTP5',
          totalCents: 12000,
          currency: 'USD',
          paid: true,
          paidAt: '2026-12-02T18:00:00.000Z',
          cancelledCount: 2,
          refundCents: 12000,
        },
      },
      true,
    );
    expect(await screen.findByRole('heading', { name: 'Tutor session receipt' })).toBeTruthy();
    expect(
      screen.getByText(/^Paid on December 2, 2026\. The sessions canceled since/),
    ).toBeTruthy();
    expect(screen.getByText('Refunded').parentElement!.textContent).toBe('Refunded$120.00');
    expect(screen.queryByText(/will contact you shortly/)).toBeNull();
    expect(toasted).not.toHaveBeenCalled();
  });

  it('names the student a parent booked for, beside the parent who paid', async () => {
    renderPage(200, {
      data: { ...oneSession, fullName: 'Pat Rivera', forStudent: 'Sam Rivera' },
    });
    expect((await screen.findByText('For')).parentElement!.textContent).toBe('ForSam Rivera');
    // One session, said in the singular.
    expect(screen.getByText(/Sam Rivera’s session is booked at the time below/).textContent).toBe(
      'Thank you, Pat Rivera! Your payment went through. Sam Rivera’s session is booked at the time below; your confirmation email has a calendar invite for it.',
    );
  });

  it.each([
    ['an error with an empty body', 500, {}],
    ['a proxy error page', 503, '<html>Service Unavailable</html>'],
  ])("%s says 'Failed to verify scheduling payment'", async (_, status, body) => {
    renderPage(status, body);
    expect(await screen.findByText('Failed to verify scheduling payment')).toBeTruthy();
    expect(screen.queryByText('An error occurred')).toBeNull();
  });

  it('signed in, leads to the account’s sessions as well as home', async () => {
    renderPage(200, { data: oneSession }, false, signedIn);
    expect(await screen.findByText('Your session is booked!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your tutor sessions' }).getAttribute('href')).toBe(
      '/sessions',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('signed out, has Back to Home only', async () => {
    renderPage(200, { data: oneSession });
    expect(await screen.findByText('Your session is booked!')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See your tutor sessions' })).toBeNull();
  });

  it("tells a parent the child stopped sharing, without the child's times or place", async () => {
    const { sessionStarts: _times, ...money } = oneSession;
    renderPage(
      200,
      { data: { ...money, forStudent: 'Sam Lovelace', sharingEnded: true, joinUrl: null } },
      false,
      signedIn,
    );
    expect(
      await screen.findByText(
        /Sam Lovelace stopped sharing their progress with you: the session is booked for them, and only they can see, move or cancel it now\./,
      ),
    ).toBeTruthy();
    // The page is the parent's receipt for the money: not "Your session is booked!".
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(screen.queryByText(/is booked!/)).toBeNull();
    expect(screen.getByText(/^Thank you, Sam Rivera!/).textContent).toBe(
      'Thank you, Sam Rivera! Your payment for Sam Lovelace’s session went through. Sam Lovelace ' +
        'stopped sharing their progress with you: the session is booked for them, and only they ' +
        'can see, move or cancel it now.',
    );
    expect(screen.queryByText('Where')).toBeNull();
    expect(screen.queryByText('Session type')).toBeNull();
    expect(screen.queryByText(/will contact you shortly/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'See your tutor sessions' })).toBeNull();
    expect(screen.getByText('$60.00')).toBeTruthy();
  });
});
