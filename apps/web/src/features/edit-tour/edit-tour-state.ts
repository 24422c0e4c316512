import {
  calendarDaysBetween,
  departureFlightProblems,
  discountIssues,
  EDIT_DEFAULT_ACTIVITY_TIME,
  emptyItineraryDay,
  emptyMealPlan,
  emptyTourForm,
  isCalendarDate,
  minorUnitFactor,
  nextDepartureStartDate,
  normalisedTranslation,
  seatsBelowTakenMessage,
  shiftFlightLeg,
  storedDiscountPercentage,
  tourFormValuesFromDraft,
  translationContentOf,
  translationValuesOf,
  TOUR_CURRENCIES,
  TOUR_EDIT_MESSAGES,
  TOUR_FORM_CATEGORIES,
  TOUR_FORM_DEFAULTS,
  TOUR_HOTEL_RATINGS,
  TOUR_ROOM_TYPES,
  type TDepartureFlights,
  type TItineraryDayValues,
  type TMealPlanValues,
  type TTourEditDraft,
  type TTourEditDraftData,
  type TTourEditFlight,
  type TTourEditRequest,
  type TTourEditResponse,
  type TTourFormValues,
  ZTourEditRequest,
} from '@tour/shared';

export const EDIT_SECTIONS = ['basics', 'dates', 'itinerary', 'meals', 'hotels', 'images', 'features'] as const;
export type TEditSection = (typeof EDIT_SECTIONS)[number];

/** A section's element id, for the quick navigation's scroll. */
export const sectionElementId = (section: TEditSection) => `edit-section-${section}`;

/** One departure as the page holds it: prices in major units, seats as the departure's capacity. */
export type TDepartureValues = {
  /** Stable key for the list and for error paths ('dates.{key}.price'). */
  key: string;
  /** Absent for a departure added on this page. */
  id?: string;
  startDate: string;
  /** The date as loaded: flights move with a changed date, refusals name the loaded date. */
  loadedStartDate: string | null;
  price: number | null;
  availableSpots: number | null;
  seatsSold: number;
  seatsHeld: number;
  outbound: TTourEditFlight | null;
  return: TTourEditFlight | null;
  /**
   * The start date the legs were written for: the loaded date, or for an added departure the date of the one
   * it copied them from. Saving moves the legs by the days from it to startDate.
   */
  flightsDate: string | null;
  /** Marked for removal on save (existing departures only; a new one is simply dropped). */
  removed: boolean;
};

export type TDeparturePatch = Partial<Pick<TDepartureValues, 'startDate' | 'price' | 'availableSpots'>>;

export type TEditIssue = { path: string; message: string };

/** A refusal of the server, pinned to the departures it is about when the page can tell which. */
export type TServerRefusal = { message: string; departureKeys: string[] };

export type TEditTourPhase = 'loading' | 'ready' | 'saving' | 'error';

export type TEditTourState = {
  phase: TEditTourPhase;
  /** The form differs from what was last loaded or saved. */
  formDirty: boolean;
  departures: TDepartureValues[];
  savedDepartures: TDepartureValues[];
  open: Record<TEditSection, boolean>;
  /** Save progress in percent; 0 when idle. */
  progress: number;
  /** After a refused save the problems are listed and kept up to date as the user fixes them. */
  showIssues: boolean;
  refusal: TServerRefusal | null;
};

export type TEditTourAction =
  | { type: 'loaded'; departures: TDepartureValues[] }
  | { type: 'draftRestored'; departures: TDepartureValues[] }
  | { type: 'loadFailed' }
  | { type: 'formCompared'; changed: boolean }
  | { type: 'departureChanged'; key: string; patch: TDeparturePatch }
  | { type: 'departureAdded'; departure: TDepartureValues }
  | { type: 'departureRemoved'; key: string }
  | { type: 'departureKept'; key: string }
  | { type: 'sectionToggled'; section: TEditSection }
  | { type: 'sectionOpened'; section: TEditSection }
  | { type: 'sectionsOpened'; sections: readonly TEditSection[] }
  | { type: 'allToggled'; open: boolean }
  | { type: 'saveRefused'; sections: readonly TEditSection[] }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded' }
  | { type: 'saveFailed'; refusal: TServerRefusal };

