import { lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { DeferredDialog } from '../../../components/ui/deferred-dialog';
import { flagStateQueryOptions } from '../api/flag-question';
import { FlagTrigger } from './flag-trigger';

// The dialog, its form and zod load on the first reach for the button: the card itself only
// says whether the question is flagged (issue 42's budget for the practice page).
const load = () => import('./flag-dialog');
const FlagDialog = lazy(() => load().then((module) => ({ default: module.FlagDialog })));

/**
 * "Flag for my tutor": a question the student wants to talk about, with an optional note. The
 * tutor sees it in review. A question shown again (a retry, a review card, a reload) says it is
 * flagged, with the note; its button opens the dialog that edits the note or takes the flag back.
 */
export function FlagControl({ questionId }: { questionId: string }) {
  const state = useQuery(flagStateQueryOptions(questionId));
  const flag = state.data?.flag ?? null;
  return (
    <>
      {flag ? (
        <p className="order-first flex w-full min-w-0 items-start gap-1.5 py-2 text-sm text-amber-900 sm:w-auto sm:flex-1">
          <Flag
            className="mt-0.5 size-4 shrink-0 fill-amber-300 text-amber-700"
            aria-hidden="true"
          />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <span className="font-semibold">Flagged for my tutor</span>
            {flag.note ? <span>: {flag.note}</span> : null}
          </span>
        </p>
      ) : null}
      <DeferredDialog
        prefetch={() => void load()}
        trigger={(props) => (
          <FlagTrigger flagged={flag !== null} loading={state.isPending} {...props} />
        )}
      >
        <FlagDialog questionId={questionId} defaultOpen />
      </DeferredDialog>
    </>
  );
}
