import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { PartyPopper } from 'lucide-react';
import { evaluationMessages } from '@academy/shared/evaluation-messages';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export function EvaluationSuccess() {
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The dialog that had focus is gone: focus moves to the news, which screen readers then read.
  useEffect(() => messageRef.current?.focus(), []);

  return (
    <section className="rounded-2xl border border-slate-200/80 bg-white px-6 py-10 text-center shadow-card sm:px-12 sm:py-14">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/60">
        <PartyPopper className="size-8" aria-hidden="true" />
      </span>
      <p
        ref={messageRef}
        tabIndex={-1}
        className="mx-auto mt-6 max-w-xl text-lg leading-relaxed font-medium text-slate-800 focus:outline-none sm:text-xl"
      >
        {evaluationMessages.success}
      </p>
      <Link to="/" className={cn(buttonClasses({ size: 'lg' }), 'mt-8')}>
        Back to Home
      </Link>
    </section>
  );
}
