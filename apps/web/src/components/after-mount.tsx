import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children only after the first render has committed, as a low-priority update:
 * they are in neither the prerendered HTML nor the hydration of it (so both match), and their
 * work comes after the page is interactive, in slices, instead of lengthening that first task.
 */
export function AfterMount({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? children : null;
}
