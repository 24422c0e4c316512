import { type TWizardStep, TOUR_WIZARD_STEPS, WIZARD_STEP_COUNT } from './constants';
import { wizardDepartureFlightProblems } from './departure-flights';
import { isFlightLegChosen, prepareTourSubmission } from './form-rules';
import { TOUR_FIELD_LABELS, TOUR_FORM_MESSAGES as M } from './messages';
import { totalAvailableSpots } from './field-rules';
import { type TTourForm, type TTourFormValues, ZTourForm } from './schema';

/** One problem the wizard shows: where (a form path, for the field and the scroll) and what. */
export type TStepIssue = { path: string; message: string };
export type TStepContext = { isAdmin: boolean };

const LISTS: ReadonlySet<string> = new Set(['inclusions', 'exclusions', 'highlights']);

const filled = (value: string | null | undefined) => Boolean(value?.trim());
const positive = (value: number | null | undefined) => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Which step shows a form path. */
export function stepOfPath(path: string): TWizardStep {
  const [head, index, leg] = path.split('.');
  // The translation's fields sit on the steps of their own-language twins (its title and description on step 2).
  if (head === 'translation') return index === 'itineraryDays' ? 4 : index && LISTS.has(index) ? 8 : 2;
  switch (head) {
    case 'availableDates':
      return index === '0' && (leg === 'outbound' || leg === 'return') ? 1 : 3;
    case 'flights':
      return 1;
    case 'duration':
    case 'itineraryDays':
      return 4;
    case 'mealPlans':
      return 5;
    case 'hotels':
      return 6;
    case 'tourImages':
      return 7;
    case 'inclusions':
    case 'exclusions':
    case 'highlights':
    case 'cancellationPolicy':
      return 8;
    default:
      return 2;
  }
}

function flightIssues(form: TTourFormValues): TStepIssue[] {
  const first = form.availableDates[0];
  return isFlightLegChosen(first?.outbound) && isFlightLegChosen(first?.return)
    ? []
    : [{ path: 'flights', message: M.flightsRequired }];
}

function basicIssues(form: TTourFormValues, context: TStepContext): TStepIssue[] {
  const missing: [keyof typeof TOUR_FIELD_LABELS, boolean][] = [
    ['title', filled(form.title)],
    ['totalQuota', positive(form.totalQuota)],
    ['country', filled(form.country)],
    ['price', positive(form.price)],
    ['description', filled(form.description)],
    ['thumbnailUrl', filled(form.thumbnailUrl)],
  ];
  const issues = missing
    .filter(([, ok]) => !ok)
    .map(([field]) => ({ path: field, message: M.fieldRequired(TOUR_FIELD_LABELS[field]) }));
  if (context.isAdmin && !filled(form.companyName))
    issues.unshift({ path: 'companyName', message: M.companyNameForAdmin });
  return issues;
}

/** Where a date's flights-off-its-dates problems are named: shown on step 3 with the date. */
export function departureFlightsPath(index: number): string {
  return `availableDates.${index}.flights`;
}

function dateIssues(form: TTourFormValues): TStepIssue[] {
  const dates = form.availableDates;
  if (!dates.some((date) => positive(date.price) && positive(date.availableSpots))) {
    return [{ path: 'availableDates', message: M.dateWithPriceAndSpots }];
  }
  const issues: TStepIssue[] = [];
  if (!positive(form.totalQuota)) issues.push({ path: 'totalQuota', message: M.totalQuotaPositive });
  dates.forEach((date, index) => {
    if (!positive(date.price)) issues.push({ path: `availableDates.${index}.price`, message: M.datePricePositive });
    if (!positive(date.availableSpots)) {
      issues.push({ path: `availableDates.${index}.availableSpots`, message: M.dateSpotsPositive });
    }
  });
  wizardDepartureFlightProblems(dates, form.duration).forEach((problems, index) => {
    for (const message of problems) issues.push({ path: departureFlightsPath(index), message });
  });
  const spots = totalAvailableSpots(dates);
  if (positive(form.totalQuota) && spots > (form.totalQuota as number)) {
    issues.push({ path: 'availableDates', message: M.spotsExceedQuotaStep(spots, form.totalQuota as number) });
  }
  return issues;
}

