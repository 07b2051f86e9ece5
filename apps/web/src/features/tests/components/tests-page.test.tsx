import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import type { AuthUser } from '@academy/shared/profile';
import type { TestSummary } from '@academy/shared/tests';
import { AuthContext } from '../../auth/auth-context';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { TestsPage } from './tests-page';

const guest: AuthUser = {
  _id: 'u1',
  firstname: 'Maya',
  lastname: 'Lopez',
  email: 'maya@example.com',
  subscriptionTier: 'Guest',
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
  role: 'student',
};

const shortSet = (available: boolean): TestSummary => ({
  _id: 'short-algebra',
  name: 'Short set: Algebra',
  kind: 'domain',
  section: 'math',
  modules: 1,
  minutes: 19,
  questionsPerModule: 12,
  available,
  inProgress: null,
});

/** /tests for a Guest with 5 free questions left, the short set open or not. */
function renderPage(available: boolean) {
  mockFetch().mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/tests')) return jsonResponse(200, [shortSet(available)]);
    if (url.endsWith('/api/tests/finished')) return jsonResponse(200, []);
    if (url.endsWith('/api/progress')) {
      return jsonResponse(200, {
        totals: { answered: 15, attempts: 15, correct: 9, points: 24, questionsUsed: 15 },
        subModules: [],
        guestFreeQuestions: 20,
      });
    }
    return jsonResponse(200, guest);
  });
  const auth = {
    state: { status: 'authenticated', user: guest, signedOut: false } as const,
    signIn: () => undefined,
    updateUser: () => undefined,
    logout: async () => undefined,
  };
  renderWithProviders(
    <AuthContext.Provider value={auth}>
      <RouterProvider
        router={createTestRouter({ '/': () => <TestsPage onSection={() => undefined} /> }, '/')}
      />
    </AuthContext.Provider>,
  );
}

const trialNotice = async () => {
  const region = await screen.findByRole('region', { name: 'Your free trial' });
  // The cards are in: the note follows what they offer.
  await screen.findByRole('heading', { name: 'Short set: Algebra' });
  return region.textContent;
};

describe("the Tests Page's free trial notice", () => {
  it("says a Guest's short set uses their free questions while the set can be started", async () => {
    renderPage(true);
    expect(await trialNotice()).toContain(
      '5 of 20 free questions left. Each answer in a short set uses one of them.',
    );
  });

  it('no longer speaks of a short set once the Guest has taken theirs', async () => {
    renderPage(false);
    const text = await trialNotice();
    expect(text).toContain('5 of 20 free questions left.');
    expect(text).not.toContain('short set');
  });
});
