import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ACADEMY } from '../lib/academy';
import { AfterMount } from '../components/after-mount';
import { AppShell } from '../components/layout/app-shell';
import { RouteAnnouncer } from '../components/layout/route-announcer';
import { NotFound } from '../components/not-found';
import { Toaster } from '../components/toaster';
import type { AuthState } from '../features/auth/auth-context';
import { AuthNav } from '../features/auth/components/auth-nav';
import { LazyMascot } from '../features/mascot/components/lazy-mascot';

export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthState;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: ACADEMY.name }] }),
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <AppShell nav={<AuthNav />}>
        <Outlet />
      </AppShell>
      <AfterMount>
        <LazyMascot />
        <Toaster />
        <RouteAnnouncer />
      </AfterMount>
    </>
  );
}
