import { useRef } from 'react';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { evaluationMessages } from '@academy/shared/evaluation-messages';
import { Button } from '../../../components/ui/button';
import { useFocusWhenLost } from '../../../lib/use-focus-when-lost';
import { SubmitButton } from './submit-dialog';

interface EvaluationNavProps {
  isFinal: boolean;
  canSubmit: boolean;
  onBack: () => void;
  onNext: () => void;
}

/**
 * Back and Next; on the final question Next becomes Submit, enabled once anything is answered.
 * Submit opens the surrounding submit dialog.
 */
export function EvaluationNav({ isFinal, canSubmit, onBack, onNext }: EvaluationNavProps) {
  const hintId = 'evaluation-submit-hint';
  // Next and Submit are two buttons: moving onto the final question (or back off it) removes
  // the one that had the focus. The one that replaced it takes it, or, while Submit cannot be
  // used, the words saying why.
  const nav = useRef<HTMLDivElement>(null);
  useFocusWhenLost(
    isFinal,
    () =>
      nav.current?.querySelector<HTMLElement>('[data-advance]:not(:disabled)') ??
      document.getElementById(hintId),
  );
  return (
    <div ref={nav} className="mt-5">
      <div data-mascot-avoid className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" size="lg" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
        {isFinal ? (
          <SubmitButton
            data-advance
            size="lg"
            disabled={!canSubmit}
            aria-describedby={canSubmit ? undefined : hintId}
          >
            Submit
            <Send className="size-4" aria-hidden="true" />
          </SubmitButton>
        ) : (
          <Button data-advance size="lg" onClick={onNext}>
            Next
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      {isFinal && !canSubmit ? (
        <p id={hintId} tabIndex={-1} className="mt-2 text-right text-sm text-slate-500">
          {evaluationMessages.answersRequired}
        </p>
      ) : null}
    </div>
  );
}
