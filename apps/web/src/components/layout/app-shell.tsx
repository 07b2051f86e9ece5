import { useEffect, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ACADEMY } from '../../lib/academy';
import { useSiteBarHeight } from '../../lib/use-site-bar-height';
import { Logo } from '../logo';
import { SiteFooter } from './site-footer';

interface AppShellProps {
  /** The right side of the top bar: sign-in links or the user menu. */
  nav: ReactNode;
  /** A notice hanging from the header, e.g. the test-mode ribbon. */
  ribbon?: ReactNode;
  /** Site-wide notices under the top bar (in the flow: they push the page down). */
  banner?: ReactNode;
  children: ReactNode;
}

export function AppShell({ nav, ribbon, banner, children }: AppShellProps) {
  // The stylesheet places what must clear the sticky bar by it: the scroll padding that keeps a
  // control reached with Tab in sight (WCAG 2.4.11), and the toasts.
  const barHeight = useSiteBarHeight();
  useEffect(() => {
    document.documentElement.style.setProperty('--site-bar-height', `${barHeight}px`);
  }, [barHeight]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/90">
        {/* A container (topbar) for what it holds: at large text sizes (200% on a phone), where
            it ran off the screen's edge, the user menu's name and the wordmark give way, and
            Login and Sign Up stack, the bar growing taller. */}
        <div
          data-site-bar
          className="@container/topbar mx-auto flex min-h-16 max-w-6xl items-center justify-between gap-3 page-gutter"
        >
          {/* The logo takes the room the account's controls leave, its words wrapping first. */}
          <div className="flex flex-1">
            <Link to="/" className="-m-1 rounded-lg p-1" aria-label={`${ACADEMY.name} home`}>
              <Logo />
            </Link>
          </div>
          <nav
            aria-label="Account"
            className="flex min-w-0 flex-wrap items-center justify-end gap-2 py-2"
          >
            {nav}
          </nav>
        </div>
        {ribbon}
      </header>
      {banner}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
