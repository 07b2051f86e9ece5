import type { ReactNode } from 'react';
import { FREE_ENTRY_BRACKET_MESSAGE } from '@academy/shared/practice';
import type { TestSection } from '@academy/shared/tests';
import { ENTRY_RULES_HINT } from '../../../components/typed-answer/entry-rules';

// A module's directions, as Bluebook shows them at the start of each module, in our own words:
// what the section asks, how its questions work, the tools, and for Math the test's assumptions
// and the typed-answer rules (the same hint and message the answer box shows).

function Part({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="mt-4 first:mt-0">
      {title ? <h3 className="mb-1.5 text-sm font-semibold text-slate-900">{title}</h3> : null}
      <ul className="list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700">
        {children}
      </ul>
    </div>
  );
}

function ReadingWritingDirections() {
  return (
    <>
      <Part title="What this module asks">
        <li>
          Questions on reading and writing: what words mean in context, how a text is built and why,
          what evidence supports, and editing for grammar, punctuation and clear expression.
        </li>
        <li>Each question has one or more short passages, some with a table or a graph.</li>
        <li>
          Read each passage and its question carefully, then choose the best answer based on what
          the passage says.
        </li>
        <li>
          Every question is multiple choice with four answer choices, and one of them is the single
          best answer.
        </li>
      </Part>
      <Part title="Tools">
        <li>
          Annotate: select words in a passage, then press Annotate to highlight them and add a note.
          Your annotations are listed under the passage until the module ends.
        </li>
      </Part>
    </>
  );
}

function MathDirections() {
  return (
    <>
      <Part title="What this module asks">
        <li>
          Questions on algebra, advanced math, problem solving and data analysis, and geometry and
          trigonometry.
        </li>
        <li>
          Most are multiple choice with four answer choices and one correct answer; for the others
          you type your own answer.
        </li>
      </Part>
      <Part title="Tools">
        <li>You may use the calculator on every question.</li>
        <li>Reference opens a sheet of common formulas.</li>
      </Part>
      <Part title="Unless a question says otherwise">
        <li>All variables and expressions stand for real numbers.</li>
        <li>Figures are drawn to scale.</li>
        <li>Every figure lies in a plane.</li>
        <li>
          The domain of a function <var>f</var> is every real number <var>x</var> for which{' '}
          <var>f</var>(<var>x</var>) is a real number.
        </li>
      </Part>
      <Part title="Typing your own answer">
        <li>{ENTRY_RULES_HINT}</li>
        <li>
          On the real test the answer box holds 5 characters, or 6 for a negative answer (the minus
          sign counts), so a long decimal is cut or rounded to fill it.
        </li>
        <li>{FREE_ENTRY_BRACKET_MESSAGE}</li>
      </Part>
    </>
  );
}

/** The directions of a module of `section`, with what every module has in common. */
export function ModuleDirections({ section }: { section: TestSection }) {
  return (
    <div>
      {section === 'math' ? <MathDirections /> : <ReadingWritingDirections />}
      <Part title="Moving around">
        <li>
          Answer in any order: Back, Next and the Questions list take you to any question of this
          module, and Mark for review flags one to come back to.
        </li>
        <li>The ✕ beside a choice strikes it out; press it again to bring the choice back.</li>
        <li>The clock keeps running while these directions are open.</li>
      </Part>
    </div>
  );
}
