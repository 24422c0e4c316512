import { useQuery } from '@tanstack/react-query';
import type { TSaveTourEditDraftRequest, TTourEditDraft } from '@tour/shared';
import { api, apiRequest, isApiError } from '../../../lib/api-client';

const draftPath = (slug: string) => `/api/tours/${encodeURIComponent(slug)}/edit/draft`;

export const editDraftQueryKey = (slug: string) => ['tour-edit', slug, 'draft'] as const;

/** GET /api/tours/:slug/edit/draft → the user's unsaved edits of the tour, or null when there are none (404). */
export async function getEditDraft(slug: string, signal?: AbortSignal): Promise<TTourEditDraft | null> {
  try {
    return await api.get<TTourEditDraft>(draftPath(slug), { signal });
  } catch (error) {
    if (isApiError(error, 'NOT_FOUND')) return null;
    throw error;
  }
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
 * PUT /api/tours/:slug/edit/draft → the draft at its next version. `version` null creates it. 409 with
 * `fields.version` when another window saved (or created) it since; 404 when it was deleted meanwhile.
 */
export function putEditDraft(slug: string, request: TSaveTourEditDraftRequest): Promise<TTourEditDraft> {
  return apiRequest<TTourEditDraft>(draftPath(slug), { method: 'PUT', body: request });
}

/** DELETE /api/tours/:slug/edit/draft (Discard changes) → 204; 404 when there was none. */
export async function deleteEditDraft(slug: string): Promise<void> {
  try {
    await apiRequest<void>(draftPath(slug), { method: 'DELETE' });
  } catch (error) {
    // Nothing stored is what Discard asks for.
    if (!isApiError(error, 'NOT_FOUND')) throw error;
  }
}

/** Browsers refuse keepalive bodies over 64 KB in total; larger drafts are left to the normal save. */
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * The page is going away (pagehide): the request outlives it. False when it cannot be sent this way
 * (too large), so the caller saves through the normal path instead.
 */
export function sendEditDraftOnLeave(slug: string, request: TSaveTourEditDraftRequest): boolean {
  const body = JSON.stringify(request);
  if (new Blob([body]).size > KEEPALIVE_MAX_BYTES) return false;
  void fetch(draftPath(slug), {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  });
  return true;
}
