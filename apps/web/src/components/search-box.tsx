import { useEffect, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useNavigation } from 'react-router';
import { Button } from './ui/button';
import { Input } from './ui/input';

/** Typing pauses this long before the address (and so the list) follows. */
const SEARCH_DEBOUNCE_MS = 300;

type TSearchBoxProps = {
  /** The search the address holds now. */
  applied: string;
  onSearch: (q: string | undefined, options?: { replace?: boolean }) => void;
  texts: { label: string; placeholder: string; clear: string };
  maxLength: number;
};

/** A list's search box: typing is debounced into the address, the cross clears it at once. */
export function SearchBox({ applied, onSearch, texts, maxLength }: TSearchBoxProps) {
  const [text, setText] = useState(applied);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  // A row opened while the typed search waits: the open wins, the search must not pull the list back.
  const navigation = useNavigation();
  const navigatingRef = useRef(false);
  navigatingRef.current = navigation.state !== 'idle';

  // The address is the truth: Back, Forward and a shared link set the box.
  useEffect(() => setText((current) => (current.trim() === applied ? current : applied)), [applied]);

  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = window.setTimeout(() => {
      if (!navigatingRef.current) onSearchRef.current(text, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, applied]);

  return (
    <search className="relative min-w-0">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={texts.label}
        placeholder={texts.placeholder}
        value={text}
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
        className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-0 right-0"
          aria-label={texts.clear}
          onClick={() => {
            setText('');
            onSearch(undefined);
          }}
        >
          <X className="size-4" aria-hidden />
        </Button>
      ) : null}
    </search>
  );
}
