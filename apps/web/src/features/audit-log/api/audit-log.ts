import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditLogQuery } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

export function useAuditLog(query: TAuditLogQuery) {
  return useQuery({
    queryKey: ['audit-log', query],
    queryFn: ({ signal }) => callEndpoint(endpoints.listAuditLog, { query }, { signal }),
    // Paging and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
