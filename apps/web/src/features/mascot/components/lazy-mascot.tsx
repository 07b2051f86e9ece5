import { Suspense, lazy } from 'react';

// The mascot's drawing, poses and speech load after the page, never delaying its first paint.
const Mascot = lazy(() => import('./mascot').then((module) => ({ default: module.Mascot })));

export function LazyMascot({ googleSignIn }: { googleSignIn?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Mascot googleSignIn={googleSignIn} />
    </Suspense>
  );
}
