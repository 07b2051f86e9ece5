import { useEffect } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/ui/spinner';
import { followDenial, isDenial } from '../../../lib/api-client';

/**
 * The route error panel for practice pages. Its Try again clears the failed queries and runs
 * the loader again, so the page refetches instead of showing the cached error. A refusal drawn
 * while the session was being checked (a Guest whose free questions are used up, opening a
 * topic by its address) goes where the spec sends it, as a click on the topic would.
 */
export function PracticeRouteError(props: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  const denied = isDenial(props.error);
  useEffect(() => reset(), [reset]);
  useEffect(() => {
    if (isDenial(props.error)) followDenial(props.error);
  }, [props.error]);
  if (denied) return <PageSpinner />;
  return <ErrorPanel {...props} reset={() => void router.invalidate()} />;
}
