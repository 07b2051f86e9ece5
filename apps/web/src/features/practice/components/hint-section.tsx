import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, Lightbulb, Sparkles } from 'lucide-react';
import type { Hint } from '@academy/shared/questions';
import { MathHtml } from '../../../components/math/math-html';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export type HintKind = 'hint' | 'superhint';

const COPY = {
  hint: {
    title: 'Hints',
    one: 'Hint',
    description: 'A nudge in the right direction.',
    reveal: 'Show hint',
    Icon: Lightbulb,
    tone: 'border-accent-200 bg-accent-50/60',
    icon: 'text-accent-600',
  },
  superhint: {
    title: 'Superhints',
    one: 'Superhint',
    description: 'In-depth help with the method.',
    reveal: 'Show superhint',
    Icon: Sparkles,
    tone: 'border-violet-200 bg-violet-50/60',
    icon: 'text-violet-600',
  },
} as const;

interface HintSectionProps {
  kind: HintKind;
  hints: Hint[];
  /** How many are revealed; owned by the card so it resets with the question. */
  shown: number;
  onReveal: () => void;
}

/**
 * Hints or superhints: each click reveals one more, up to all of them, and the button then
 * disables. The revealed list can be collapsed and opens again with the next reveal.
 */
export function HintSection({ kind, hints, shown, onReveal }: HintSectionProps) {
  const [open, setOpen] = useState(true);
  // A reveal that leaves the button enabled keeps the focus there, so the new hint is read out
  // from a live region instead (the last one gets the focus, see below).
  const [announced, setAnnounced] = useState<number | null>(null);
  const listId = useId();
  const list = useRef<HTMLOListElement>(null);
  // The button disables once the last one is revealed: its focus moves to that hint instead of
  // falling to the page, so a keyboard or screen reader user keeps their place and hears it.
  const focusLastOnReveal = useRef(false);
  useEffect(() => {
    if (!focusLastOnReveal.current) return;
    focusLastOnReveal.current = false;
    (list.current?.lastElementChild as HTMLElement | null)?.focus();
  }, [shown]);
  const copy = COPY[kind];
  const total = hints.length;
  if (total === 0) return null;

  const revealed = [...hints].sort((a, b) => a.order - b.order).slice(0, shown);
  const title = (
    <>
      <copy.Icon className={cn('size-4.5 shrink-0', copy.icon)} aria-hidden="true" />
      {copy.title}
    </>
  );

  return (
    <section
      aria-label={copy.title}
      data-mascot-avoid
      className={cn('rounded-xl border p-3 sm:p-4', copy.tone)}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          {shown > 0 ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((isOpen) => !isOpen)}
              className="relative -mx-1 inline-flex items-center gap-2 rounded-md px-1 font-semibold text-slate-900 touch-target hover:text-primary-700"
            >
              {title}
              <ChevronDown
                className={cn('size-4 transition-transform', open && 'rotate-180')}
                aria-hidden="true"
              />
            </button>
          ) : (
            <p className="inline-flex items-center gap-2 font-semibold text-slate-900">{title}</p>
          )}
          <p className="text-xs text-slate-600">{copy.description}</p>
        </div>
        <Button
          size="sm"
          variant="secondary"
          className="relative touch-target"
          disabled={shown >= total}
          onClick={() => {
            onReveal();
            setOpen(true);
            focusLastOnReveal.current = shown + 1 >= total;
            setAnnounced(focusLastOnReveal.current ? null : shown);
          }}
        >
          {copy.reveal} ({shown}/{total})
        </Button>
      </div>
      <div aria-live="polite" className="sr-only">
        {announced !== null && revealed[announced] ? (
          <>
            {copy.one} {announced + 1} of {total}:{' '}
            <MathHtml text={revealed[announced].latex} html={revealed[announced].html} />
          </>
        ) : null}
      </div>
      {shown > 0 ? (
        <ol ref={list} id={listId} hidden={!open} className="mt-3 space-y-2">
          {revealed.map((hint, index) => (
            <li
              key={hint._id}
              tabIndex={-1}
              className="flex gap-3 rounded-lg bg-white p-3 text-sm leading-relaxed text-slate-800 shadow-card animate-fade-in"
            >
              <span className="font-semibold text-slate-500 tabular-nums">{index + 1}.</span>
              <div className="min-w-0 flex-1 space-y-2">
                <MathHtml block text={hint.latex} html={hint.html} />
                {hint.image ? (
                  <img
                    src={hint.image}
                    alt={`Illustration for ${kind} ${index + 1}`}
                    className="h-auto max-h-64 max-w-full"
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
