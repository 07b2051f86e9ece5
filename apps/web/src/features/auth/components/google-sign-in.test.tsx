import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AuthUser } from '@academy/shared/profile';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ada } from '../../../test/users';
import { fakeGoogleIdentity } from '../../../test/fake-google-identity';
import { GoogleSignIn } from './google-sign-in';

const user: AuthUser = { ...ada, subscriptionTier: 'Guest' };

let fetchMock: ReturnType<typeof mockFetch>;
const google = fakeGoogleIdentity();
const { initialize, renderButton } = google;

beforeEach(() => {
  fetchMock = mockFetch();
});

const answer = (routes: Record<string, Response>) =>
  fetchMock.mockImplementation(async (input) => routes[String(input)] ?? jsonResponse(404, {}));

describe('GoogleSignIn', () => {
  it('shows nothing, and loads no script, when the server has no Google client id', async () => {
    answer({ '/api/config': jsonResponse(200, { googleClientId: null }) });
    const { container } = renderWithProviders(
      <GoogleSignIn dividerLabel="or continue with email" onSignedIn={vi.fn()} />,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
    expect(renderButton).not.toHaveBeenCalled();
  });

  it("renders Google's button as specified, with the divider", async () => {
    answer({ '/api/config': jsonResponse(200, { googleClientId: 'client-1' }) });
    renderWithProviders(
      <GoogleSignIn dividerLabel="or continue with email" onSignedIn={vi.fn()} />,
    );
    expect(await screen.findByText('or continue with email')).toBeTruthy();
    await waitFor(() => expect(renderButton).toHaveBeenCalled());
    expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1' }));
    expect(renderButton.mock.calls[0]![1]).toEqual({
      theme: 'outline',
      size: 'large',
      width: 400,
      text: 'continue_with',
      shape: 'rectangular',
    });
  });

  it('posts the credential to /api/auth/google and reports success', async () => {
    answer({
      '/api/config': jsonResponse(200, { googleClientId: 'client-1' }),
      '/api/auth/google': jsonResponse(200, { user }),
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<GoogleSignIn dividerLabel="or" onSignedIn={onSignedIn} />);
    await waitFor(() => expect(google.ready()).toBe(true));
    google.press('id-token');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/google')!;
    expect(init?.body).toBe(JSON.stringify({ token: 'id-token' }));
    expect(await screen.findByText('Signed in with Google successfully!')).toBeTruthy();
  });

  it("says 'Failed to sign in with Google' when the server refuses", async () => {
    answer({
      '/api/config': jsonResponse(200, { googleClientId: 'client-1' }),
      '/api/auth/google': jsonResponse(401, { message: 'Google authentication failed' }),
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<GoogleSignIn dividerLabel="or" onSignedIn={onSignedIn} />);
    await waitFor(() => expect(google.ready()).toBe(true));
    google.press('bad');

    expect(await screen.findByText('Failed to sign in with Google')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
