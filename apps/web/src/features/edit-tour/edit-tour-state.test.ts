import { describe, expect, it } from 'vitest';
import {
  DEPARTURE_FLIGHT_MESSAGES,
  seatsBelowTakenMessage,
  TOUR_EDIT_MESSAGES,
  TOUR_FORM_MESSAGES,
  type TTourEditResponse,
} from '@tour/shared';
import {
  departureFlightIssues,
  departureFlightsAfterSave,
  departuresBlamed,
  departuresOf,
  draftDataOf,
  editIssues,
  editRequestOf,
  editSnapshotOf,
  editTourReducer,
  formValuesOf,
  initialEditTourState,
  isDirty,
  issueLines,
  newDeparture,
  restoredFromDraft,
  sectionCounts,
  sectionOfPath,
  type TEditTourState,
} from './edit-tour-state';

const flight = (departs: string, arrives: string) => ({
  airline: 'Thai Airways',
  airlineCode: 'TG',
  flightNumber: 'TG201',
  departureAirport: 'BKK',
  departureCode: 'BKK',
  departureDateTime: departs,
  arrivalAirport: 'HKT',
  arrivalCode: 'HKT',
  arrivalDateTime: arrives,
  duration: '1h 25m',
});

function loadedTour(): TTourEditResponse {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    slug: 'andaman-escape',
    sku: 'TH-BCH-0001',
    durationDays: 3,
    updatedAt: '2026-06-01T08:00:00.000Z',
    canEditAdminFields: false,
    revision: null,
    form: {
      contentLanguage: 'en',
      translation: null,
      title: 'Andaman Escape',
      description: 'Three days by the sea.',
      location: 'Phuket',
      country: 'Thailand',
      companyName: 'Demo Wholesale',
      category: 'beach',
      discountPercentage: null,
      currency: 'THB',
      totalQuota: 30,
      thumbnailUrl: 'https://images.example.test/thumb.jpg',
      inclusions: ['Return flights'],
      exclusions: [],
      highlights: ['Phi Phi'],
      cancellationPolicy: 'free_24h',
      images: ['https://images.example.test/1.jpg', 'https://images.example.test/2.jpg'],
      itineraryDays: [
        { dayNumber: 1, title: 'Arrive', activities: [{ time: 'Morning', description: 'Fly to Phuket' }] },
        { dayNumber: 2, title: 'Islands', activities: [{ time: '', description: 'Boat to Phi Phi' }] },
        { dayNumber: 3, title: 'Home', activities: [{ time: '', description: 'Fly back home' }] },
        { dayNumber: 4, title: 'Beyond', activities: [{ time: '', description: 'Not part of the tour' }] },
      ],
      mealPlans: [{ dayNumber: 1, schedule: 'Day 1', breakfast: true, lunch: false, dinner: true }],
      hotels: [],
    },
    dates: [
      {
        id: '00000000-0000-4000-8000-0000000000d1',
        startDate: '2027-03-01',
        endDate: '2027-03-03',
        price: 1250000,
        currency: 'THB',
        availableSpots: 20,
        seatsSold: 3,
        seatsHeld: 1,
        outbound: flight('2027-03-01T08:00:00+07:00', '2027-03-01T09:25:00+07:00'),
        return: null,
      },
      {
        id: '00000000-0000-4000-8000-0000000000d2',
        startDate: '2027-03-08',
        endDate: '2027-03-10',
        price: 1300000,
        currency: 'THB',
        availableSpots: 10,
        seatsSold: 0,
        seatsHeld: 0,
        outbound: flight('2027-03-08T08:00:00+07:00', '2027-03-08T09:25:00+07:00'),
        return: null,
      },
    ],
  };
}

function readyState(): TEditTourState {
  return editTourReducer(initialEditTourState(), { type: 'loaded', departures: departuresOf(loadedTour()) });
}

const [SOLD, FREE] = ['00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-0000000000d2'] as const;

