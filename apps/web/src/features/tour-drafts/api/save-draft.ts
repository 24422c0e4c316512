import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { TTourDraft, TTourDraftRecord } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';
import {
  createDraftSaver,
  type TDraftSaver,
  type TDraftSaverState,
  type TDraftTransport,
} from '../../../lib/draft-saver';
import { draftQueryKey, getDraft } from './get-draft';
import { draftsQueryKey } from './get-drafts';

/** A new draft (version 1) holding `data`. */
export function createDraft(data: TTourDraft = {}): Promise<TTourDraftRecord> {
  return callEndpoint(endpoints.createTourDraft, { body: { data } });
}

/**
 * The draft at its next version. 409 with `fields.version` when the draft was saved elsewhere since
 * `version`; 409 without it once the draft is submitted.
 */
export function saveDraft(draftId: string, version: number, data: TTourDraft): Promise<TTourDraftRecord> {
  return callEndpoint(endpoints.saveTourDraft, { params: { id: draftId }, body: { version, data } });
}

const transport: TDraftTransport = { create: createDraft, load: (draftId) => getDraft(draftId), save: saveDraft };

export type TUseSaveDraftOptions = {
  /** The draft as loaded (useDraft); without one the first save creates the draft. */
  draft?: TTourDraftRecord | null;
  /** The first save created the draft: e.g. put ?draft={id} in the address so a reload resumes it. */
  onCreated?: (draft: TTourDraftRecord) => void;
  debounceMs?: number;
};

export type TUseSaveDraft = TDraftSaverState & {
  /** Call with the whole form on every change; it is saved after a quiet moment (at most 2 s). */
  save: (data: TTourDraft) => void;
  /** Saves what is waiting now; resolves when the server has everything (e.g. before preview or submit). */
  flush: () => Promise<void>;
};

/**
 * Autosave of the wizard into its server draft (DESIGN decision 20): debounced, one request at a time
 * with the newest data queued behind it, a stale version re-based on the server's draft and saved
 * again, failures retried. The saver is made once per draft id given; changing `draft` to another id
 * starts a new one.
 */
export function useSaveDraft(options: TUseSaveDraftOptions = {}): TUseSaveDraft {
  const queryClient = useQueryClient();
  const callbacks = useRef(options);
  callbacks.current = options;
  const initialDraftId = options.draft?.id ?? null;

  const [saver] = useState<{ current: TDraftSaver | null; draftId: string | null }>(() => ({
    current: null,
    draftId: null,
  }));
  if (saver.current === null || saver.draftId !== initialDraftId) {
    const draft = options.draft;
    saver.draftId = initialDraftId;
    saver.current = createDraftSaver({
      transport,
      initial: draft
        ? { draftId: draft.id, version: draft.version, data: draft.data, updatedAt: draft.updatedAt }
        : null,
      debounceMs: options.debounceMs,
      onCreated: (created) => {
        // The created draft is this saver's own from now on: it must not be restarted for it.
        saver.draftId = created.id;
        queryClient.setQueryData(draftQueryKey(created.id), created);
        void queryClient.invalidateQueries({ queryKey: draftsQueryKey });
        callbacks.current.onCreated?.(created);
      },
      onSaved: (saved) => {
        queryClient.setQueryData(draftQueryKey(saved.id), saved);
        void queryClient.invalidateQueries({ queryKey: draftsQueryKey });
      },
    });
  }
  const current = saver.current;

  // Leaving the wizard (or switching drafts) saves what is still waiting instead of dropping it.
  useEffect(() => () => current.saveNow(), [current]);

  const state = useSyncExternalStore(current.subscribe, current.getState, current.getState);
  return { ...state, save: current.schedule, flush: current.flush };
}
