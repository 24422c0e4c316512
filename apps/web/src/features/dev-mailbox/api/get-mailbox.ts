import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMailboxResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** GET /api/dev/mailbox → { messages } newest first; 404 in production. */
export function getMailbox(): Promise<TMailboxResponse> {
  return api.get<TMailboxResponse>('/api/dev/mailbox');
}

export const mailboxQueryOptions = () =>
  queryOptions({ queryKey: ['dev', 'mailbox'], queryFn: getMailbox, retry: false, refetchInterval: 10_000 });

export function useMailbox() {
  return useQuery(mailboxQueryOptions());
}