describe('loading the tour into the form', () => {
  it('drops itinerary days beyond the duration, keeps the duration fixed and turns amounts into major units', () => {
    const values = formValuesOf(loadedTour());
    expect(values.itineraryDays.map((day) => day.dayNumber)).toEqual([1, 2, 3]);
    expect(values.duration).toBe(3);
    // No base price on a live tour (docs/decisions/0019): the cheapest departure's, for a discount as an amount.
    expect(values.price).toBe(12500);
    expect(values.inclusions).toEqual([{ value: 'Return flights' }]);
    expect(values.tourImages.map((image) => [image.url, image.order])).toEqual([
      ['https://images.example.test/1.jpg', 0],
      ['https://images.example.test/2.jpg', 1],
    ]);
  });

  it('holds each departure with its capacity and the seats sold and held', () => {
    const [sold] = departuresOf(loadedTour());
    expect(sold).toMatchObject({
      id: SOLD,
      price: 12500,
      availableSpots: 20,
      seatsSold: 3,
      seatsHeld: 1,
      removed: false,
    });
  });

  it('counts dates, days, meal plans, hotels and images for the section headers', () => {
    const state = readyState();
    expect(sectionCounts(formValuesOf(loadedTour()), state.departures)).toEqual({
      dates: 2,
      itinerary: 3,
      // The tour has one meal plan; the two generated for the other days are not counted.
      meals: 1,
      hotels: 0,
      images: 2,
    });
  });
});

describe('the page machine', () => {
  it('starts loading with Basic Information open and becomes ready, clean, on load', () => {
    const initial = initialEditTourState();
    expect(initial.phase).toBe('loading');
    expect(initial.open.basics).toBe(true);
    expect(initial.open.dates).toBe(false);
    const ready = readyState();
    expect(ready.phase).toBe('ready');
    expect(isDirty(ready)).toBe(false);
  });

  it('is dirty after a form change or a departure change, and clean again when the change is undone', () => {
    const ready = readyState();
    expect(isDirty(editTourReducer(ready, { type: 'formCompared', changed: true }))).toBe(true);
    const cheaper = editTourReducer(ready, { type: 'departureChanged', key: FREE, patch: { price: 11000 } });
    expect(isDirty(cheaper)).toBe(true);
    const back = editTourReducer(cheaper, { type: 'departureChanged', key: FREE, patch: { price: 13000 } });
    expect(isDirty(back)).toBe(false);
  });

  it('marks an existing departure removed (undoable) and drops a new one outright', () => {
    const ready = readyState();
    const removed = editTourReducer(ready, { type: 'departureRemoved', key: FREE });
    expect(removed.departures.find((departure) => departure.key === FREE)?.removed).toBe(true);
    expect(isDirty(removed)).toBe(true);
    expect(isDirty(editTourReducer(removed, { type: 'departureKept', key: FREE }))).toBe(false);

    const fresh = newDeparture(ready.departures, '2027-01-01');
    expect(fresh.startDate).toBe('2027-03-15');
    expect(fresh.price).toBe(ready.departures.at(-1)?.price);
    expect(fresh.availableSpots).toBe(10);
    const added = editTourReducer(ready, { type: 'departureAdded', departure: fresh });
    expect(added.departures).toHaveLength(3);
    expect(added.open.dates).toBe(true);
    const dropped = editTourReducer(added, { type: 'departureRemoved', key: fresh.key });
    expect(dropped.departures).toHaveLength(2);
    expect(isDirty(dropped)).toBe(false);
  });

  it('expands and collapses every section, toggles one and opens one from the quick navigation', () => {
    const ready = readyState();
    const all = editTourReducer(ready, { type: 'allToggled', open: true });
    expect(Object.values(all.open).every(Boolean)).toBe(true);
    const none = editTourReducer(all, { type: 'allToggled', open: false });
    expect(Object.values(none.open).some(Boolean)).toBe(false);
    expect(editTourReducer(none, { type: 'sectionToggled', section: 'hotels' }).open.hotels).toBe(true);
    expect(editTourReducer(none, { type: 'sectionOpened', section: 'images' }).open.images).toBe(true);
  });

  it('saves with honest progress: 10 while the request is out, 100 when the server has answered, clean after', () => {
    const edited = editTourReducer(readyState(), { type: 'departureChanged', key: FREE, patch: { price: 9900 } });
    const saving = editTourReducer(edited, { type: 'saveStarted' });
    expect(saving.phase).toBe('saving');
    expect(saving.progress).toBe(10);
    expect(editTourReducer(saving, { type: 'saveStarted' })).toBe(saving);
    const saved = editTourReducer(saving, { type: 'saveSucceeded' });
    expect(saved.phase).toBe('ready');
    expect(saved.progress).toBe(100);
    expect(isDirty(saved)).toBe(false);
    // The server's copy read again after the save keeps the finished save's progress.
    expect(editTourReducer(saved, { type: 'loaded', departures: saved.departures }).progress).toBe(100);
  });

  it('a failed save resets the progress, keeps the changes and opens the dates when a departure is blamed', () => {
    const removed = editTourReducer(readyState(), { type: 'departureRemoved', key: SOLD });
    const saving = editTourReducer(removed, { type: 'saveStarted' });
    const failed = editTourReducer(saving, {
      type: 'saveFailed',
      refusal: { message: TOUR_EDIT_MESSAGES.departureHasBookings, departureKeys: [SOLD] },
    });
    expect(failed.phase).toBe('ready');
    expect(failed.progress).toBe(0);
    expect(failed.open.dates).toBe(true);
    // The refused removal is undone, so the departure says one thing: why it stays.
    expect(failed.departures.find((departure) => departure.key === SOLD)?.removed).toBe(false);
    expect(failed.refusal?.departureKeys).toEqual([SOLD]);
    expect(isDirty(failed)).toBe(false);
    // Changing the departure answers the refusal: it no longer describes the screen.
    const changed = editTourReducer(failed, { type: 'departureChanged', key: SOLD, patch: { price: 13000 } });
    expect(changed.refusal).toBeNull();
  });

  it('a refused save lists the problems from then on and opens the sections that hold them', () => {
    const refused = editTourReducer(readyState(), { type: 'saveRefused', sections: ['features', 'dates'] });
    expect(refused.showIssues).toBe(true);
    expect(refused.open.features).toBe(true);
    expect(refused.open.dates).toBe(true);
  });
});

