import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, useSearch, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/ui/spinner';
import { followDenial, isApiError, isDenial } from '../../../lib/api-client';

/** Said when the concept a link names is not (or no longer) one of the topic's. */
const CONCEPT_UNAVAILABLE =
  'That concept is not part of this topic: here is a question from all of its concepts.';

/**
 * The route error panel for practice pages. Its Try again clears the failed queries and runs
 * the loader again, so the page refetches instead of showing the cached error. A refusal drawn
 * while the session was being checked (a Guest whose free questions are used up, opening a
 * topic by its address) goes where the spec sends it, as a click on the topic would.
 */
export function PracticeRouteError(props: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  const { concept } = useSearch({ strict: false });
  const denied = isDenial(props.error);
  // The draw refuses a concept the topic does not have (a homework or bookmark from before the
  // bank changed, another topic's concept): Try again would only be refused again, while the
  // topic itself can still be practised.
  const conceptRefused =
    concept !== undefined && isApiError(props.error) && props.error.status === 400;
  useEffect(() => reset(), [reset]);
  useEffect(() => {
    if (isDenial(props.error)) followDenial(props.error);
  }, [props.error]);
  useEffect(() => {
    if (!conceptRefused) return;
    toast.error(CONCEPT_UNAVAILABLE, { id: 'practice-concept-refused' });
    void router.navigate({
      to: '.',
      search: ({ concept: _refused, ...rest }: Record<string, unknown>) => rest,
      replace: true,
    });
  }, [conceptRefused, router]);
  if (denied || conceptRefused) return <PageSpinner />;
  return <ErrorPanel {...props} reset={() => void router.invalidate()} />;
}
