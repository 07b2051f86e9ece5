import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ACADEMY } from '../lib/academy';
import { AfterMount } from '../components/after-mount';
import { AppShell } from '../components/layout/app-shell';
import { TestModeRibbon } from '../components/layout/test-mode-ribbon';
import { RouteAnnouncer } from '../components/layout/route-announcer';
import { NotFound } from '../components/not-found';
import { Toaster } from '../components/toaster';
import { useConfig } from '../features/auth/api/get-config';
import type { AuthState } from '../features/auth/auth-context';
import { AuthNav } from '../features/auth/components/auth-nav';
import { LazyMascot } from '../features/mascot/components/lazy-mascot';
import { VerifyEmailBannerSlot } from './-components/verify-email-banner-slot';

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
      <AppShell
        nav={<AuthNav />}
        ribbon={<TestModeRibbonWhenOn />}
        banner={<VerifyEmailBannerSlot />}
      >
        <Outlet />
      </AppShell>
      <AfterMount>
        <MascotWithSignInOptions />
        <Toaster />
        <RouteAnnouncer />
      </AfterMount>
    </>
  );
}

/**
 * The mascot's lines on the login and register pages speak of Google only where its button
 * shows: when the server configures a client id. Unknown while the config loads; a config that
 * failed to load shows no button.
 */
function MascotWithSignInOptions() {
  const { data, isError } = useConfig();
  const googleSignIn = data ? Boolean(data.googleClientId) : isError ? false : undefined;
  return <LazyMascot googleSignIn={googleSignIn} />;
}

/**
 * The server's public config is asked for once the app runs, after the first paint. A page the
 * server draws per request (a student's, the evaluations) has it already, so the ribbon and the
 * room the e-mail banner makes for it are in the first paint instead of shifting it.
 */
function TestModeRibbonWhenOn() {
  const { data } = useConfig();
  return data?.testCheckout ? <TestModeRibbon /> : null;
}