function itineraryIssues(form: TTourFormValues): TStepIssue[] {
  if (!positive(form.duration)) return [{ path: 'duration', message: M.durationRequired }];
  const issues: TStepIssue[] = [];
  if (form.itineraryDays.length !== form.duration) {
    issues.push({ path: 'itineraryDays', message: M.itineraryIncomplete });
  }
  form.itineraryDays.forEach((day, dayIndex) => {
    if (!filled(day.title)) issues.push({ path: `itineraryDays.${dayIndex}.title`, message: M.dayTitleRequired });
    if (day.activities.length === 0) {
      issues.push({ path: `itineraryDays.${dayIndex}.activities`, message: M.activityRequired });
    }
    day.activities.forEach((activity, activityIndex) => {
      const text = activity.description.trim();
      const path = `itineraryDays.${dayIndex}.activities.${activityIndex}.description`;
      if (text.length === 0) issues.push({ path, message: M.activityDescriptionRequired });
      else if (text.length < 5) issues.push({ path, message: M.activityDescriptionMin });
    });
  });
  return issues;
}

function hotelIssues(form: TTourFormValues): TStepIssue[] {
  if (form.hotels.length === 0) return [{ path: 'hotels', message: M.hotelRequired }];
  return form.hotels.flatMap((hotel, index) => {
    const checks: [keyof typeof hotel, boolean, string][] = [
      ['name', filled(hotel.name), M.hotelNameRequired],
      ['description', filled(hotel.description), M.hotelDescriptionRequired],
      ['checkIn', filled(hotel.checkIn), M.hotelCheckInRequired],
      ['checkOut', filled(hotel.checkOut), M.hotelCheckOutRequired],
      ['roomType', filled(hotel.roomType), M.hotelRoomTypeRequired],
    ];
    return checks.filter(([, ok]) => !ok).map(([field, , message]) => ({ path: `hotels.${index}.${field}`, message }));
  });
}

function featureIssues(form: TTourFormValues): TStepIssue[] {
  const lists = [
    ['inclusions', M.inclusionRequired],
    ['exclusions', M.exclusionRequired],
    ['highlights', M.highlightRequired],
  ] as const;
  return lists
    .filter(([key]) => !filled(form[key][0]?.value))
    .map(([key, message]) => ({ path: form[key].length > 0 ? `${key}.0.value` : key, message }));
}

/** The spec's own rules of one step (2-operator.md section 5, "Wizard step rules"). */
function stepRuleIssues(step: TWizardStep, form: TTourFormValues, context: TStepContext): TStepIssue[] {
  switch (step) {
    case 1:
      return flightIssues(form);
    case 2:
      return basicIssues(form, context);
    case 3:
      return dateIssues(form);
    case 4:
      return itineraryIssues(form);
    case 6:
      return hotelIssues(form);
    case 8:
      return featureIssues(form);
    default:
      return [];
  }
}

