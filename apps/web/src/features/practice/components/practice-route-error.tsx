import { useEffect } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPanel } from '../../../components/error-panel';

/**
 * The route error panel for practice pages. Its Try again clears the failed queries and runs
 * the loader again, so the page refetches instead of showing the cached error.
 */
export function PracticeRouteError(props: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  return <ErrorPanel {...props} reset={() => void router.invalidate()} />;
}
