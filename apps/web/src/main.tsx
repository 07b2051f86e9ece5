// First: it configures zod before any module makes a schema.
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { initialAuthState } from './features/auth/auth-provider';
import { startSessionCheck } from './features/auth/api/verify-session';
import { queryClient } from './lib/query-client';
import { createAppRouter, type AppRouter } from './lib/router';
import { prerenderedMarkupHolds } from './prerender/markup-holds';
import { applyQuerySeeds } from './prerender/query-seeds';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The server sends prerendered HTML (marked data-prerendered) to visitors without a session
// cookie. It shows what an anonymous visitor sees, so it is kept only when this browser has no
// stored user either, and nothing stored that this page would show instead; anyone else gets a
// fresh render. The data a server-rendered page was drawn from serves either. A student's page
// the server drew for the session it verified (decision 048) starts signed in, and is kept.
applyQuerySeeds(queryClient, document);
const authAtStart = initialAuthState(queryClient);
const prerendered =
  container.hasAttribute('data-prerendered') &&
  (authAtStart.status === 'authenticated' ||
    (authAtStart.status === 'anonymous' && prerenderedMarkupHolds(window.location.pathname)));
if (authAtStart.status === 'loading') startSessionCheck(queryClient);

// React recovers from some render errors by rendering again, and reports a wrapper whose
// production message says nothing ("Minified React error #520"): report what was thrown.
const rootOptions = {
  onRecoverableError: (error: unknown) =>
    reportError(error instanceof Error && error.cause !== undefined ? error.cause : error),
};

declare global {
  interface Window {
    /** Set by the prerendered pages' press keeper: the button pressed before the app took over. */
    takeButtonPressedBeforeStart?: () => HTMLButtonElement | null;
  }
}

/** A macrotask boundary: the browser may paint and handle input between two steps. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function hydrate(root: HTMLElement) {
  // The page's HTML draws it without any script, so nothing is gained by one long task: each
  // step gets a task of its own (creating the router, loading the route, hydrating), and the
  // browser may paint and handle input between them.
  await nextTask();
  const router = createAppRouter({
    queryClient,
    keepScrollOfFirstRender: true,
    auth: authAtStart,
  });
  // Rendered on a server, the router leaves out the Suspense boundaries around its matches; it
  // does so in the browser too once it knows it hydrates server markup (TanStack Start's own
  // hydration sets this; our pages come without its inline data script, which the CSP forbids).
  router.ssr = { manifest: undefined };
  await nextTask();
  // The page's split route component must be loaded before the first render, or that render
  // would suspend and differ from the server's markup.
  await router.load();
  // As a transition, hydration yields to the browser every few milliseconds.
  startTransition(() => void hydrateRoot(root, <Root router={router} />, rootOptions));
  // A button pressed before the app started did nothing then (see keep-early-press.js). React
  // now hydrates what a press reaches before handling it, so pressing it again does what the
  // visitor asked for.
  const pressed = window.takeButtonPressedBeforeStart?.();
  if (pressed?.isConnected) pressed.click();
}

function Root({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
}

if (prerendered) {
  void hydrate(container);
} else {
  // The prerendered buttons are about to go: nothing pressed on them can be pressed again.
  window.takeButtonPressedBeforeStart?.();
  container.replaceChildren();
  createRoot(container, rootOptions).render(<Root router={createAppRouter({ queryClient })} />);
}
