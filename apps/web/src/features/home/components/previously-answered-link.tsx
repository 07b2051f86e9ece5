import { Link } from '@tanstack/react-router';
import { ArrowRight, History } from 'lucide-react';

export function PreviouslyAnsweredLink() {
  return (
    <Link
      to="/previously-answered"
      className="group flex items-center gap-4 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card transition-shadow hover:shadow-pop"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
        <History className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">Previously Answered</span>
        <span className="block text-sm text-slate-600">
          Review your answers with their explanations
        </span>
      </span>
      <ArrowRight
        className="size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-primary-600"
        aria-hidden="true"
      />
    </Link>
  );
}
