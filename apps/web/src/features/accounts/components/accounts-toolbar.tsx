import { useEffect, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { ACCOUNT_STATUSES, type TAccountsQuery } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import type { TAccountsFilters } from '../accounts-search';
import { ACCOUNTS_TEXTS } from '../texts';

const T = ACCOUNTS_TEXTS.search;

/** Typing pauses this long before the address (and so the list) follows. */
const SEARCH_DEBOUNCE_MS = 300;

type TAccountsToolbarProps = {
  filters: TAccountsFilters;
  onChange: (next: Partial<TAccountsFilters>, options?: { replace?: boolean }) => void;
};

/** Search by e-mail or username, debounced into the address, and the status filter. */
export function AccountsToolbar({ filters, onChange }: TAccountsToolbarProps) {
  const [text, setText] = useState(filters.q ?? '');
  const applied = filters.q ?? '';
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The address is the truth: Back, Forward and a shared link set the box.
  useEffect(() => setText((current) => (current.trim() === applied ? current : applied)), [applied]);

  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = window.setTimeout(() => onChangeRef.current({ q: text }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, applied]);

  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]" data-testid="accounts-toolbar">
      <search className="relative min-w-0">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={T.label}
          placeholder={T.placeholder}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-0 right-0"
            aria-label={T.clear}
            onClick={() => {
              setText('');
              onChange({ q: undefined });
            }}
          >
            <X className="size-4" aria-hidden />
          </Button>
        ) : null}
      </search>
      <NativeSelect
        aria-label={T.status}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as TAccountsQuery['status'] })}
      >
        <option value="all">{T.anyStatus}</option>
        {ACCOUNT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ACCOUNTS_TEXTS.statuses[status]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
