import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAuditLog } from './api/audit-log';
import { filtersOf, queryFromSearch, searchOf, type TAuditLogFilters } from './audit-log-search';

/** The page's state lives in its address, so a filtered page can be reloaded, shared and gone back to. */
export function useAuditLogPage() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the content of `search`, whose identity changes.
  const query = useMemo(() => queryFromSearch(search), [key]);
  const log = useAuditLog(query);

  return {
    query,
    log,
    applyFilters: (filters: TAuditLogFilters) => setSearch(searchOf(filters)),
    /** The log of one target only: its whole history, whoever acted. */
    showHistory: (target: { targetType: string; targetId: string }) => {
      setSearch(searchOf({ targetType: target.targetType, targetId: target.targetId }));
      window.scrollTo({ top: 0 });
    },
    showEveryTarget: () => setSearch(searchOf({ ...filtersOf(query), targetType: '', targetId: '' })),
    goToPage: (page: number) => {
      setSearch(searchOf(filtersOf(query), page));
      window.scrollTo({ top: 0 });
    },
    filtered: Object.values(filtersOf(query)).some(Boolean),
  };
}
