import { useEffect, useRef } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as ReduxProvider } from 'react-redux';
import { AuthProvider } from './features/auth/auth-provider';
import { useAuth } from './features/auth/auth-context';
import type { AppRouter } from './lib/router';
import { store } from './store';

function RoutedPages({ router }: { router: AppRouter }) {
  const { state } = useAuth();
  // A page opened directly loads while the stored session is being verified, and its loader
  // skips what needs a user (the practice topic of its title, data to fetch early). A new
  // context does not run loaders again: once verified, they run with the user. (Signing in and
  // out navigate, which runs them.)
  const verifying = useRef(state.status === 'loading');
  useEffect(() => {
    if (!verifying.current || state.status === 'loading') return;
    verifying.current = false;
    if (state.status === 'authenticated') void router.invalidate();
  }, [state.status, router]);
  return <RouterProvider router={router} context={{ auth: state }} />;
}

/** The whole app: the browser and the build-time prerender render this same tree. */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ReduxProvider store={store}>
        <AuthProvider>
          <RoutedPages router={router} />
        </AuthProvider>
      </ReduxProvider>
    </QueryClientProvider>
  );
}
