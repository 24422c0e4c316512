import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditLogPage, TAuditLogQuery } from '@tour/shared';
import { api } from '../../../lib/api-client';

export function useAuditLog(query: TAuditLogQuery) {
  return useQuery({
    queryKey: ['audit-log', query],
    queryFn: ({ signal }) => api.get<TAuditLogPage>('/api/admin/audit-log', { query, signal }),
    // Paging and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
