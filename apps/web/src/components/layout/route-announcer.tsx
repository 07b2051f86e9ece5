import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * Says the new page's name to screen readers when the app moves to another page. A browser
 * says it on a full load; a move within the app changes the page without a word, and the focus
 * often falls to the page itself. As Next.js's announcer does: the page's title, read once its
 * head is in place (or its main heading, or its path).
 */
export function RouteAnnouncer() {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    let pending: number | undefined;
    const unsubscribe = router.subscribe('onRendered', (event) => {
      if (!event.fromLocation || !event.pathChanged) return;
      window.clearTimeout(pending);
      // The head, and so the title, is written just after the page.
      pending = window.setTimeout(() => {
        const heading = document.querySelector('main h1')?.textContent?.trim();
        setAnnouncement(document.title || heading || event.toLocation.pathname);
      }, 100);
    });
    return () => {
      window.clearTimeout(pending);
      unsubscribe();
    };
  }, [router]);
  return (
    <p aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
