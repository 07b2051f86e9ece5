import type { MouseEvent } from 'react';

interface Key {
  text: string;
  label: string;
  insert: string;
  /** How far the caret steps back after inserting: inside a function's parentheses. */
  back?: number;
}

const KEYS: Key[] = [
  { text: '(', label: 'Open parenthesis', insert: '(' },
  { text: ')', label: 'Close parenthesis', insert: ')' },
  { text: 'xʸ', label: 'Power (xʸ)', insert: '^' },
  { text: '√', label: 'Square root', insert: 'sqrt()', back: 1 },
  { text: 'π', label: 'Pi', insert: 'pi' },
  { text: 'sin', label: 'Sine', insert: 'sin()', back: 1 },
  { text: 'cos', label: 'Cosine', insert: 'cos()', back: 1 },
  { text: 'tan', label: 'Tangent', insert: 'tan()', back: 1 },
  { text: '÷', label: 'Divide', insert: '/' },
  { text: '×', label: 'Multiply', insert: '*' },
  { text: '−', label: 'Minus', insert: '-' },
  { text: '+', label: 'Plus', insert: '+' },
  { text: 'ans', label: 'Last answer', insert: 'ans' },
];

const keyClasses =
  'h-9 rounded-md border border-slate-200 bg-slate-50 font-mono text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500';

// A pressed key leaves the focus where it was (in the expression box, with a phone's keyboard
// up), as a hardware calculator's keys do; Tab still reaches every key.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** Keys for what a phone keyboard hides: powers, roots, π, trig and the last answer. */
export function CalculatorKeypad({
  onInsert,
  onClear,
}: {
  onInsert: (text: string, caretBack?: number) => void;
  onClear: () => void;
}) {
  return (
    // Seven keys a row at the usual text size; fewer, wider keys as the text grows.
    <div
      role="group"
      aria-label="Calculator keys"
      className="grid grid-cols-[repeat(auto-fill,minmax(2.5rem,1fr))] gap-1"
    >
      {KEYS.map((key) => (
        <button
          key={key.label}
          type="button"
          aria-label={key.label}
          className={keyClasses}
          onMouseDown={keepFocus}
          onClick={() => onInsert(key.insert, key.back)}
        >
          {key.text}
        </button>
      ))}
      <button
        type="button"
        className={keyClasses + ' text-xs'}
        onMouseDown={keepFocus}
        onClick={onClear}
      >
        Clear
      </button>
    </div>
  );
}