describe('the request and its rules', () => {
  it('sends minor units, the gallery in order, the kept departures, and flights moved with a moved date', () => {
    const values = formValuesOf(loadedTour());
    const state = editTourReducer(readyState(), {
      type: 'departureChanged',
      key: FREE,
      patch: { startDate: '2027-03-09' },
    });
    const request = editRequestOf({ ...values, price: 99.99 }, state.departures);
    expect(request).not.toHaveProperty('price');
    expect(request.images).toEqual(['https://images.example.test/1.jpg', 'https://images.example.test/2.jpg']);
    expect(request).not.toHaveProperty('duration');
    const [sold, moved] = request.dates;
    expect(sold).toEqual({ id: SOLD, startDate: '2027-03-01', price: 1250000, availableSpots: 20 });
    expect(moved?.outbound?.departureDateTime).toBe('2027-03-09T08:00:00+07:00');
    expect(moved).not.toHaveProperty('return');
  });

  it("an added departure copies the latest departure's flights and sends them moved to its own date", () => {
    const values = formValuesOf(loadedTour());
    const ready = readyState();
    const fresh = newDeparture(ready.departures, '2027-01-01');
    expect(fresh).toMatchObject({ startDate: '2027-03-15', flightsDate: '2027-03-08' });
    const added = editTourReducer(ready, { type: 'departureAdded', departure: fresh });
    const moved = editTourReducer(added, {
      type: 'departureChanged',
      key: fresh.key,
      patch: { startDate: '2027-03-20' },
    });
    const sent = editRequestOf(values, moved.departures).dates.at(-1);
    expect(sent).not.toHaveProperty('id');
    expect(sent?.startDate).toBe('2027-03-20');
    expect(sent?.outbound).toMatchObject({
      flightNumber: 'TG201',
      departureDateTime: '2027-03-20T08:00:00+07:00',
      arrivalDateTime: '2027-03-20T09:25:00+07:00',
    });
    expect(sent).not.toHaveProperty('return');

    // A departure marked for removal is a template only when no kept one has flights.
    const latestRemoved = editTourReducer(ready, { type: 'departureRemoved', key: FREE });
    expect(newDeparture(latestRemoved.departures, '2027-01-01').flightsDate).toBe('2027-03-01');
    const noFlights = ready.departures.map((departure) => ({ ...departure, outbound: null, return: null }));
    expect(newDeparture(noFlights, '2027-01-01')).toMatchObject({ outbound: null, flightsDate: null });
  });

  it('passes a valid tour and names each broken rule with the spec message at its form path', () => {
    const values = formValuesOf(loadedTour());
    const state = readyState();
    expect(editIssues(values, state.departures)).toEqual([]);
    // No base price is checked (docs/decisions/0019): each departure's is, below.
    const broken = { ...values, title: 'Hi', description: 'x', price: null, inclusions: [] };
    const issues = editIssues(broken, state.departures);
    expect(issueLines(issues)).toEqual(
      expect.arrayContaining([
        TOUR_EDIT_MESSAGES.titleMin,
        TOUR_EDIT_MESSAGES.descriptionMin,
        TOUR_EDIT_MESSAGES.inclusionRequired,
      ]),
    );
    expect(issues.find((issue) => issue.message === TOUR_EDIT_MESSAGES.titleMin)?.path).toBe('title');
    expect(sectionOfPath('inclusions')).toBe('features');
    expect(sectionOfPath(`dates.${FREE}.price`)).toBe('dates');
    expect(sectionOfPath('totalQuota')).toBe('basics');
  });

  it('names a departure price and the total quota rule at their places', () => {
    const values = formValuesOf(loadedTour());
    const cheap = editTourReducer(readyState(), { type: 'departureChanged', key: FREE, patch: { price: 0 } });
    expect(editIssues(values, cheap.departures)).toContainEqual({
      path: `dates.${FREE}.price`,
      message: TOUR_EDIT_MESSAGES.pricePositive,
    });
    expect(editIssues({ ...values, totalQuota: 25 }, readyState().departures)).toContainEqual({
      path: 'totalQuota',
      message: TOUR_EDIT_MESSAGES.spotsExceedQuota,
    });
  });

  it('takes the discount as the wizard does, in either mode, and sends it as the whole percent stored', () => {
    const values = formValuesOf(loadedTour());
    const departures = readyState().departures;
    expect(editRequestOf({ ...values, discountPercentage: 12.5 }, departures).discountPercentage).toBe(13);
    const asAmount = { ...values, discountMode: 'amount' as const, discountAmount: 2500 };
    expect(editRequestOf(asAmount, departures).discountPercentage).toBe(20);
    expect(editIssues(asAmount, departures)).toEqual([]);
    expect(editIssues({ ...asAmount, discountAmount: 13000 }, departures)).toEqual([
      { path: 'discountAmount', message: TOUR_FORM_MESSAGES.discountAmountMax },
    ]);
    expect(editIssues({ ...values, discountPercentage: 120 }, departures)).toEqual([
      { path: 'discountPercentage', message: TOUR_FORM_MESSAGES.percentageMax },
    ]);
  });

  it('refuses, before the server does, to remove, move or shrink a departure below its sold and held seats', () => {
    const values = formValuesOf(loadedTour());
    const removed = editTourReducer(readyState(), { type: 'departureRemoved', key: SOLD });
    expect(editIssues(values, removed.departures)).toContainEqual({
      path: `dates.${SOLD}`,
      message: TOUR_EDIT_MESSAGES.departureHasBookings,
    });
    const shrunk = editTourReducer(readyState(), {
      type: 'departureChanged',
      key: SOLD,
      patch: { availableSpots: 3, startDate: '2027-03-02' },
    });
    expect(editIssues(values, shrunk.departures)).toEqual(
      expect.arrayContaining([
        { path: `dates.${SOLD}.availableSpots`, message: seatsBelowTakenMessage('2027-03-01', 4) },
        { path: `dates.${SOLD}.startDate`, message: TOUR_EDIT_MESSAGES.departureDateLocked },
      ]),
    );
  });

  it('pins a server refusal on the departures it is about', () => {
    const removed = editTourReducer(readyState(), { type: 'departureRemoved', key: FREE });
    // The page did not know of FREE's bookings (sold since it loaded): the removed one is blamed.
    expect(departuresBlamed(TOUR_EDIT_MESSAGES.departureHasBookings, removed.departures)).toEqual([FREE]);
    expect(departuresBlamed(seatsBelowTakenMessage('2027-03-08', 2), readyState().departures)).toEqual([FREE]);
    const moved = editTourReducer(readyState(), {
      type: 'departureChanged',
      key: FREE,
      patch: { startDate: '2027-04-01' },
    });
    expect(departuresBlamed(TOUR_EDIT_MESSAGES.departureDateLocked, moved.departures)).toEqual([FREE]);
    expect(departuresBlamed(TOUR_EDIT_MESSAGES.unknownDeparture, readyState().departures)).toEqual([]);
  });
});

