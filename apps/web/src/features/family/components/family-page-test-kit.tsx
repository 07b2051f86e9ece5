import { RouterProvider } from '@tanstack/react-router';
import type { AuthUser } from '@academy/shared/profile';
import type { FamilyChild } from '@academy/shared/family';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { SignedIn } from '../../../test/signed-in';
import { createTestRouter } from '../../../test/test-router';
import { ada } from '../../../test/users';
import { FamilyPage } from './family-page';

/** The answers of the page's reads by path: the digest setting and the billing history. */
const pageReads: Record<string, unknown> = {
  '/api/family/digest': { subscribed: true },
  '/api/payments/history': { data: { items: [] } },
};

/** Each call its own answer (a Response is read once); `other` answers the rest. */
export const answering =
  (other: (url: string, init?: RequestInit) => unknown) =>
  async (url: RequestInfo | URL, init?: RequestInit) => {
    const read = (init?.method ?? 'GET') === 'GET' ? pageReads[String(url)] : undefined;
    return jsonResponse(200, read ?? other(String(url), init));
  };

export const answerWith = (children: unknown) =>
  mockFetch().mockImplementation(answering(() => children));

/** The children given, and one payment for Sam's plan in the parent's billing history. */
export function answerWithPayment(
  description: string,
  amountCents: number,
  children: FamilyChild[],
) {
  const paid = {
    id: 'p1',
    date: '2026-12-02T18:00:00.000Z',
    description,
    amountCents,
    refundedCents: 0,
    currency: 'USD',
    status: 'paid',
    receiptUrl: 'http://localhost/api/payments/receipts/p1',
    paidFor: 'Sam',
  };
  mockFetch().mockImplementation(async (url: RequestInfo | URL) =>
    jsonResponse(
      200,
      String(url) === '/api/payments/history'
        ? { data: { items: [paid] } }
        : (pageReads[String(url)] ?? children),
    ),
  );
}

/** A parent's account: the page's calls are theirs. */
export const pat: AuthUser = { ...ada, _id: 'p1', firstname: 'Pat', role: 'parent' };

/** The page at /family, signed in as `user` (a parent unless named), beside /sessions. */
export function renderFamilyPage(paidFor?: string, user: AuthUser = pat) {
  const router = createTestRouter(
    {
      '/family': () => (
        <SignedIn user={user}>
          <FamilyPage renderDashboard={() => null} onBook={() => {}} paidFor={paidFor} />
        </SignedIn>
      ),
      '/sessions': () => <h1>Tutor sessions</h1>,
    },
    '/family',
  );
  return renderWithProviders(<RouterProvider router={router} />);
}
