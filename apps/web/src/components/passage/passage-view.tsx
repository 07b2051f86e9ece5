import { useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { NOTES_INTRO, type Passage } from '@academy/shared/passage';
import { cn } from '../../lib/cn';
import { useScrollEdges } from '../../lib/use-scroll-edges';
import { PassageText, PassageVerse } from './passage-text';

/**
 * The text(s) a Reading and Writing question is about, above the question. On a phone the
 * passage can be folded away to bring the choices up, and opened again; wider screens always
 * show it. Long words wrap, so nothing scrolls sideways at 320 px.
 */
export function PassageView({ passage, label = 'Passage' }: { passage: Passage; label?: string }) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  return (
    <section
      aria-label={label}
      data-mascot-avoid
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-2 rounded-md text-sm font-semibold text-slate-700 focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none sm:hidden"
      >
        {open ? 'Hide passage' : 'Show passage'}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={contentId}
        // What a timed test's annotations are offsets of (features/tests/lib/passage-offsets.ts).
        data-passage-text
        className={cn('space-y-4 break-words', open ? 'mt-3 sm:mt-0' : 'hidden sm:block')}
      >
        {/* Set apart from the text it introduces, as an editor's line, in italics: so the title
            of a work it names stands upright, as titles do in italic text. */}
        {passage.intro ? (
          <p className="leading-relaxed text-slate-600 italic [&_cite]:not-italic">
            <PassageText text={passage.intro} />
          </p>
        ) : null}
        {passage.texts.map((t, i) => (
          <div key={i}>
            {t.label ? <p className="mb-1 font-semibold text-slate-900">{t.label}</p> : null}
            {/* Prose is one line; a text of several (a poem) keeps its lines. */}
            {t.text.includes('\n') ? (
              <div className="space-y-3 leading-relaxed text-slate-800">
                <PassageVerse text={t.text} />
              </div>
            ) : (
              <p className="leading-relaxed text-slate-800">
                <PassageText text={t.text} />
              </p>
            )}
          </div>
        ))}
        {passage.notes ? (
          <div>
            <p className="mb-2 leading-relaxed text-slate-800">{NOTES_INTRO}</p>
            <ul className="list-disc space-y-1.5 pl-5 leading-relaxed text-slate-800">
              {passage.notes.map((note, i) => (
                <li key={i}>{note}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {passage.table ? <PassageTable table={passage.table} /> : null}
        {passage.source ? (
          <p className="text-sm text-slate-500">
            From <cite>{passage.source.work}</cite> by {passage.source.author} (
            {passage.source.year})
          </p>
        ) : null}
      </div>
    </section>
  );
}

function PassageTable({ table }: { table: NonNullable<Passage['table']> }) {
  const box = useRef<HTMLDivElement>(null);
  // While it scrolls, the keyboard can reach and scroll it, and a screen reader says so.
  useScrollEdges(box, table, table.title);
  return (
    // The table alone may scroll sideways on a narrow phone; the page never does.
    <div ref={box} className="overflow-x-auto">
      <table className="w-full min-w-0 border-collapse bg-white text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">{table.title}</caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col" className="border border-slate-300 px-2 py-1.5 text-left">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c} className="border border-slate-300 px-2 py-1.5">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
