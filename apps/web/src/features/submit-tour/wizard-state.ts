import {
  canOpenStep,
  stepErrorLines,
  stepErrors,
  stepValidity,
  type TLanguage,
  type TStepContext,
  type TStepIssue,
  type TTourDraft,
  type TTourFormValues,
  type TWizardStep,
  tourFormValuesFromDraft,
  WIZARD_STEP_COUNT,
  ZTourDraft,
} from '@tour/shared';

export type TFlightDialog = { dateIndex: number; which: 'outbound' | 'return' };

export type TWizardState = {
  step: TWizardStep;
  /** The step whose Next failed: its problems stay shown and are checked again as the operator types. */
  checkedStep: TWizardStep | null;
  /** The per-date Search Flight dialog, when open. */
  flightDialog: TFlightDialog | null;
  /** Submit Tour was pressed and the draft is being saved before the preview opens. */
  submitting: boolean;
};

export type TWizardAction =
  | { type: 'nextRefused' }
  | { type: 'nextPassed' }
  | { type: 'previous' }
  | { type: 'opened'; step: TWizardStep }
  | { type: 'flightDialogOpened'; dialog: TFlightDialog }
  | { type: 'flightDialogClosed' }
  | { type: 'submitStarted' }
  | { type: 'submitRefused'; step: TWizardStep }
  | { type: 'submitEnded' };

export function initialWizardState(step: TWizardStep = 1): TWizardState {
  return { step, checkedStep: null, flightDialog: null, submitting: false };
}

const clampStep = (step: number): TWizardStep => Math.min(WIZARD_STEP_COUNT, Math.max(1, step)) as TWizardStep;

export function wizardReducer(state: TWizardState, action: TWizardAction): TWizardState {
  switch (action.type) {
    case 'nextRefused':
      return { ...state, checkedStep: state.step };
    case 'nextPassed':
      return { ...state, step: clampStep(state.step + 1), checkedStep: null };
    case 'previous':
      return { ...state, step: clampStep(state.step - 1), checkedStep: null };
    case 'opened':
      return state.step === action.step ? state : { ...state, step: action.step, checkedStep: null };
    case 'flightDialogOpened':
      return { ...state, flightDialog: action.dialog };
    case 'flightDialogClosed':
      return { ...state, flightDialog: null };
    case 'submitStarted':
      return { ...state, submitting: true };
    case 'submitRefused':
      return { ...state, submitting: false, step: action.step, checkedStep: action.step };
    case 'submitEnded':
      return { ...state, submitting: false };
  }
}

export type TNextOutcome = { ok: true } | { ok: false; issues: TStepIssue[]; lines: string[] };

/** What Next does on `step`: move on, or the problems to show in one toast and beside the fields. */
export function nextOutcome(step: TWizardStep, values: TTourFormValues, context: TStepContext): TNextOutcome {
  const issues = stepErrors(step, values, context);
  return issues.length === 0 ? { ok: true } : { ok: false, issues, lines: stepErrorLines(issues) };
}

/** Opening a step from the side panel: back is free, forward only past valid steps. */
export function openOutcome(
  target: TWizardStep,
  current: TWizardStep,
  validity: readonly boolean[],
): 'open' | 'locked' {
  return canOpenStep(target, current, validity) ? 'open' : 'locked';
}

/** The draft as saved: the form and the step the operator is on. */
export function draftDataFromValues(values: TTourFormValues, step: TWizardStep): TTourDraft {
  // An emptied number field is NaN in the browser; a draft keeps it as null.
  const draft: TTourDraft = { ...values, wizardStep: step };
  return JSON.parse(JSON.stringify(draft));
}

/**
 * A saved draft read leniently: each field that still fits the draft schema is kept, one that does
 * not (saved by an older version of the wizard) is left out rather than losing the whole draft.
 */
export function readDraftData(data: Record<string, unknown>): TTourDraft {
  const whole = ZTourDraft.safeParse(data);
  if (whole.success) return whole.data;
  const kept: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(ZTourDraft.shape)) {
    const field = schema.safeParse(data[key]);
    if (field.success && field.data !== undefined) kept[key] = field.data;
  }
  return ZTourDraft.parse(kept);
}

/**
 * Dates still without a price take the tour's base price (the first date is made from the flight in
 * step 1, before the price is known): the patch to apply when step 2 is done, or null.
 */
export function datePricesFromBasePrice(values: TTourFormValues): TTourFormValues['availableDates'] | null {
  const price = values.price;
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null;
  const missing = (value: number | null) => typeof value !== 'number' || !Number.isFinite(value) || value <= 0;
  if (!values.availableDates.some((date) => missing(date.price))) return null;
  return values.availableDates.map((date) => (missing(date.price) ? { ...date, price } : date));
}

export type TWizardStart = { values: TTourFormValues; step: TWizardStep };

/**
 * Where the wizard starts: the draft's values (or a fresh form, written in the operator's language until they choose
 * the other), the company name filled from the user's company for everyone but admins, on the saved step if it can
 * still be reached.
 */
export function startWizard(
  data: Record<string, unknown> | null,
  context: TStepContext & { companyNameEn: string | null; language?: TLanguage },
): TWizardStart {
  const draft = data ? readDraftData(data) : { contentLanguage: context.language };
  const values = tourFormValuesFromDraft(draft);
  if (!context.isAdmin && !values.companyName && context.companyNameEn) values.companyName = context.companyNameEn;
  const validity = stepValidity(values, context);
  let step = clampStep(draft.wizardStep ?? 1);
  while (step > 1 && !canOpenStep(step, 1, validity)) step = clampStep(step - 1);
  return { values, step };
}
