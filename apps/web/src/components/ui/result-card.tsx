import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { cn } from '../../lib/cn';

const TONES = {
  success: { icon: CircleCheck, classes: 'bg-emerald-50 text-emerald-600' },
  error: { icon: CircleAlert, classes: 'bg-red-50 text-red-600' },
  neutral: { icon: CircleX, classes: 'bg-slate-100 text-slate-600' },
} as const;

interface ResultCardProps {
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
}

/** The centred card of a page that reports an outcome (a payment's return page): icon, heading, text. */
export function ResultCard({ tone, title, children }: ResultCardProps) {
  const { icon: Icon, classes } = TONES[tone];
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
      <div
        role={tone === 'error' ? 'alert' : undefined}
        className="rounded-2xl border border-slate-200/80 bg-white p-6 text-center shadow-card sm:p-8"
      >
        <span
          className={cn('mx-auto flex size-14 items-center justify-center rounded-full', classes)}
        >
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}
