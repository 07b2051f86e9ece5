import { Plus, Trash2 } from 'lucide-react';
import { inputClasses } from '../../../components/ui/input';
import type { GraphEntry } from '../lib/graph-entries';

const MAX_EXPRESSIONS = 6;

interface GraphExpressionListProps {
  expressions: string[];
  entries: GraphEntry[];
  colors: string[];
  onChange: (expressions: string[]) => void;
}

/** The lines to graph: functions of x ("y = 2x + 1") or points ("(3, 4)"). */
export function GraphExpressionList({
  expressions,
  entries,
  colors,
  onChange,
}: GraphExpressionListProps) {
  const set = (index: number, value: string) =>
    onChange(expressions.map((text, i) => (i === index ? value : text)));
  const remove = (index: number) => {
    const rest = expressions.filter((_, i) => i !== index);
    onChange(rest.length > 0 ? rest : ['']);
  };

  return (
    <div className="space-y-2">
      <ol className="space-y-2">
        {expressions.map((text, index) => {
          const entry = entries[index];
          const errorId = `graph-error-${index}`;
          const name = `Expression ${index + 1}`;
          return (
            <li key={index}>
              <div className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-full"
                  style={{ backgroundColor: colors[index % colors.length] }}
                />
                <input
                  aria-label={`${name} (y${index + 1})`}
                  value={text}
                  onChange={(event) => set(index, event.target.value)}
                  placeholder={index === 0 ? 'y = x^2 - 3' : '(2, 1) or y = …'}
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  aria-invalid={entry?.kind === 'error' ? true : undefined}
                  aria-describedby={entry?.kind === 'error' ? errorId : undefined}
                  className={inputClasses + ' h-9 font-mono'}
                />
                <button
                  type="button"
                  aria-label={`Remove ${name.toLowerCase()}`}
                  onClick={() => remove(index)}
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-500"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
              {entry?.kind === 'error' ? (
                <p id={errorId} className="mt-1 pl-5 text-xs text-red-700">
                  {entry.message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {expressions.length < MAX_EXPRESSIONS ? (
        <button
          type="button"
          onClick={() => onChange([...expressions, ''])}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500"
        >
          <Plus className="size-4" aria-hidden="true" />
          Add expression
        </button>
      ) : null}
    </div>
  );
}
