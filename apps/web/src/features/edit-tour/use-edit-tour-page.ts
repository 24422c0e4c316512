import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from 'react-router';
import type { TTourEditDraft, TTourEditResponse, TTourFormValues } from '@tour/shared';
import { getErrorMessage } from '../../lib/api-client';
import { toCalendarDate } from '../../lib/calendar-date';
import { translateWhenLoaded, useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { tourEditQueryKey, useSaveTourEdit } from './api/edit-tour';
import {
  departuresBlamed,
  departuresChanged,
  departuresOf,
  draftDataOf,
  editIssues,
  editSnapshotOf,
  editTourReducer,
  formValuesOf,
  initialEditTourState,
  isDirty,
  issueLines,
  newDeparture,
  parsedEditRequest,
  restoredFromDraft,
  type TDepartureValues,
  type TDeparturePatch,
  type TEditSection,
  sectionCounts,
  sectionElementId,
  sectionOfPath,
} from './edit-tour-state';
import { EDIT_TOUR_TEXTS } from './texts';
import type { TLastSave } from './components/live-edit-notice';
import { useEditDraft } from './use-edit-draft';
import { dashboardPathFor } from '@tour/shared';
import { useSession } from '../auth/api/get-session';

/** Where Back to Dashboard (and a tour that is not the user's) leads: the user's dashboard by role. */
export function useDashboardPath(): string {
  return dashboardPathFor(useSession().user?.role);
}

function scrollToSection(section: TEditSection) {
  window.requestAnimationFrame(() => {
    document.getElementById(sectionElementId(section))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  });
}

const snapshotOf = editSnapshotOf;

/** The notice over the form while restored changes are unsaved. */
export type TRestoredNotice = { savedAt: string; tourChangedSince: boolean };

/** A draft worth telling about: it differs from the tour as loaded. */
function restoredChanges(loaded: TTourEditResponse, draft: TTourEditDraft) {
  const restored = restoredFromDraft(loaded, draft);
  const changed =
    snapshotOf(restored.values) !== snapshotOf(formValuesOf(loaded)) ||
    departuresChanged({ departures: restored.departures, savedDepartures: departuresOf(loaded) });
  return changed ? restored : null;
}

/**
 * The edit screen once its tour is loaded: the form (react-hook-form in the wizard's shape, so the
 * wizard's step editors fit), the page machine (editTourReducer: sections, departures, dirty, saving),
 * the server draft (restored on opening, autosaved, discarded; DESIGN decision 20), the leave prompt for
 * in-app navigation and for closing the tab, and Save All Changes.
 */
export function useEditTourPage(loaded: TTourEditResponse, initialDraft: TTourEditDraft | null = null) {
  const T = useTexts(EDIT_TOUR_TEXTS);
  const say = useMessage();
  const navigate = useNavigate();
  const dashboardPath = useDashboardPath();
  const [opening] = useState(() => {
    const restored = initialDraft ? restoredChanges(loaded, initialDraft) : null;
    return {
      restored,
      notice:
        restored && initialDraft
          ? { savedAt: initialDraft.updatedAt, tourChangedSince: initialDraft.tourChangedSince }
          : null,
    };
  });
  const start = useMemo(() => formValuesOf(loaded), [loaded]);
  const form = useForm<TTourFormValues>({ defaultValues: opening.restored?.values ?? start });
  const values = useWatch({ control: form.control }) as TTourFormValues;
  const [state, dispatch] = useReducer(editTourReducer, undefined, initialEditTourState);
  const save = useSaveTourEdit(loaded.slug);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<TRestoredNotice | null>(opening.notice);
  const [discarding, setDiscarding] = useState(false);
  const [lastSave, setLastSave] = useState<TLastSave | null>(null);
  /** The draft data last handed to the autosave (or known to be on the server). */
  const lastDraftJson = useRef<string | null>(null);

  const putIntoForm = useCallback(
    (next: { values: TTourFormValues; departures: TDepartureValues[] }) => {
      // What the draft holds already: not saved again until the user changes something.
      lastDraftJson.current = JSON.stringify(draftDataOf(next.values, next.departures));
      form.reset(next.values);
      dispatch({ type: 'draftRestored', departures: next.departures });
    },
    [form],
  );

  const draft = useEditDraft({
    slug: loaded.slug,
    initial: initialDraft,
    baseUpdatedAt: (opening.restored ? initialDraft?.baseUpdatedAt : null) ?? loaded.updatedAt,
    onNewerDraft: (newer) => {
      putIntoForm(restoredFromDraft(loaded, newer));
      toast.warning(T.draft.newerTaken, { id: 'edit-tour-newer-draft' });
    },
  });

  const baseline = useRef(snapshotOf(start));
  const opened = useRef(false);
  // The tour as the server has it (on opening, and again after each save): the new starting point; on
  // opening, the draft's changes go on top of it.
  useEffect(() => {
    const fresh = formValuesOf(loaded);
    baseline.current = snapshotOf(fresh);
    dispatch({ type: 'loaded', departures: departuresOf(loaded) });
    if (!opened.current && opening.restored) putIntoForm(opening.restored);
    else form.reset(fresh);
    opened.current = true;
  }, [loaded, form, opening, putIntoForm]);
  useEffect(() => {
    dispatch({ type: 'formCompared', changed: snapshotOf(values) !== baseline.current });
  }, [values]);

  const dirty = isDirty(state);

  // Autosave: every change while the page has unsaved changes (or a draft to keep up to date).
  useEffect(() => {
    // A clean page with no draft has nothing to keep (dirty follows a change by one render: it runs again).
    if (state.phase !== 'ready' || !(dirty || draft.exists())) return;
    const data = draftDataOf(values, state.departures);
    const json = JSON.stringify(data);
    if (json === lastDraftJson.current) return;
    lastDraftJson.current = json;
    draft.schedule(data);
  }, [values, state.departures, state.phase, dirty, draft]);
  const issues = useMemo(
    () => (state.showIssues ? editIssues(values, state.departures) : []),
    [state.showIssues, values, state.departures],
  );
  const errorFor = useCallback((path: string) => issues.find((issue) => issue.path === path)?.message, [issues]);

  // Closing or reloading the tab while changes are not yet in the draft: the browser asks with its own words.
  const unprotected = dirty && (draft.hasUnsavedChanges || draft.status === 'error');
  useEffect(() => {
    if (!unprotected) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unprotected]);

  // In-app navigation (Back to Dashboard, header links, the browser's back button) asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && state.phase !== 'saving' && currentLocation.pathname !== nextLocation.pathname,
  );

  const submit = async () => {
    if (state.phase !== 'ready') return;
    const current = form.getValues();
    const found = editIssues(current, state.departures);
    if (found.length > 0) {
      dispatch({ type: 'saveRefused', sections: [...new Set(found.map((issue) => sectionOfPath(issue.path)))] });
      toast.error(T.errors.beforeSaving, { description: issueLines(found).join('\n') });
      return;
    }
    dispatch({ type: 'saveStarted' });
    // The draft is brought up to date first, so no late autosave lands after the save has deleted it.
    await draft.settle();
    try {
      const answer = await save.mutateAsync(parsedEditRequest(current, state.departures));
      baseline.current = snapshotOf(current);
      lastDraftJson.current = JSON.stringify(draftDataOf(current, state.departures));
      draft.restart();
      setNotice(null);
      dispatch({ type: 'saveSucceeded' });
      setLastSave({ applied: answer.applied, inReview: answer.inReview });
      toast.success(say(answer.message));
      // New departures get their ids, and every departure its seats, from the server's copy.
      await queryClient.refetchQueries({ queryKey: tourEditQueryKey(loaded.slug) });
      const fresh = queryClient.getQueryData<TTourEditResponse>(tourEditQueryKey(loaded.slug));
      if (fresh) draft.rebase(fresh.updatedAt);
    } catch (error) {
      const message = getErrorMessage(error, T.errors.saveFailedFallback);
      // The server says its refusal in the visitor's language; the departures it names are found in its English.
      const english = await translateWhenLoaded(message, 'en');
      dispatch({
        type: 'saveFailed',
        refusal: { message, departureKeys: departuresBlamed(english, state.departures) },
      });
      toast.error(T.errors.saveFailed(say(message)));
    }
  };

  /** Discard changes: the draft is deleted and the form shows the tour as it is saved now. */
  const discard = async () => {
    if (discarding || state.phase !== 'ready') return;
    setDiscarding(true);
    try {
      await draft.discard();
      await queryClient.refetchQueries({ queryKey: tourEditQueryKey(loaded.slug) });
      const fresh = queryClient.getQueryData<TTourEditResponse>(tourEditQueryKey(loaded.slug)) ?? loaded;
      const freshValues = formValuesOf(fresh);
      baseline.current = snapshotOf(freshValues);
      lastDraftJson.current = JSON.stringify(draftDataOf(freshValues, departuresOf(fresh)));
      draft.rebase(fresh.updatedAt);
      form.reset(freshValues);
      dispatch({ type: 'loaded', departures: departuresOf(fresh) });
      setNotice(null);
      toast.success(T.draft.discarded);
    } catch (error) {
      toast.error(say(getErrorMessage(error, T.draft.discardFailed)));
    } finally {
      setDiscarding(false);
    }
  };

  const departures = {
    change: (key: string, patch: TDeparturePatch) => dispatch({ type: 'departureChanged', key, patch }),
    add: () =>
      dispatch({
        type: 'departureAdded',
        departure: newDeparture(state.departures, toCalendarDate(new Date())),
      }),
    remove: (key: string) => dispatch({ type: 'departureRemoved', key }),
    keep: (key: string) => dispatch({ type: 'departureKept', key }),
  };

  const sections = {
    toggle: (section: TEditSection) => dispatch({ type: 'sectionToggled', section }),
    setAll: (open: boolean) => dispatch({ type: 'allToggled', open }),
    goTo: (section: TEditSection) => {
      dispatch({ type: 'sectionOpened', section });
      scrollToSection(section);
    },
  };

  return {
    loaded,
    form,
    values,
    state,
    dispatch,
    dirty,
    issues,
    errorFor,
    counts: sectionCounts(values, state.departures),
    blocker,
    draft: { status: draft.status, notice, discarding },
    lastSave,
    actions: {
      submit,
      discard,
      backToDashboard: () => void navigate(dashboardPath),
      departures,
      sections,
    },
  };
}

export type TEditTourPage = ReturnType<typeof useEditTourPage>;
