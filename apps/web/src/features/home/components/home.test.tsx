import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import type { AuthUser } from '@academy/shared/profile';
import { mockFetch, stalledReply } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { SignedIn } from '../../../test/signed-in';
import { createTestRouter } from '../../../test/test-router';
import { ada } from '../../../test/users';
import { Home } from './home';

beforeEach(() => {
  mockFetch().mockImplementation((_url, init) => stalledReply(init));
});
afterEach(() => vi.unstubAllGlobals());

function renderHome(user: AuthUser) {
  renderWithProviders(
    <SignedIn user={user}>
      <RouterProvider
        router={createTestRouter({ '/': () => <Home user={user} onBookSession={vi.fn()} /> }, '/')}
      />
    </SignedIn>,
  );
}

describe('the signed-in home', () => {
  it('offers a student a session with the tutor', async () => {
    renderHome(ada);
    expect(await screen.findByRole('button', { name: /^Book a tutor session/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Tutor workspace/ })).toBeNull();
  });

  // The tutor's own home offered to book a session with themselves, and the workspace they come
  // for was only in the account menu.
  it('leads the tutor to the workspace, not to book a session with themselves', async () => {
    renderHome({ ...ada, role: 'tutor' });
    const workspace = await screen.findByRole('link', { name: /^Tutor workspace/ });
    expect(workspace.getAttribute('href')).toBe('/tutor?sort=lastActive&page=1');
    expect(screen.queryByRole('button', { name: /^Book a tutor session/ })).toBeNull();
  });
});