describe('flights on their dates', () => {
  const values = formValuesOf(loadedTour());

  it('shows and checks the flights where saving puts them: moved with the start date, so nothing to flag', () => {
    const state = editTourReducer(readyState(), {
      type: 'departureChanged',
      key: FREE,
      patch: { startDate: '2027-03-12' },
    });
    const moved = state.departures.find((departure) => departure.key === FREE);
    if (!moved) throw new Error('no departure');
    expect(departureFlightsAfterSave(moved).outbound?.departureDateTime).toBe('2027-03-12T08:00:00+07:00');
    expect(departureFlightIssues(moved, 3)).toEqual([]);
    expect(editIssues(values, state.departures).filter((issue) => issue.path.endsWith('.flights'))).toEqual([]);
  });

  it('refuses to save a departure whose stored flights are off its dates, naming it', () => {
    const tour = loadedTour();
    const second = tour.dates[1];
    if (!second) throw new Error('no departure');
    second.return = flight('2027-03-12T10:00:00+07:00', '2027-03-12T11:25:00+07:00');
    const state = editTourReducer(initialEditTourState(), { type: 'loaded', departures: departuresOf(tour) });
    const message = DEPARTURE_FLIGHT_MESSAGES.returnAfterTourEnd('2027-03-08', '2027-03-11', '2027-03-12');
    const off = state.departures.find((departure) => departure.key === FREE);
    if (!off) throw new Error('no departure');
    expect(departureFlightIssues(off, 3)).toEqual([message]);
    expect(editIssues(values, state.departures)).toContainEqual({ path: `dates.${FREE}.flights`, message });
    expect(sectionOfPath(`dates.${FREE}.flights`)).toBe('dates');
  });
});

