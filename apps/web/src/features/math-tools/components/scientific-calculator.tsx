import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { calculate, formatResult } from '../lib/calculator';
import { withHistory, type ToolState } from '../lib/tool-state';
import { isPhoneNow } from '../hooks/use-is-phone';
import { CalculatorKeypad } from './calculator-keypad';

interface ScientificCalculatorProps {
  state: ToolState;
  onChange: (update: (state: ToolState) => ToolState) => void;
}

/** Type or tap an expression, Enter gives its value; `ans` is the last one. */
export function ScientificCalculator({ state, onChange }: ScientificCalculatorProps) {
  const inputId = useId();
  const outputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const last = state.history[0];

  const setInput = (input: string) => {
    setError(null);
    onChange((s) => ({ ...s, input }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = calculate(state.input, state.unit, last?.result);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setError(null);
    onChange((s) => ({
      ...withHistory(s, { expression: s.input, result: outcome.result }),
      input: '',
    }));
  };

  // On a phone a key leaves the keyboard as it was: focusing the box would bring the keyboard up
  // over the keys. The keys do not take the focus from the box either (CalculatorKeypad).
  const focusBox = () => {
    if (!isPhoneNow()) inputRef.current?.focus();
  };

  // Where the caret goes once an inserted key's text is in the box: set as the new value is
  // drawn, so the next key typed lands there.
  const caretAfterInsert = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = caretAfterInsert.current;
    if (caret === null) return;
    caretAfterInsert.current = null;
    focusBox();
    inputRef.current?.setSelectionRange(caret, caret);
  }, [state.input]);

  /** Puts a key's text at the caret, and the caret after it (inside a function's parentheses). */
  const insert = (text: string, caretBack = 0) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? state.input.length;
    const end = input?.selectionEnd ?? state.input.length;
    caretAfterInsert.current = start + text.length - caretBack;
    setInput(state.input.slice(0, start) + text + state.input.slice(end));
  };

  return (
    <div className="space-y-3">
      <form noValidate onSubmit={submit} className="space-y-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          Expression
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            ref={inputRef}
            value={state.input}
            onChange={(event) => setInput(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            inputMode="text"
            aria-invalid={error ? true : undefined}
            aria-describedby={outputId}
            placeholder="e.g. 1/3 + 1/6"
            className={inputClasses + ' font-mono'}
          />
          <Button type="submit" aria-label="Calculate">
            =
          </Button>
        </div>
        <output id={outputId} aria-live="polite" className="block min-h-6 text-sm">
          {error ? (
            <span className="text-red-700">{error}</span>
          ) : last ? (
            <span className="font-mono text-slate-900">
              <span className="sr-only">Result: </span>
              {last.expression} = <strong>{formatResult(last.result)}</strong>
            </span>
          ) : null}
        </output>
      </form>
      <CalculatorKeypad
        onInsert={insert}
        onClear={() => {
          setInput('');
          focusBox();
        }}
      />
      {state.history.length > 0 ? (
        <section aria-label="History" className="border-t border-slate-100 pt-2">
          <div className="flex items-center justify-between">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              History
            </h3>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange((s) => ({ ...s, history: [] }))}
            >
              Clear history
            </Button>
          </div>
          <ol className="max-h-40 space-y-1 overflow-y-auto font-mono text-sm">
            {state.history.map((item, index) => (
              <li key={index}>
                <button
                  type="button"
                  className="w-full rounded px-2 py-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500"
                  aria-label={`Use again: ${item.expression} = ${formatResult(item.result)}`}
                  onClick={() => insert(item.expression)}
                >
                  <span className="text-slate-600">{item.expression}</span> ={' '}
                  <span className="text-slate-900">{formatResult(item.result)}</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
