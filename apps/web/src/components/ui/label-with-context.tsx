/**
 * A control's visible label followed by words heard only, naming what it acts on: a list of
 * controls ("Start", "Start", "Start") is told apart by nothing else. One inline run with the
 * comma as text of no size: a button lays its children out as flex items, and Chromium's name
 * set each apart ("Start , Short set: Algebra"). The visible label starts the name (WCAG 2.5.3).
 * The comma's space is a no-break one: a plain one, of no size, took the place of the space
 * after the control, which collapsed into it ("Choose a planto take this test.").
 */
export function LabelWithContext({ label, context }: { label: string; context: string }) {
  return (
    <span>
      {label}
      <span className="[font-size:0]">,{'\u00a0'}</span>
      <span className="sr-only">{context}</span>
    </span>
  );
}
