import { afterEach, beforeEach, vi } from 'vitest';
import type { GoogleCredentialResponse } from '../features/auth/lib/google-identity';

/**
 * Google Identity Services as `window.google`, installed before each test of the file: `press`
 * answers like Google's button once an account is chosen.
 */
export function fakeGoogleIdentity() {
  let callback: ((response: GoogleCredentialResponse) => void) | undefined;
  const initialize = vi.fn(
    (options: { callback: (response: GoogleCredentialResponse) => void }) => {
      callback = options.callback;
    },
  );
  const renderButton = vi.fn();

  beforeEach(() => {
    callback = undefined;
    initialize.mockClear();
    renderButton.mockClear();
    window.google = { accounts: { id: { initialize, renderButton } } };
  });
  afterEach(() => {
    delete window.google;
  });

  return {
    initialize,
    renderButton,
    ready: () => callback !== undefined,
    press: (credential: string) => {
      if (!callback) throw new Error("Google's button was not rendered");
      callback({ credential });
    },
  };
}