const allSections = (open: boolean) =>
  Object.fromEntries(EDIT_SECTIONS.map((section) => [section, open])) as Record<TEditSection, boolean>;

export function initialEditTourState(): TEditTourState {
  return {
    phase: 'loading',
    formDirty: false,
    departures: [],
    savedDepartures: [],
    // The first section open, the rest folded, so the page starts short.
    open: { ...allSections(false), basics: true },
    progress: 0,
    showIssues: false,
    refusal: null,
  };
}

const comparable = (departures: readonly TDepartureValues[]) =>
  JSON.stringify(
    departures
      .filter((departure) => !(departure.removed && !departure.id))
      .map(({ key, id, startDate, price, availableSpots, removed }) => ({
        key,
        id,
        startDate,
        price,
        availableSpots,
        removed,
      })),
  );

/** The departures differ from those last loaded or saved. */
export function departuresChanged(state: Pick<TEditTourState, 'departures' | 'savedDepartures'>): boolean {
  return comparable(state.departures) !== comparable(state.savedDepartures);
}

/** The sticky bar's 'You have unsaved changes'. */
export function isDirty(state: TEditTourState): boolean {
  return state.formDirty || departuresChanged(state);
}

/** Departure edits clear a refusal about that departure: it no longer describes what is on screen. */
function withoutRefusalOf(refusal: TServerRefusal | null, key: string): TServerRefusal | null {
  return refusal?.departureKeys.includes(key) ? null : refusal;
}

export function editTourReducer(state: TEditTourState, action: TEditTourAction): TEditTourState {
  switch (action.type) {
    case 'loaded':
      // A save's own reload may arrive while it is still being reported: it keeps the save's phase and progress.
      return {
        ...state,
        phase: state.phase === 'saving' ? 'saving' : 'ready',
        formDirty: false,
        departures: action.departures,
        savedDepartures: action.departures,
        refusal: null,
      };
    case 'draftRestored':
      // The departures as the draft left them; the saved ones stay those loaded, so the page is dirty.
      return { ...state, departures: action.departures, progress: 0, refusal: null };
    case 'loadFailed':
      return { ...state, phase: 'error' };
    case 'formCompared':
      if (state.formDirty === action.changed) return state;
      return { ...state, formDirty: action.changed, progress: action.changed ? 0 : state.progress };
    case 'departureChanged':
      return {
        ...state,
        progress: 0,
        departures: state.departures.map((departure) =>
          departure.key === action.key ? { ...departure, ...action.patch } : departure,
        ),
        refusal: withoutRefusalOf(state.refusal, action.key),
      };
    case 'departureAdded':
      return {
        ...state,
        progress: 0,
        departures: [...state.departures, action.departure],
        open: { ...state.open, dates: true },
      };
    case 'departureRemoved':
      return {
        ...state,
        departures: state.departures.flatMap((departure) => {
          if (departure.key !== action.key) return [departure];
          return departure.id ? [{ ...departure, removed: true }] : [];
        }),
      };
    case 'departureKept':
      return {
        ...state,
        departures: state.departures.map((departure) =>
          departure.key === action.key ? { ...departure, removed: false } : departure,
        ),
        refusal: withoutRefusalOf(state.refusal, action.key),
      };
    case 'sectionToggled':
      return { ...state, open: { ...state.open, [action.section]: !state.open[action.section] } };
    case 'sectionOpened':
      return state.open[action.section] ? state : { ...state, open: { ...state.open, [action.section]: true } };
    case 'sectionsOpened':
      return { ...state, open: { ...state.open, ...Object.fromEntries(action.sections.map((s) => [s, true])) } };
    case 'allToggled':
      return { ...state, open: allSections(action.open) };
    case 'saveRefused':
      return {
        ...state,
        showIssues: true,
        open: { ...state.open, ...Object.fromEntries(action.sections.map((s) => [s, true])) },
      };
    case 'saveStarted':
      // The whole save is one request: 10 once it is on its way, 100 when the server has answered.
      return state.phase === 'ready' ? { ...state, phase: 'saving', progress: 10, refusal: null } : state;
    case 'saveSucceeded':
      return {
        ...state,
        phase: 'ready',
        progress: 100,
        formDirty: false,
        savedDepartures: state.departures,
        showIssues: false,
        refusal: null,
      };
    case 'saveFailed':
      return {
        ...state,
        phase: 'ready',
        progress: 0,
        // A removal the server refused is undone, so the card says one thing: why it stays.
        departures: state.departures.map((departure) =>
          departure.removed && action.refusal.departureKeys.includes(departure.key)
            ? { ...departure, removed: false }
            : departure,
        ),
        refusal: action.refusal,
        open: action.refusal.departureKeys.length > 0 ? { ...state.open, dates: true } : state.open,
      };
  }
}

