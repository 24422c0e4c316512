import { ACCOUNT_STATUSES, type TAccountsQuery } from '@tour/shared';
import { SearchBox } from '../../../components/search-box';
import { NativeSelect } from '../../../components/ui/native-select';
import type { TAccountsFilters } from '../accounts-search';
import { useTexts } from '../../../lib/i18n/texts';
import { ACCOUNTS_TEXTS } from '../texts';

type TAccountsToolbarProps = {
  filters: TAccountsFilters;
  onChange: (next: Partial<TAccountsFilters>, options?: { replace?: boolean }) => void;
};

/** Search by e-mail or username, debounced into the address, and the status filter. */
export function AccountsToolbar({ filters, onChange }: TAccountsToolbarProps) {
  const texts = useTexts(ACCOUNTS_TEXTS);
  const T = texts.search;
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]" data-testid="accounts-toolbar">
      <SearchBox
        applied={filters.q ?? ''}
        onSearch={(q, options) => onChange({ q }, options)}
        texts={T}
        maxLength={200}
      />
      <NativeSelect
        aria-label={T.status}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as TAccountsQuery['status'] })}
      >
        <option value="all">{T.anyStatus}</option>
        {ACCOUNT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {texts.statuses[status]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
