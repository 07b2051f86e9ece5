import { useEffect, useEffectEvent, useState } from 'react';
import { Search } from 'lucide-react';
import { ANSWERED_LIMITS } from '../lib/answered-search';
import { Input } from '../../../components/ui/input';
import { typedIn, useEarlyInput } from '../../../lib/use-early-input';

/** Typing settles for this long before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  id: string;
  /** The search in use (from the URL). */
  value: string | undefined;
  onSearch: (search: string) => void;
}

/** The search field: searches once typing pauses, and follows the URL (back button, clear). */
export function SearchBox({ id, value = '', onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // Typed into the page the server drew, before the app took over: searched all the same.
  const input = useEarlyInput<HTMLInputElement>(typedIn, text, setText);

  // The URL changed from elsewhere: show its search, unless it is what is being typed (the
  // URL holds it trimmed, and the box must keep the space just typed).
  if (value !== applied) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }

  const search = useEffectEvent((next: string) => onSearch(next));
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <Input
        ref={input}
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search part of question title.."
        maxLength={ANSWERED_LIMITS.searchMax}
        autoComplete="off"
        enterKeyHint="search"
        className="pl-9"
      />
    </div>
  );
}
