import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { get, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  airportPlace,
  chooseDateFlight,
  chooseOutboundFlight,
  chooseReturnFlight,
  completionPercent,
  flightLegFromSearchResult,
  moveDepartureStartDate,
  prepareTourSubmission,
  removeFlight,
  stepErrors,
  stepErrorLines,
  stepOfPath,
  stepValidity,
  submitProgress,
  submitReadiness,
  type TFlightSearchResult,
  type TFormPatch,
  type TStepIssue,
  type TTourDraftRecord,
  type TTourFormValues,
  type TWizardStep,
  validateTourSubmission,
  ZTourForm,
  paths,
} from '@tour/shared';
import { getErrorMessage } from '../../lib/api-client';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { useSaveDraft } from '../tour-drafts/api/save-draft';
import { SUBMIT_TOUR_TEXTS } from './texts';
import {
  datePricesFromBasePrice,
  draftDataFromValues,
  nextOutcome,
  openOutcome,
  type TFlightDialog,
  type TWizardStart,
  initialWizardState,
  wizardReducer,
} from './wizard-state';

/** A path inside a list item: 'hotels.0.name', 'itineraryDays.1.activities.0.description'. */
const IN_LIST_ITEM = /\.\d+(\.|$)/;

/** The same schema validates the wizard here and the submission on the server. */
const tourFormResolver = zodResolver(ZTourForm) as unknown as Resolver<TTourFormValues>;

/** Brings the first problem into view and puts the cursor in it (its wrapper carries data-field). */
function scrollToIssue(path: string | undefined) {
  if (!path) return;
  window.requestAnimationFrame(() => {
    const target = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(path)}"]`);
    if (!target) return;
    target.scrollIntoView({ block: 'center', behavior: 'smooth' });
    const focusable = target.matches('input, select, textarea, button')
      ? target
      : target.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button');
    focusable?.focus({ preventScroll: true });
  });
}

function toastLines(lines: readonly string[], fallback: string, title?: string) {
  const [first, ...rest] = title ? [title, ...lines] : lines;
  toast.error(first ?? fallback, rest.length > 0 ? { description: rest.join('\n') } : undefined);
}

export type TTourWizardOptions = {
  start: TWizardStart;
  draft: TTourDraftRecord | null;
  isAdmin: boolean;
  onDraftCreated: (draftId: string) => void;
};

/**
 * The wizard's whole state: the form (react-hook-form, validated by ZTourForm on blur and again on
 * change), the step machine (wizardReducer), the server draft saved as the operator types, and the
 * actions of the buttons, the side panel and the flight searches, each through the shared rules.
 */