describe('every day of the duration', () => {
  /** A 4-day tour whose itinerary has days 1 and 3 only and one meal plan, on day 2. */
  function shortTour(): TTourEditResponse {
    const tour = loadedTour();
    return {
      ...tour,
      durationDays: 4,
      form: {
        ...tour.form,
        itineraryDays: [
          { dayNumber: 3, title: 'Islands', activities: [{ time: '', description: 'Boat to Phi Phi' }] },
          { dayNumber: 1, title: 'Arrive', activities: [{ time: 'Morning', description: 'Fly to Phuket' }] },
        ],
        mealPlans: [{ dayNumber: 2, schedule: 'Beach day', breakfast: true, lunch: true, dinner: false }],
      },
    };
  }

  it('offers days 1..duration on load, the missing ones generated empty like the wizard', () => {
    const values = formValuesOf(shortTour());
    expect(values.itineraryDays).toEqual([
      { dayNumber: 1, title: 'Arrive', activities: [{ time: 'Morning', description: 'Fly to Phuket' }] },
      { dayNumber: 2, title: 'Day 2', activities: [{ time: '09:00', description: '' }] },
      // Stored without a time, it starts at the edit screen's default (section 3), as generated days do.
      { dayNumber: 3, title: 'Islands', activities: [{ time: '09:00', description: 'Boat to Phi Phi' }] },
      { dayNumber: 4, title: 'Day 4', activities: [{ time: '09:00', description: '' }] },
    ]);
    expect(values.mealPlans.map((plan) => [plan.dayNumber, plan.schedule, plan.breakfast])).toEqual([
      [1, 'Day 1 Meals', false],
      [2, 'Beach day', true],
      [3, 'Day 3 Meals', false],
      [4, 'Day 4 Meals', false],
    ]);
  });

  it('sends the days written in, leaves untouched generated days out, and is clean until one is written', () => {
    const values = formValuesOf(shortTour());
    const request = editRequestOf(values, []);
    expect(request.itineraryDays.map((day) => day.dayNumber)).toEqual([1, 3]);
    expect(request.mealPlans.map((plan) => plan.dayNumber)).toEqual([2]);
    expect(editIssues(values, departuresOf(shortTour()))).toEqual([]);

    const written = {
      ...values,
      itineraryDays: values.itineraryDays.map((day) =>
        day.dayNumber === 2 ? { ...day, title: 'Old Town', activities: [{ time: '', description: 'Walk' }] } : day,
      ),
      mealPlans: values.mealPlans.map((plan) => (plan.dayNumber === 4 ? { ...plan, dinner: true } : plan)),
    };
    const sent = editRequestOf(written, []);
    expect(sent.itineraryDays.map((day) => [day.dayNumber, day.title])).toEqual([
      [1, 'Arrive'],
      [2, 'Old Town'],
      [3, 'Islands'],
    ]);
    expect(sent.mealPlans.map((plan) => plan.dayNumber)).toEqual([2, 4]);
  });

  it('counts in the headers only the days and meal plans the tour has or that were written in', () => {
    const values = formValuesOf(shortTour());
    expect(sectionCounts(values, [])).toMatchObject({ itinerary: 2, meals: 1 });

    const written = {
      ...values,
      itineraryDays: values.itineraryDays.map((day) =>
        day.dayNumber === 4 ? { ...day, activities: [{ time: '09:00', description: 'Fly home' }] } : day,
      ),
      mealPlans: values.mealPlans.map((plan) => (plan.dayNumber === 3 ? { ...plan, lunch: true } : plan)),
    };
    expect(sectionCounts(written, [])).toMatchObject({ itinerary: 3, meals: 2 });
  });
});