// ---- loading

let keyCounter = 0;
/** A key for a departure or gallery entry made on this page. */
export function newKey(prefix: string): string {
  keyCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${keyCounter}`;
}

const oneOf = <T extends string>(options: readonly T[], value: string, fallback: T): T =>
  (options as readonly string[]).includes(value) ? (value as T) : fallback;

/** The wizard's generated day ('Day N', one empty activity), its activity at the edit screen's default time. */
function generatedDay(dayNumber: number): TItineraryDayValues {
  const day = emptyItineraryDay(dayNumber);
  return { ...day, activities: day.activities.map((activity) => ({ ...activity, time: EDIT_DEFAULT_ACTIVITY_TIME })) };
}

/**
 * Every day 1..duration, in order: the days the tour has, and the missing ones generated like the
 * wizard does for a new duration (at 09:00 here, section 3), so the page can fill a day the tour lacks.
 * Days outside 1..duration are dropped (section 4, loading).
 */
export function itineraryOfEveryDay(days: readonly TItineraryDayValues[], duration: number): TItineraryDayValues[] {
  return Array.from({ length: Math.max(0, duration) }, (_, index) => {
    const existing = days.find((day) => day.dayNumber === index + 1);
    return existing ? { ...existing, activities: existing.activities.map((a) => ({ ...a })) } : generatedDay(index + 1);
  });
}

/** Meal plans for every day 1..duration, the missing ones generated ('Day N Meals', no meals) like the wizard's. */
export function mealPlansOfEveryDay(plans: readonly TMealPlanValues[], duration: number): TMealPlanValues[] {
  return Array.from({ length: Math.max(0, duration) }, (_, index) => {
    const existing = plans.find((plan) => plan.dayNumber === index + 1);
    return existing ? { ...existing } : emptyMealPlan(index + 1);
  });
}

/** A generated day nobody has written in: not sent, so an untouched day is no error and stores nothing. */
function isUntouchedDay(day: TItineraryDayValues): boolean {
  const generated = emptyItineraryDay(day.dayNumber);
  const untouchedTime = (time: string) => time.trim() === '' || time.trim() === EDIT_DEFAULT_ACTIVITY_TIME;
  return (
    (day.title.trim() === '' || day.title.trim() === generated.title) &&
    day.activities.every((activity) => untouchedTime(activity.time) && activity.description.trim() === '')
  );
}

function isUntouchedMealPlan(plan: TMealPlanValues): boolean {
  const generated = emptyMealPlan(plan.dayNumber);
  return (
    !plan.breakfast &&
    !plan.lunch &&
    !plan.dinner &&
    (plan.schedule.trim() === '' || plan.schedule.trim() === generated.schedule)
  );
}

/**
 * The loaded tour as the form holds it (the wizard's shape, so its step editors fit): amounts in major
 * units, lists as { value } rows, the gallery as entries in order, and one itinerary day and meal plan
 * for every day of the duration (itineraryOfEveryDay).
 */
export function formValuesOf(response: TTourEditResponse): TTourFormValues {
  const { form, durationDays } = response;
  const factor = minorUnitFactor(form.currency);
  const cheapest = Math.min(...response.dates.map((date) => date.price));
  const rows = (values: readonly string[]) => values.map((value) => ({ value }));
  return {
    ...emptyTourForm(),
    sku: response.sku ?? '',
    companyName: form.companyName,
    contentLanguage: form.contentLanguage,
    translation: translationValuesOf(form.translation),
    title: form.title,
    slug: response.slug,
    description: form.description,
    location: form.location,
    country: form.country,
    category: oneOf(TOUR_FORM_CATEGORIES, form.category, 'beach'),
    // No base price on a live tour (docs/decisions/0019): never shown nor sent; the cheapest departure's price
    // is what a discount typed as an amount is a share of.
    price: Number.isFinite(cheapest) ? cheapest / factor : null,
    discountMode: 'percentage',
    discountPercentage: form.discountPercentage,
    discountAmount: null,
    currency: oneOf(TOUR_CURRENCIES, form.currency, 'USD'),
    duration: durationDays,
    totalQuota: form.totalQuota,
    thumbnailUrl: form.thumbnailUrl,
    tourImages: form.images.map((url, index) => ({ id: imageIdOf(index), url, order: index })),
    inclusions: rows(form.inclusions),
    exclusions: rows(form.exclusions),
    highlights: rows(form.highlights),
    cancellationPolicy: form.cancellationPolicy,
    itineraryDays: itineraryOfEveryDay(
      form.itineraryDays.map((day) => ({
        dayNumber: day.dayNumber,
        title: day.title,
        activities: day.activities.map((activity) => ({
          time: activity.time?.trim() || EDIT_DEFAULT_ACTIVITY_TIME,
          description: activity.description,
        })),
      })),
      durationDays,
    ),
    mealPlans: mealPlansOfEveryDay(form.mealPlans, durationDays),
    hotels: form.hotels.map((hotel) => ({
      ...hotel,
      rating: oneOf(TOUR_HOTEL_RATINGS, hotel.rating, '5'),
      roomType: oneOf(TOUR_ROOM_TYPES, hotel.roomType, 'standard'),
      amenities: [...hotel.amenities],
    })),
    availableDates: [],
  };
}

/** The gallery keys entries by uuid; a loaded image gets a fresh one. */
function imageIdOf(index: number): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `image-${index + 1}`;
}

export function departuresOf(response: TTourEditResponse): TDepartureValues[] {
  const factor = minorUnitFactor(response.form.currency);
  return response.dates.map((date) => ({
    key: date.id,
    id: date.id,
    startDate: date.startDate,
    loadedStartDate: date.startDate,
    price: date.price / factor,
    availableSpots: date.availableSpots,
    seatsSold: date.seatsSold,
    seatsHeld: date.seatsHeld,
    outbound: date.outbound,
    return: date.return,
    flightsDate: date.startDate,
    removed: false,
  }));
}

/**
 * The flights an added departure starts with, as the wizard's Add Date does: those of the latest departure
 * that has any (one still kept first), to be moved to the new date on save. None when no departure has flights.
 */
function copiedFlights(departures: readonly TDepartureValues[]) {
  const withFlights = departures
    .filter((departure) => departure.flightsDate && (departure.outbound || departure.return))
    .sort((a, b) => Number(!a.removed) - Number(!b.removed) || a.startDate.localeCompare(b.startDate));
  const template = withFlights.at(-1);
  return template
    ? { outbound: template.outbound, return: template.return, flightsDate: template.flightsDate }
    : { outbound: null, return: null, flightsDate: null };
}

/**
 * A departure added by hand, as the wizard adds a date (2-operator.md section 3): a week after the last one
 * kept, at that departure's price (a live tour has no base price: docs/decisions/0019), with ten seats, and
 * the flights of the latest departure that has some, moved to its date.
 */
export function newDeparture(departures: readonly TDepartureValues[], today: string) {
  const kept = departures.filter((departure) => !departure.removed);
  return {
    key: newKey('departure'),
    startDate: nextDepartureStartDate(
      kept.map((departure) => departure.startDate),
      today,
    ),
    loadedStartDate: null,
    price: kept.at(-1)?.price ?? null,
    availableSpots: TOUR_FORM_DEFAULTS.addedDateSpots,
    seatsSold: 0,
    seatsHeld: 0,
    ...copiedFlights(departures),
    removed: false,
  } satisfies TDepartureValues;
}

// ---- saving

/** Major units to the minor units the server stores; an emptied field stays null for the schema to name. */
function minor(amount: number | null, factor: number): number | null {
  return amount === null || Number.isNaN(amount) ? null : Math.round(amount * factor);
}

/**
 * A departure's flight as sent: a stored departure's unchanged legs are left out (the server keeps them); moved
 * legs and an added departure's copied legs are sent, on the departure's own date.
 */
function flightSent(departure: TDepartureValues, leg: TTourEditFlight | null): TTourEditFlight | undefined {
  if (!leg || !departure.flightsDate) return undefined;
  if (departure.id && departure.startDate === departure.flightsDate) return undefined;
  const days = calendarDaysBetween(departure.flightsDate, departure.startDate);
  return Number.isFinite(days) ? shiftFlightLeg(leg, days) : undefined;
}

/** A departure's flights where saving puts them: moved from the date they were written for to its start date. */
export function departureFlightsAfterSave(
  departure: TDepartureValues,
): TDepartureFlights & Pick<TDepartureValues, 'outbound' | 'return'> {
  const moved = (leg: TTourEditFlight | null) => {
    if (!leg || !departure.flightsDate || !isCalendarDate(departure.startDate)) return leg;
    return shiftFlightLeg(leg, calendarDaysBetween(departure.flightsDate, departure.startDate));
  };
  return { startDate: departure.startDate, outbound: moved(departure.outbound), return: moved(departure.return) };
}

/** The shared rule on a departure as it will be saved: its flights fall on its dates, or what is wrong. */
export function departureFlightIssues(departure: TDepartureValues, duration: number | null): string[] {
  return departureFlightProblems(departureFlightsAfterSave(departure), duration);
}

/** The departures that are sent, in the order sent (removed ones are left out: the server deletes them). */
export function sentDepartures(departures: readonly TDepartureValues[]): TDepartureValues[] {
  return departures.filter((departure) => !departure.removed);
}

/**
 * The request for PUT /api/tours/:slug/edit, before the schema has checked it (so a null price is still
 * null and the schema's message names it). Duration is not sent: it is fixed.
 */
export function editRequestOf(values: TTourFormValues, departures: readonly TDepartureValues[]) {
  const factor = minorUnitFactor(values.currency);
  const texts = (rows: readonly { value: string }[]) => rows.map((row) => row.value);
  return {
    contentLanguage: values.contentLanguage,
    // Sent as typed (blank entries included, so that a problem names the field it is in); null when blank.
    translation: translationContentOf(values.translation),
    title: values.title,
    description: values.description,
    location: values.location,
    country: values.country,
    companyName: values.companyName,
    category: values.category,
    discountPercentage: storedDiscountPercentage(values),
    currency: values.currency,
    totalQuota: values.totalQuota,
    thumbnailUrl: values.thumbnailUrl,
    inclusions: texts(values.inclusions),
    exclusions: texts(values.exclusions),
    highlights: texts(values.highlights),
    cancellationPolicy: values.cancellationPolicy,
    images: [...values.tourImages].sort((a, b) => a.order - b.order).map((image) => image.url),
    itineraryDays: values.itineraryDays
      .map((day, index) => ({
        dayNumber: day.dayNumber || index + 1,
        title: day.title,
        activities: day.activities,
      }))
      .filter((day) => !isUntouchedDay(day)),
    mealPlans: values.mealPlans.filter((plan) => !isUntouchedMealPlan(plan)),
    hotels: values.hotels,
    dates: sentDepartures(departures).map((departure) => ({
      ...(departure.id ? { id: departure.id } : {}),
      startDate: departure.startDate,
      price: minor(departure.price, factor),
      availableSpots: departure.availableSpots,
      ...(flightSent(departure, departure.outbound) ? { outbound: flightSent(departure, departure.outbound) } : {}),
      ...(flightSent(departure, departure.return) ? { return: flightSent(departure, departure.return) } : {}),
    })),
  };
}

/**
 * The form as the unsaved-changes check compares it: the request, its translation without blank entries (lining the
 * translation's days up with the tour's adds blank ones, which change nothing).
 */
export function editSnapshotOf(values: TTourFormValues): string {
  const request = editRequestOf(values, []);
  return JSON.stringify({ ...request, translation: request.translation && normalisedTranslation(request.translation) });
}

const LIST_ROWS = new Set(['inclusions', 'exclusions', 'highlights']);

/** The translation's list items are rows too: 'translation.highlights.0' -> 'translation.highlights.0.value'. */
function translationPathOf(rest: readonly string[]): string {
  const [part, index, ...more] = rest;
  if (part && LIST_ROWS.has(part) && index !== undefined && more.length === 0)
    return `translation.${part}.${index}.value`;
  return ['translation', ...rest].join('.');
}

/** A schema path as the form names it: 'inclusions.0' -> 'inclusions.0.value', 'dates.1.price' -> 'dates.{key}.price'. */
function formPathOf(path: readonly PropertyKey[], sent: readonly TDepartureValues[]): string {
  const [head, index, ...rest] = path.map(String);
  if (head === 'translation') return translationPathOf(path.slice(1).map(String));
  if (head && LIST_ROWS.has(head) && index !== undefined) return `${head}.${index}.value`;
  if (head === 'images') return 'tourImages';
  if (head === 'dates' && index !== undefined) {
    const key = sent[Number(index)]?.key ?? index;
    return ['dates', key, ...rest].join('.');
  }
  return [head, index, ...rest].filter((part) => part !== undefined).join('.');
}

/**
 * What stops a save, with the spec's messages (2-operator.md section 5): the shared schema the server
 * applies, plus the seats the page knows are sold or held (decision 23; the server checks again).
 */
export function editIssues(values: TTourFormValues, departures: readonly TDepartureValues[]): TEditIssue[] {
  const sent = sentDepartures(departures);
  const checked = ZTourEditRequest.safeParse(editRequestOf(values, departures));
  const issues: TEditIssue[] = checked.success
    ? []
    : checked.error.issues.map((issue) => ({ path: formPathOf(issue.path, sent), message: issue.message }));
  // The request carries the discount as stored; the discount as typed (either mode) is checked here.
  issues.push(...discountIssues(values));
  for (const departure of sent) {
    const taken = departure.seatsSold + departure.seatsHeld;
    if (taken > 0 && departure.availableSpots !== null && departure.availableSpots < taken) {
      issues.push({
        path: `dates.${departure.key}.availableSpots`,
        message: seatsBelowTakenMessage(departure.loadedStartDate ?? departure.startDate, taken),
      });
    }
    if (taken > 0 && departure.loadedStartDate && departure.startDate !== departure.loadedStartDate) {
      issues.push({ path: `dates.${departure.key}.startDate`, message: TOUR_EDIT_MESSAGES.departureDateLocked });
    }
    for (const message of departureFlightIssues(departure, values.duration)) {
      issues.push({ path: `dates.${departure.key}.flights`, message });
    }
  }
  for (const departure of departures) {
    if (departure.removed && departure.seatsSold + departure.seatsHeld > 0) {
      issues.push({ path: `dates.${departure.key}`, message: TOUR_EDIT_MESSAGES.departureHasBookings });
    }
  }
  return issues;
}

/** The list under 'Please fix the following errors': each message once. */
export function issueLines(issues: readonly TEditIssue[]): string[] {
  return [...new Set(issues.map((issue) => issue.message))];
}

const SECTION_OF_HEAD: Record<string, TEditSection> = {
  dates: 'dates',
  itineraryDays: 'itinerary',
  mealPlans: 'meals',
  hotels: 'hotels',
  tourImages: 'images',
  inclusions: 'features',
  exclusions: 'features',
  highlights: 'features',
  cancellationPolicy: 'features',
};

/** The section that holds a form path (the main fields are Basic Information, the total quota among them). */
export function sectionOfPath(path: string): TEditSection {
  const [head, part] = path.split('.');
  // The translation's fields are in the sections of their own-language twins (issue 27, item 5).
  if (head === 'translation') return part === 'title' || part === 'description' ? 'basics' : sectionOfPath(part ?? '');
  return SECTION_OF_HEAD[head ?? ''] ?? 'basics';
}

/**
 * The departures a server refusal is about (decision 23's messages): removed ones that have seats taken,
 * ones whose date moved, or the one whose loaded date the message names.
 */
export function departuresBlamed(message: string, departures: readonly TDepartureValues[]): string[] {
  const existing = departures.filter((departure) => departure.id);
  if (message === TOUR_EDIT_MESSAGES.departureHasBookings) {
    const removed = existing.filter((departure) => departure.removed);
    const known = removed.filter((departure) => departure.seatsSold + departure.seatsHeld > 0);
    return (known.length > 0 ? known : removed).map((departure) => departure.key);
  }
  if (message === TOUR_EDIT_MESSAGES.departureDateLocked) {
    return existing
      .filter((departure) => !departure.removed && departure.startDate !== departure.loadedStartDate)
      .map((departure) => departure.key);
  }
  return existing
    .filter((departure) => departure.loadedStartDate && message.includes(` on ${departure.loadedStartDate} `))
    .map((departure) => departure.key);
}

/**
 * The counts in the section headers (2-operator.md section 2: of existing dates, days, meal plans, hotels and
 * images). A generated day or meal plan nobody has written in is not counted: it is not saved either.
 */
export function sectionCounts(values: TTourFormValues, departures: readonly TDepartureValues[]) {
  return {
    dates: sentDepartures(departures).length,
    itinerary: values.itineraryDays.filter((day) => !isUntouchedDay(day)).length,
    meals: values.mealPlans.filter((plan) => !isUntouchedMealPlan(plan)).length,
    hotels: values.hotels.length,
    images: values.tourImages.length,
  } as const;
}

/** Seats across the departures that stay, against the total quota. */
export function seatsAcrossDates(departures: readonly TDepartureValues[]): number {
  return sentDepartures(departures).reduce((sum, departure) => sum + (departure.availableSpots ?? 0), 0);
}

/** The request once the schema has passed it. */
export function parsedEditRequest(values: TTourFormValues, departures: readonly TDepartureValues[]): TTourEditRequest {
  return ZTourEditRequest.parse(editRequestOf(values, departures));
}

// ---- drafts (DESIGN decision 20)

/**
 * What the page autosaves: the form as typed and the departures (seats and flights are read afresh; an added
 * departure copies its flights again).
 */
export function draftDataOf(values: TTourFormValues, departures: readonly TDepartureValues[]): TTourEditDraftData {
  return {
    form: values,
    departures: departures.map(({ key, id, startDate, price, availableSpots, removed }) => ({
      key,
      ...(id ? { id } : {}),
      startDate,
      price,
      availableSpots,
      removed,
    })),
  };
}

/**
 * The page as a draft left it, on top of the tour as it is now: the draft's form (with the duration,
 * slug and SKU the tour has, and for non-admins the location, country and company name it has, which they cannot
 * change), and its departures matched to the tour's by id for their seats and flights. A departure the
 * tour no longer has is dropped; one added to the tour since is kept as it is.
 */
export function restoredFromDraft(
  loaded: TTourEditResponse,
  draft: Pick<TTourEditDraft, 'data'>,
): { values: TTourFormValues; departures: TDepartureValues[] } {
  const current = formValuesOf(loaded);
  const form = (draft.data.form ?? {}) as Partial<TTourFormValues>;
  const merged: TTourFormValues = { ...current, ...form };
  const values: TTourFormValues = {
    ...merged,
    // A draft's translation is read as loosely as the rest of it: whatever it lacks is blank.
    translation: form.translation
      ? tourFormValuesFromDraft({ translation: form.translation }).translation
      : current.translation,
    duration: current.duration,
    slug: current.slug,
    sku: current.sku,
    location: loaded.canEditAdminFields ? merged.location : current.location,
    country: loaded.canEditAdminFields ? merged.country : current.country,
    companyName: loaded.canEditAdminFields ? merged.companyName : current.companyName,
    itineraryDays: itineraryOfEveryDay(merged.itineraryDays, loaded.durationDays),
    mealPlans: mealPlansOfEveryDay(merged.mealPlans, loaded.durationDays),
  };

  const loadedDepartures = departuresOf(loaded);
  const byId = new Map(loadedDepartures.map((departure) => [departure.id, departure]));
  const used = new Set<string>();
  const departures: TDepartureValues[] = [];
  for (const saved of draft.data.departures ?? []) {
    const edited = {
      startDate: saved.startDate ?? '',
      price: saved.price ?? null,
      availableSpots: saved.availableSpots ?? null,
      removed: saved.removed ?? false,
    };
    if (saved.id) {
      const existing = byId.get(saved.id);
      if (!existing || used.has(saved.id)) continue;
      used.add(saved.id);
      departures.push({ ...existing, ...edited });
    } else if (!edited.removed) {
      departures.push({
        key: saved.key || newKey('departure'),
        loadedStartDate: null,
        seatsSold: 0,
        seatsHeld: 0,
        ...copiedFlights(loadedDepartures),
        ...edited,
      });
    }
  }
  for (const departure of loadedDepartures) {
    if (departure.id && !used.has(departure.id)) departures.push(departure);
  }
  return { values, departures };
}
