import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSessionResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { clearPendingSignOut, hasPendingSignOut, postSignOut } from './sign-out';

/**
 * The session as the browser knows it. `endedReason` is set locally for the moment between a sign-out
 * (by the user or for inactivity) and the navigation that follows, so guards do not mistake it for a
 * visitor who was never signed in.
 */
export type TSessionState = TSessionResponse & { endedReason?: 'signed-out' | 'expired' };

export const SIGNED_OUT: TSessionState = { user: null, idleExpiresAt: null };

export const sessionQueryKey = ['auth', 'session'] as const;

export async function getSession(): Promise<TSessionState> {
  // A sign-out that could not reach the server is finished first: the user chose to leave.
  if (hasPendingSignOut()) {
    try {
      await postSignOut();
      clearPendingSignOut();
    } catch {
      return SIGNED_OUT;
    }
  }
  return callEndpoint(endpoints.getSession, {});
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    retry: 1,
  });

/** The signed-in user (or null), with the query's loading and error states. */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return { ...query, user: query.data?.user ?? null };
}
