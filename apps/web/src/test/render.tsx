import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as ReduxProvider } from 'react-redux';
import { Toaster } from '../components/toaster';
import { AuthContext, type AuthContextValue } from '../features/auth/auth-context';
import { createAppStore } from '../store';

/**
 * No one signed in, and nothing called: what a component that only refreshes the user if there
 * is one (a plan change) sees. A test about signing in renders the real AuthProvider inside.
 */
const signedOut: AuthContextValue = {
  state: { status: 'anonymous', user: null, signedOut: false },
  signIn: () => undefined,
  updateUser: () => undefined,
  logout: async () => undefined,
};

/**
 * Renders with a fresh query client and Redux store (both returned for the test), a signed-out
 * auth context and the toaster. Queries and mutations are not retried, but those that set their own retries retry
 * at once.
 */
/** `seed`: puts data in the query cache before the first render, as a server-drawn page does. */
export function renderWithProviders(
  ui: ReactElement,
  { seed }: { seed?: (queryClient: QueryClient) => void } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryDelay: 0 },
      mutations: { retry: false, retryDelay: 0 },
    },
  });
  seed?.(queryClient);
  const store = createAppStore();
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <ReduxProvider store={store}>
        <AuthContext value={signedOut}>
          {ui}
          <Toaster />
        </AuthContext>
      </ReduxProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient, store };
}
