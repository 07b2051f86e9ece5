import { useEffect } from 'react';

/**
 * Runs `run` once committed. A child's effect runs before its parent's, so rendered inside a
 * component under test it acts between that component's first render and its own effects
 * (a window resized before the component listens for resizes).
 */
export function EffectBeforeParent({ run }: { run?: () => void }) {
  useEffect(() => run?.(), [run]);
  return null;
}