describe('drafts', () => {
  it('saves the form and the departures without their seats or flights', () => {
    const values = { ...formValuesOf(loadedTour()), title: 'Andaman Escape Deluxe' };
    const departures = departuresOf(loadedTour()).map((departure) =>
      departure.id === FREE ? { ...departure, removed: true } : departure,
    );
    const data = draftDataOf(values, departures);
    expect(data.form?.title).toBe('Andaman Escape Deluxe');
    expect(data.departures).toEqual([
      { key: SOLD, id: SOLD, startDate: '2027-03-01', price: 12500, availableSpots: 20, removed: false },
      { key: FREE, id: FREE, startDate: '2027-03-08', price: 13000, availableSpots: 10, removed: true },
    ]);
  });

  it('restores a draft over the tour as it is now, and the page is dirty', () => {
    const loaded = loadedTour();
    const edited = {
      ...formValuesOf(loaded),
      title: 'Andaman Escape Deluxe',
      location: 'Krabi',
      duration: 9,
    };
    const departures = departuresOf(loaded).map((departure) =>
      departure.id === SOLD ? { ...departure, availableSpots: 25 } : { ...departure, removed: true },
    );
    const added = newDeparture(departures, '2027-01-01');
    const data = draftDataOf(edited, [...departures, added]);
    // The tour has since lost the free departure and gained another one.
    const later: TTourEditResponse = {
      ...loaded,
      dates: [
        { ...loaded.dates[0]!, seatsSold: 5 },
        { ...loaded.dates[1]!, id: '00000000-0000-4000-8000-0000000000d3', startDate: '2027-04-01' },
      ],
    };

    const restored = restoredFromDraft(later, { data });
    expect(restored.values.title).toBe('Andaman Escape Deluxe');
    // Duration is fixed and a non-admin cannot change the location.
    expect(restored.values.duration).toBe(3);
    expect(restored.values.location).toBe('Phuket');
    expect(
      restored.departures.map((departure) => [departure.id ?? 'new', departure.availableSpots, departure.seatsSold]),
    ).toEqual([
      [SOLD, 25, 5],
      ['new', 10, 0],
      ['00000000-0000-4000-8000-0000000000d3', 10, 0],
    ]);
    expect(restored.departures[0]?.outbound).toEqual(loaded.dates[0]?.outbound);
    // The added departure copies its flights again, from the tour as it is now (its latest departure).
    expect(restored.departures[1]).toMatchObject({ flightsDate: '2027-04-01', outbound: later.dates[1]?.outbound });

    const state = editTourReducer(
      editTourReducer(initialEditTourState(), { type: 'loaded', departures: departuresOf(later) }),
      {
        type: 'draftRestored',
        departures: restored.departures,
      },
    );
    expect(isDirty(state)).toBe(true);
    expect(state.phase).toBe('ready');
  });

  it('an administrator gets the location and company name of the draft back', () => {
    const loaded = { ...loadedTour(), canEditAdminFields: true };
    const data = draftDataOf({ ...formValuesOf(loaded), location: 'Krabi', companyName: 'Other Co' }, []);
    const restored = restoredFromDraft(loaded, { data });
    expect([restored.values.location, restored.values.companyName]).toEqual(['Krabi', 'Other Co']);
  });
});