/** Every ZTourForm problem with its path; computed once per form value. */
function schemaIssues(form: TTourFormValues): TStepIssue[] {
  const result = ZTourForm.safeParse(form);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

function mergeIssues(rules: TStepIssue[], schema: TStepIssue[]): TStepIssue[] {
  // A path the step rule already names keeps the step's message; the schema adds what it alone sees.
  const named = new Set(rules.map((issue) => issue.path));
  const merged = [...rules];
  for (const issue of schema) {
    if (named.has(issue.path)) continue;
    named.add(issue.path);
    merged.push(issue);
  }
  return merged;
}

/**
 * What keeps a step from being complete: the step's own rules, then the tour form's rules on the
 * fields the step shows (so that the last step cannot be reached with a field the server refuses).
 * The at-least-one-date rule belongs to step 3 only; the step rules say it in their own words.
 */
export function stepErrors(step: TWizardStep, form: TTourFormValues, context: TStepContext): TStepIssue[] {
  return stepErrorsWith(step, form, context, schemaIssues(form));
}

function stepErrorsWith(
  step: TWizardStep,
  form: TTourFormValues,
  context: TStepContext,
  schema: TStepIssue[],
): TStepIssue[] {
  const rules = stepRuleIssues(step, form, context);
  const ownSchema = schema.filter((issue) => {
    if (stepOfPath(issue.path) !== step) return false;
    // The step rules already cover these in the spec's words.
    if (issue.path === 'availableDates' || issue.path === 'duration') return false;
    if (step === 2 && issue.path === 'totalQuota' && rules.some((rule) => rule.path === 'totalQuota')) return false;
    return true;
  });
  return mergeIssues(rules, ownSchema);
}

/** Every step's problems at once (step 1 first). */
export function allStepErrors(form: TTourFormValues, context: TStepContext): Map<TWizardStep, TStepIssue[]> {
  const schema = schemaIssues(form);
  return new Map(TOUR_WIZARD_STEPS.map(({ number }) => [number, stepErrorsWith(number, form, context, schema)]));
}

/**
 * The one toast of a failed Next: step 2's missing fields as 'Please complete the following required
 * fields: …', every other message once, in order.
 */
export function stepErrorLines(issues: readonly TStepIssue[]): string[] {
  const requiredSuffix = ' is required';
  const labels = new Set<string>(Object.values(TOUR_FIELD_LABELS));
  const missing = issues
    .map((issue) => issue.message)
    .filter((message) => message.endsWith(requiredSuffix) && labels.has(message.slice(0, -requiredSuffix.length)))
    .map((message) => message.slice(0, -requiredSuffix.length));
  const lines = missing.length > 0 ? [M.requiredFields(missing)] : [];
  for (const issue of issues) {
    const isMissingField = missing.some((label) => issue.message === M.fieldRequired(label));
    if (!isMissingField && !lines.includes(issue.message)) lines.push(issue.message);
  }
  return lines;
}

export type TStepStatus = 'current' | 'complete' | 'incomplete' | 'available' | 'locked';

/** Step validity, step 1 first: true when the step has no problems. */
export function stepValidity(form: TTourFormValues, context: TStepContext): boolean[] {
  const errors = allStepErrors(form, context);
  return TOUR_WIZARD_STEPS.map(({ number }) => (errors.get(number) ?? []).length === 0);
}

/** Going back is free, step 1 always open, going forward needs every earlier step valid. */
export function canOpenStep(target: TWizardStep, current: TWizardStep, validity: readonly boolean[]): boolean {
  if (target <= current || target === 1) return true;
  return validity.slice(0, target - 1).every(Boolean);
}

/**
 * The side panel's badge: Current; Complete for an earlier step that is valid; Locked for a later one
 * that cannot be reached yet. An earlier step made invalid again, and a reachable later step, have none.
 */
export function stepStatus(step: TWizardStep, current: TWizardStep, validity: readonly boolean[]): TStepStatus {
  if (step === current) return 'current';
  if (step < current) return validity[step - 1] ? 'complete' : 'incomplete';
  return canOpenStep(step, current, validity) ? 'available' : 'locked';
}

/** Completion: the share of the eight steps done in order (the run of valid steps from step 1). */
export function completionPercent(validity: readonly boolean[]): number {
  const firstInvalid = validity.findIndex((valid) => !valid);
  const done = firstInvalid === -1 ? validity.length : firstInvalid;
  return Math.round((done / WIZARD_STEP_COUNT) * 100);
}

export type TSubmitProgressItem = {
  key: 'title' | 'description' | 'location' | 'price' | 'inclusion' | 'date';
  label: string;
  done: boolean;
};

/** The six items of the progress bar beside Submit Tour (2-operator.md section 4). */
export function submitProgress(form: TTourFormValues): TSubmitProgressItem[] {
  return [
    { key: 'title', label: 'Title', done: filled(form.title) },
    { key: 'description', label: 'Description', done: filled(form.description) },
    { key: 'location', label: 'Location', done: filled(form.location) },
    { key: 'price', label: 'Price', done: positive(form.price) },
    { key: 'inclusion', label: 'First inclusion', done: filled(form.inclusions[0]?.value) },
    { key: 'date', label: 'At least one date', done: form.availableDates.length > 0 },
  ];
}

/**
 * Submit Tour is enabled when the six items are done and the spots total is within the quota;
 * otherwise `warning` says what is missing.
 */
export function submitReadiness(form: TTourFormValues): { ready: boolean; warning: string | null } {
  if (!submitProgress(form).every((item) => item.done)) return { ready: false, warning: M.submitNotReady };
  const spots = totalAvailableSpots(form.availableDates);
  const quota = form.totalQuota;
  if (!positive(quota) || spots > (quota as number)) {
    return { ready: false, warning: M.spotsExceedQuotaStep(spots, positive(quota) ? (quota as number) : 0) };
  }
  return { ready: true, warning: null };
}

/**
 * The submission check, the same in the browser and on the server: the values prepared for submission
 * (prepareTourSubmission), every step's rules and the tour form schema.
 */
export function validateTourSubmission(
  values: TTourFormValues,
  context: TStepContext,
): { ok: true; form: TTourForm } | { ok: false; issues: TStepIssue[] } {
  const prepared = prepareTourSubmission(values);
  const parsed = ZTourForm.safeParse(prepared);
  const stepIssues = [...allStepErrors(prepared, context).values()].flat();
  const schema = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const issues = mergeIssues(stepIssues, schema);
  if (parsed.success && issues.length === 0) return { ok: true, form: parsed.data };
  return { ok: false, issues };
}
