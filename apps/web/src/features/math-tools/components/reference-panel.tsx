import type { RefObject } from 'react';
import { MathText } from '../../../components/math/math-text';
import { REFERENCE_FACTS, REFERENCE_FORMULAS } from '../lib/reference-formulas';
import { FloatingPanel } from './floating-panel';

interface ReferencePanelProps {
  id: string;
  onClose: () => void;
  anchor: RefObject<HTMLElement | null>;
}

/** The SAT's reference sheet, typeset by the app's math renderer. */
export default function ReferencePanel({ id, onClose, anchor }: ReferencePanelProps) {
  return (
    <FloatingPanel id={id} title="Reference sheet" onClose={onClose} anchor={anchor}>
      {/* A name beside its formula only where the sheet is wide enough for both, in rem: with
          text at 200% the sheet keeps its width, and beside the formulas the names were
          squeezed to nothing and ran under them. Stacked otherwise. */}
      <div className="@container">
        <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-4 gap-y-1 text-sm @[18rem]:grid-cols-[minmax(0,1fr)_auto]">
          {REFERENCE_FORMULAS.map(({ name, tex }) => (
            <div key={name} className="contents">
              <dt className="pt-2 text-slate-600 @[18rem]:pb-2">{name}</dt>
              <dd className="border-b border-slate-100 pb-2 text-base text-slate-900 @[18rem]:pt-2">
                <MathText block text={`$${tex}$`} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <ul className="mt-4 space-y-2 text-sm text-slate-700">
        {REFERENCE_FACTS.map((fact) => (
          <li key={fact}>
            <MathText block text={fact} />
          </li>
        ))}
      </ul>
    </FloatingPanel>
  );
}
