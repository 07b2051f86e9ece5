import { lazy, Suspense, useContext, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { BookOpen, Calculator } from 'lucide-react';
import { MATH_TOOLS_OPEN_STORAGE_KEY } from '@academy/shared/storage-keys';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { readSessionItem, removeSessionItem, writeSessionItem } from '../../../lib/session-item';
import { PanelHostContext } from '../lib/panel-host';

// mathjs and function-plot come with the calculator's chunk, fetched when it first opens.
const CalculatorPanel = lazy(() => import('./calculator-panel'));
const ReferencePanel = lazy(() => import('./reference-panel'));

export type MathTool = 'calculator' | 'reference';

const TOOLS: { tool: MathTool; label: string; Icon: typeof Calculator }[] = [
  { tool: 'calculator', label: 'Calculator', Icon: Calculator },
  { tool: 'reference', label: 'Reference', Icon: BookOpen },
];

function readOpenTool(): MathTool | null {
  const saved = readSessionItem(MATH_TOOLS_OPEN_STORAGE_KEY);
  return saved === 'calculator' || saved === 'reference' ? saved : null;
}

function keepOpenTool(tool: MathTool | null) {
  if (tool) writeSessionItem(MATH_TOOLS_OPEN_STORAGE_KEY, tool);
  else removeSessionItem(MATH_TOOLS_OPEN_STORAGE_KEY);
}

/**
 * The Calculator and Reference buttons of a math question, and the panel open among them. An
 * open tool stays open on the next question; the calculator's expressions are the question's,
 * in a timed test the question's in that attempt (a test taken again starts afresh).
 */
export function MathToolsBar({
  questionId,
  attemptId,
}: {
  questionId: string;
  attemptId?: string;
}) {
  const workId = attemptId ? `${attemptId}/${questionId}` : questionId;
  // Closed on the first render, as a page drawn by the server (which has no session storage)
  // shows it; the tool kept open opens before the browser paints.
  const [open, setOpen] = useState<MathTool | null>(null);
  useLayoutEffect(() => setOpen(readOpenTool()), []);
  const barRef = useRef<HTMLDivElement>(null);
  const panelHost = useContext(PanelHostContext);
  const panelId = `math-tools-panel-${questionId}`;

  const choose = (tool: MathTool | null) => {
    setOpen(tool);
    keepOpenTool(tool);
  };
  const close = () => {
    const opener = open;
    choose(null);
    // The panel is gone: its opener takes the focus back.
    barRef.current?.querySelector<HTMLButtonElement>(`[data-tool="${opener}"]`)?.focus();
  };

  const panel = open ? (
    <Suspense
      fallback={
        <Spinner
          label={`Loading the ${open === 'calculator' ? 'calculator' : 'reference sheet'}`}
          className="fixed right-6 bottom-6 z-40 rounded-full bg-white p-2 shadow-card"
        />
      }
    >
      {open === 'calculator' ? (
        <CalculatorPanel
          key={workId}
          id={panelId}
          workId={workId}
          onClose={close}
          anchor={barRef}
        />
      ) : (
        <ReferencePanel id={panelId} onClose={close} anchor={barRef} />
      )}
    </Suspense>
  ) : null;

  return (
    <div
      ref={barRef}
      role="group"
      aria-label="Math tools"
      data-mascot-avoid
      className="flex flex-wrap gap-2"
    >
      {TOOLS.map(({ tool, label, Icon }) => (
        <Button
          key={tool}
          data-tool={tool}
          variant="secondary"
          size="sm"
          aria-expanded={open === tool}
          aria-controls={open === tool ? panelId : undefined}
          onClick={() => choose(open === tool ? null : tool)}
        >
          <Icon className="size-4" aria-hidden="true" />
          {/* A timed test's bar shows only the icon on a phone (its name stays for readers). */}
          <span data-tool-label>{label}</span>
        </Button>
      ))}
      {panel && panelHost ? createPortal(panel, panelHost) : panel}
    </div>
  );
}