export function useTourWizard({ start, draft, isAdmin, onDraftCreated }: TTourWizardOptions) {
  const T = useTexts(SUBMIT_TOUR_TEXTS);
  const M = T.messages;
  const say = useMessage();
  const navigate = useNavigate();
  const context = useMemo(() => ({ isAdmin }), [isAdmin]);
  const form = useForm<TTourFormValues>({
    defaultValues: start.values,
    resolver: tourFormResolver,
    mode: 'onTouched',
  });
  const [state, dispatch] = useReducer(wizardReducer, start.step, initialWizardState);
  const values = useWatch({ control: form.control }) as TTourFormValues;

  const draftIdRef = useRef<string | null>(draft?.id ?? null);
  // The saver belongs to one draft: once its first save has created it, that draft is the one it keeps.
  const [savedDraft, setSavedDraft] = useState<TTourDraftRecord | null>(draft);
  const saver = useSaveDraft({
    draft: savedDraft,
    debounceMs: 1500,
    onCreated: (created) => {
      draftIdRef.current = created.id;
      setSavedDraft(created);
      onDraftCreated(created.id);
    },
  });

  // Save after each change; opening the page changes nothing, so it saves nothing.
  const lastSaved = useRef(JSON.stringify(draftDataFromValues(start.values, start.step)));
  const { save } = saver;
  useEffect(() => {
    const data = draftDataFromValues(values, state.step);
    const json = JSON.stringify(data);
    if (json === lastSaved.current) return;
    lastSaved.current = json;
    save(data);
  }, [values, state.step, save]);

  const validity = useMemo(() => stepValidity(values, context), [values, context]);
  const liveIssues = useMemo(
    () => (state.checkedStep ? stepErrors(state.checkedStep, values, context) : []),
    [state.checkedStep, values, context],
  );
  const readiness = useMemo(() => submitReadiness(values), [values]);
  const progress = useMemo(() => submitProgress(values), [values]);

  const { errors, touchedFields } = form.formState;
  /** A field's message: the step's own check after a failed Next, else the form rule from blur/change. */
  const errorFor = useCallback(
    (path: string): string | undefined => {
      const issue = liveIssues.find((candidate) => candidate.path === path)?.message;
      if (issue) return issue;
      // Adding to a list makes react-hook-form check the whole list: a new item's fields wait for their blur.
      if (IN_LIST_ITEM.test(path) && get(touchedFields, path) === undefined) return undefined;
      return (get(errors, path) as { message?: string } | undefined)?.message;
    },
    [liveIssues, errors, touchedFields],
  );

  const applyPatch = useCallback(
    (patch: TFormPatch) => {
      for (const [key, value] of Object.entries(patch)) {
        form.setValue(key as keyof TTourFormValues, value as never, { shouldDirty: true });
      }
    },
    [form],
  );

  const announceDuration = (patch: TFormPatch) => {
    if (typeof patch.duration === 'number') toast.success(T.flights.durationSet(patch.duration));
  };

  const next = () => {
    const outcome = nextOutcome(state.step, form.getValues(), context);
    if (!outcome.ok) {
      dispatch({ type: 'nextRefused' });
      toastLines(outcome.lines, M.processingError);
      scrollToIssue(outcome.issues[0]?.path);
      return;
    }
    if (state.step === 2) {
      const availableDates = datePricesFromBasePrice(form.getValues());
      if (availableDates) applyPatch({ availableDates });
    }
    toast.success(M.stepCompleted);
    dispatch({ type: 'nextPassed' });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const previous = () => {
    dispatch({ type: 'previous' });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const open = (target: TWizardStep) => {
    if (openOutcome(target, state.step, validity) === 'locked') {
      toast.error(M.stepLocked);
      return;
    }
    dispatch({ type: 'opened', step: target });
  };

  const chooseFlight = (which: 'outbound' | 'return', flight: TFlightSearchResult) => {
    const leg = flightLegFromSearchResult(flight);
    const current = form.getValues();
    if (which === 'outbound') {
      const place = airportPlace(leg.arrivalCode);
      const patch = chooseOutboundFlight(current, leg, place);
      applyPatch(patch);
      if (!place) toast.warning(T.flights.noPlace);
      announceDuration(patch);
      return;
    }
    const result = chooseReturnFlight(current, leg);
    if (!result.ok) {
      toast.error(say(result.message));
      return;
    }
    applyPatch(result.patch);
    announceDuration(result.patch);
  };

  const chooseDialogFlight = (dialog: TFlightDialog, flight: TFlightSearchResult) => {
    const leg = flightLegFromSearchResult(flight);
    const place = dialog.dateIndex === 0 && dialog.which === 'outbound' ? airportPlace(leg.arrivalCode) : null;
    const result = chooseDateFlight(form.getValues(), dialog.dateIndex, dialog.which, leg, place);
    if (!result.ok) {
      toast.error(say(result.message));
      return;
    }
    applyPatch(result.patch);
    announceDuration(result.patch);
    dispatch({ type: 'flightDialogClosed' });
  };

  const clearFlight = (dateIndex: number, which: 'outbound' | 'return') =>
    applyPatch(removeFlight(form.getValues(), dateIndex, which));

  /** A date's start date is about to change: its flights move with it (the field itself sets the date). */
  const moveStartDate = (dateIndex: number, startDate: string) => {
    const date = form.getValues(`availableDates.${dateIndex}`);
    if (!date) return;
    const moved = moveDepartureStartDate(date, startDate);
    if (moved.outbound !== date.outbound) form.setValue(`availableDates.${dateIndex}.outbound`, moved.outbound);
    if (moved.return !== date.return) form.setValue(`availableDates.${dateIndex}.return`, moved.return);
  };

  const refuseSubmit = (issues: TStepIssue[]) => {
    const first = issues[0];
    const step = first ? stepOfPath(first.path) : state.step;
    dispatch({ type: 'submitRefused', step });
    toastLines(stepErrorLines(issues), M.processingError, M.fixFormErrors);
    scrollToIssue(first?.path);
  };

  const submit = async () => {
    if (state.submitting) return;
    const current = form.getValues();
    const checked = validateTourSubmission(current, context);
    if (!checked.ok) {
      refuseSubmit(checked.issues);
      return;
    }
    dispatch({ type: 'submitStarted' });
    try {
      // The draft holds what is submitted: later dates' empty flights filled, slug and discount derived.
      const prepared = prepareTourSubmission(current);
      applyPatch({
        slug: prepared.slug,
        discountPercentage: prepared.discountPercentage,
        discountAmount: prepared.discountAmount,
        tourImages: prepared.tourImages,
        availableDates: prepared.availableDates,
      });
      const data = draftDataFromValues(prepared, state.step);
      lastSaved.current = JSON.stringify(data);
      saver.save(data);
      await saver.flush();
      const draftId = draftIdRef.current;
      if (!draftId) throw new Error(M.missingTourData);
      await navigate(paths.tourPreview.href({ draft: draftId }));
    } catch (error) {
      toast.error(say(getErrorMessage(error, M.processingError)));
      dispatch({ type: 'submitEnded' });
    }
  };

  const cancel = () => void navigate(paths.account.href());

  return {
    form,
    isAdmin,
    values,
    state,
    dispatch,
    validity,
    completion: completionPercent(validity),
    readiness,
    progress,
    errorFor,
    saveState: saver,
    actions: {
      next,
      previous,
      open,
      cancel,
      submit,
      chooseFlight,
      chooseDialogFlight,
      clearFlight,
      moveStartDate,
      applyPatch,
    },
  };
}

export type TTourWizard = ReturnType<typeof useTourWizard>;

/** What a step's editor uses of the wizard: the edit screen hands its own form to the same editors. */
export type TStepEditor = Pick<TTourWizard, 'form' | 'values' | 'errorFor'>;
