import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as ReduxProvider } from 'react-redux';
import { AuthProvider } from './features/auth/auth-provider';
import { useAuth } from './features/auth/auth-context';
import type { AppRouter } from './lib/router';
import { store } from './store';

function RoutedPages({ router }: { router: AppRouter }) {
  const { state } = useAuth();
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
