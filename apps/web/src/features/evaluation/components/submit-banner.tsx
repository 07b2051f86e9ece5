import { Coffee } from 'lucide-react';
import { evaluationMessages } from '@academy/shared/evaluation-messages';
import { SubmitButton } from './submit-dialog';

interface SubmitBannerProps {
  answeredCount: number;
  total: number;
}

/**
 * The yellow 'Tired?' banner: submit what is answered so far without reaching the end. Submit
 * Now opens the surrounding submit dialog.
 */
export function SubmitBanner({ answeredCount, total }: SubmitBannerProps) {
  return (
    <section
      aria-labelledby="evaluation-tired-title"
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-accent-300 bg-accent-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="rounded-full bg-accent-100 p-2 text-accent-700">
          <Coffee className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="evaluation-tired-title" className="font-semibold text-accent-800">
            {evaluationMessages.tired}
          </h2>
          <p className="mt-0.5 text-sm text-accent-800/90">
            You've answered {answeredCount} out of {total} questions
          </p>
        </div>
      </div>
      <SubmitButton className="shrink-0 self-stretch sm:self-auto">Submit Now</SubmitButton>
    </section>
  );
}
