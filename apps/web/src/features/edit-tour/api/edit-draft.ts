import { useQuery } from '@tanstack/react-query';
import { endpointPath, type TSaveTourEditDraftRequest, type TTourEditDraft } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint, isApiError } from '../../../lib/api-client';

export const editDraftQueryKey = (slug: string) => ['tour-edit', slug, 'draft'] as const;

/** The user's unsaved edits of the tour, or null when there are none. */
export async function getEditDraft(slug: string, signal?: AbortSignal): Promise<TTourEditDraft | null> {
  return (await callEndpoint(endpoints.getTourEditDraft, { params: { slug } }, { signal })).draft;
}

/**
 * The draft to restore on opening the page. Read afresh on every opening (nothing kept once the page is
 * left: the autosave has changed it since), and not again while the page is open (the form holds it).
 */
export function useEditDraftOnOpening(slug: string) {
  return useQuery({
    queryKey: editDraftQueryKey(slug),
    queryFn: ({ signal }) => getEditDraft(slug, signal),
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/**
 * The draft at its next version. `version` null creates it. 409 with `fields.version` when another window
 * saved (or created) it since; 404 when it was deleted meanwhile.
 */
export function putEditDraft(slug: string, request: TSaveTourEditDraftRequest): Promise<TTourEditDraft> {
  return callEndpoint(endpoints.saveTourEditDraft, { params: { slug }, body: request });
}

/** Discard changes: 204; 404 when there was none. */
export async function deleteEditDraft(slug: string): Promise<void> {
  try {
    await callEndpoint(endpoints.discardTourEditDraft, { params: { slug } });
  } catch (error) {
    // Nothing stored is what Discard asks for.
    if (!isApiError(error, 'NOT_FOUND')) throw error;
  }
}

/** Browsers refuse keepalive bodies over 64 KB in total; larger drafts are left to the normal save. */
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * The page is going away (pagehide): the request outlives it, so it is sent with `keepalive`, which the
 * API client does not offer. False when it cannot be sent this way (too large), so the caller saves through
 * the normal path instead.
 */
export function sendEditDraftOnLeave(slug: string, request: TSaveTourEditDraftRequest): boolean {
  const body = JSON.stringify(request);
  if (new Blob([body]).size > KEEPALIVE_MAX_BYTES) return false;
  const endpoint = endpoints.saveTourEditDraft;
  void fetch(endpointPath(endpoint, { slug }), {
    method: endpoint.method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  });
  return true;
}
