import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMailboxResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** GET /api/dev/mailbox → { messages } newest first; 404 in production. */
export function getMailbox(): Promise<TMailboxResponse> {
  return callEndpoint(endpoints.getDevMailbox, {});
}

export const mailboxQueryOptions = () =>
  queryOptions({ queryKey: ['dev', 'mailbox'], queryFn: getMailbox, retry: false, refetchInterval: 10_000 });

export function useMailbox() {
  return useQuery(mailboxQueryOptions());
}
