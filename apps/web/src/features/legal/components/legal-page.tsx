import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { ACADEMY } from '../../../lib/academy';
import { LEGAL_LAST_UPDATED } from '../legal';

interface LegalPageProps {
  title: string;
  /** One or two sentences saying what the page covers, in plain words. */
  summary: string;
  children: ReactNode;
}

// Body text of the document: a readable measure (about 70 characters), lists with markers, and
// links that look like links.
const prose =
  'max-w-[44rem] text-base leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a:hover]:text-primary-800 [&_li]:mt-1.5 [&_li]:pl-1 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

/**
 * A legal page: its title and date, the notice that the text is a template for the academy's
 * lawyer, and the document's sections.
 */
export function LegalPage({ title, summary, children }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-6xl page-gutter pt-12 pb-16 sm:pt-16 sm:pb-20">
      <header className="flow-root max-w-[44rem]">
        <MascotSpot />
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
          {ACADEMY.name}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 text-sm text-slate-500">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
        </p>
        <p className="mt-4 text-lg text-pretty text-slate-600">{summary}</p>
      </header>
      <div
        role="note"
        aria-label="Template notice"
        className="mt-6 flex max-w-[44rem] gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          <strong className="font-semibold">Template: not yet reviewed by a lawyer.</strong> This
          text is a starting point written for {ACADEMY.name}. The academy&apos;s lawyer must review
          it before it is relied on.
        </p>
      </div>
      <div className={`mt-8 space-y-10 ${prose}`}>{children}</div>
    </article>
  );
}
