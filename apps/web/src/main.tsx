import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as ReduxProvider } from 'react-redux';
import { config as configureZod } from 'zod/v4/core';
import { AuthProvider } from './features/auth/auth-provider';
import { useAuth } from './features/auth/auth-context';
import { queryClient } from './lib/query-client';
import { router } from './lib/router';
import { store } from './store';
import './styles.css';

function App() {
  const { state } = useAuth();
  return <RouterProvider router={router} context={{ auth: state }} />;
}

// Our CSP forbids eval: without this, zod probes `new Function` and the browser reports a CSP
// violation on every page with a form, although zod falls back fine.
configureZod({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ReduxProvider store={store}>
        <AuthProvider>
          <App />
        </AuthProvider>
      </ReduxProvider>
    </QueryClientProvider>
  </StrictMode>,
);
