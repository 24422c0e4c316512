import { useEffect, useState, useSyncExternalStore } from 'react';
import type { TTourEditDraft, TTourEditDraftData } from '@tour/shared';
import { getErrorMessage } from '../../lib/api-client';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { createDraftSaver, type TDraftSaver } from '../../lib/draft-saver';
import { deleteEditDraft, getEditDraft, putEditDraft, sendEditDraftOnLeave } from './api/edit-draft';
import { editDraftTransport, NewerDraftError } from './edit-draft-transport';
import { EDIT_TOUR_TEXTS } from './texts';

type THolder = {
  /** The draft's version on the server; null while there is none. */
  version: number | null;
  /** The tour's updatedAt the edits began from. */
  base: string;
  /** The newest data handed to the saver. */
  latest: TTourEditDraftData | null;
};

type TUseEditDraftOptions = {
  slug: string;
  /** The draft found on opening the page (restored into the form), or null. */
  initial: TTourEditDraft | null;
  /** The tour's updatedAt the edits began from: the restored draft's, else the tour's as loaded. */
  baseUpdatedAt: string;
  /** Another window saved a newer draft: put it into the form. */
  onNewerDraft: (draft: TTourEditDraft) => void;
  debounceMs?: number;
};

/**
 * Autosave of the edit screen into its server draft, on the wizard's saver (debounced, one request at a
 * time, the newest data queued, failures retried), flushed when the page is left: on in-app navigation
 * (unmount) and on pagehide (a keepalive request that outlives the page).
 */
export function useEditDraft(options: TUseEditDraftOptions) {
  const texts = useTexts(EDIT_TOUR_TEXTS).draft;
  const say = useMessage();
  const { slug } = options;
  const [holder] = useState<THolder>(() => ({
    version: options.initial?.version ?? null,
    base: options.baseUpdatedAt,
    latest: null,
  }));
  const [callbacks] = useState(() => ({ current: options }));
  callbacks.current = options;

  function makeSaver(draft: TTourEditDraft | null): TDraftSaver {
    holder.version = draft?.version ?? null;
    return createDraftSaver({
      transport: editDraftTransport(slug, { put: putEditDraft, get: getEditDraft }, () => holder.base, texts),
      initial: draft ? { draftId: slug, version: draft.version, data: draft.data, updatedAt: draft.updatedAt } : null,
      debounceMs: callbacks.current.debounceMs,
      onCreated: (created) => {
        holder.version = created.version;
      },
      onSaved: (saved) => {
        holder.version = saved.version;
      },
    });
  }

  const [saver, setSaver] = useState<TDraftSaver>(() => makeSaver(options.initial));
  const state = useSyncExternalStore(saver.subscribe, saver.getState, saver.getState);

  function replace(draft: TTourEditDraft | null) {
    saver.dispose();
    holder.latest = null;
    setSaver(makeSaver(draft));
  }

  // Another window saved first: take its draft rather than overwrite it.
  useEffect(() => {
    if (!(state.error instanceof NewerDraftError)) return;
    let active = true;
    void getEditDraft(slug).then(
      (current) => {
        if (!active) return;
        replace(current);
        if (current) callbacks.current.onNewerDraft(current);
      },
      (error: unknown) => {
        if (active) toast.error(say(getErrorMessage(error, texts.failed)));
      },
    );
    return () => {
      active = false;
    };
  });

  // Leaving inside the app: what is waiting is sent now, not dropped with the page.
  useEffect(() => () => saver.saveNow(), [saver]);

  // Closing, reloading or navigating away: a keepalive request carries the newest data past the page.
  useEffect(() => {
    const leave = () => {
      if (!saver.getState().hasUnsavedChanges || holder.latest === null) return;
      const sent = sendEditDraftOnLeave(slug, {
        data: holder.latest,
        version: holder.version,
        baseUpdatedAt: holder.base,
      });
      if (!sent) saver.saveNow();
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [saver, slug, holder]);

  /** Saves what is waiting; resolves true once the server has it, false if it could not be saved. */
  const settle = () =>
    saver.flush().then(
      () => true,
      () => false,
    );

  return {
    status: state.status,
    lastSavedAt: state.lastSavedAt,
    hasUnsavedChanges: state.hasUnsavedChanges,
    /** A draft exists on the server or is on its way there. */
    exists: () => holder.version !== null || saver.getState().hasUnsavedChanges,
    /** The form changed: save it after a quiet moment. */
    schedule: (data: TTourEditDraftData) => {
      holder.latest = data;
      saver.schedule(data);
    },
    settle,
    /** Discard changes: nothing waiting is sent after the delete, then the draft is gone. */
    discard: async () => {
      await settle();
      saver.dispose();
      await deleteEditDraft(slug);
      holder.latest = null;
      setSaver(makeSaver(null));
    },
    /** Save All Changes has deleted the draft with the save: the next change starts a new one. */
    restart: () => replace(null),
    /** The tour as now saved is where further edits begin. */
    rebase: (updatedAt: string) => {
      holder.base = updatedAt;
    },
  };
}