describe('the tour in two languages (issue 27, item 5)', () => {
  const thai = {
    title: 'อันดามันสามวัน',
    description: 'สามวันริมทะเลอันดามัน',
    highlights: ['ดำน้ำตื้น'],
    inclusions: [],
    exclusions: [],
    itineraryDays: [{ dayNumber: 1, title: 'วันแรก', activities: [{ description: 'เช็กอินที่โรงแรม' }] }],
  };
  const translated = (): TTourEditResponse => {
    const loaded = loadedTour();
    return { ...loaded, form: { ...loaded.form, contentLanguage: 'en', translation: thai } };
  };

  it('loads the translation into the form and sends it back as it came, or none when blank', () => {
    const values = formValuesOf(translated());
    expect(values.contentLanguage).toBe('en');
    expect(values.translation.highlights).toEqual([{ value: 'ดำน้ำตื้น' }]);
    expect(editRequestOf(values, []).translation).toEqual(thai);
    const blank = formValuesOf(loadedTour());
    expect(editRequestOf(blank, []).translation).toBeNull();
  });

  it('is not changed by blank days lined up beside the own ones, and is by a typed word', () => {
    const values = formValuesOf(translated());
    const lined = {
      ...values,
      translation: {
        ...values.translation,
        itineraryDays: [
          { dayNumber: 1, title: 'วันแรก', activities: [{ description: 'เช็กอินที่โรงแรม' }, { description: '' }] },
          { dayNumber: 2, title: '', activities: [{ description: '' }] },
        ],
      },
    };
    expect(editSnapshotOf(lined)).toBe(editSnapshotOf(values));
    const retitled = { ...values, translation: { ...values.translation, title: 'อันดามันสี่วัน' } };
    expect(editSnapshotOf(retitled)).not.toBe(editSnapshotOf(values));
  });

  it("names the translation's problems at their form paths, in the sections of their own twins", () => {
    const values = formValuesOf(translated());
    const broken = {
      ...values,
      translation: {
        ...values.translation,
        description: '',
        highlights: [{ value: 'x'.repeat(301) }],
        itineraryDays: [{ dayNumber: 1, title: '', activities: [{ description: 'เช็กอินที่โรงแรม' }] }],
      },
    };
    const paths = editIssues(broken, readyState().departures).map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'translation.description',
        'translation.highlights.0.value',
        'translation.itineraryDays.0.title',
      ]),
    );
    expect(sectionOfPath('translation.description')).toBe('basics');
    expect(sectionOfPath('translation.itineraryDays.0.title')).toBe('itinerary');
    expect(sectionOfPath('translation.highlights.0.value')).toBe('features');
  });
});
