import { describe, expect, it } from 'vitest';
import { pendingTourFromForm } from './pending-tour';
import { diffSubmissions, submissionSnapshotOf, type TSubmissionSnapshot } from './submission-diff';
import { completeTourForm } from './tour-form.fixture';

function snapshot(): TSubmissionSnapshot {
  const record = pendingTourFromForm(completeTourForm(), { isAdmin: true, companyName: null });
  return submissionSnapshotOf({ ...record, sku: 'ANDKBV03PG030500', slug: 'krabi-kayak-island-adventure' });
}

/** A deep copy to edit, so the previous submission stays as it was. */
function edited(edit: (tour: TSubmissionSnapshot) => void): TSubmissionSnapshot {
  const copy: TSubmissionSnapshot = JSON.parse(JSON.stringify(snapshot()));
  edit(copy);
  return copy;
}

const firstDate = (tour: TSubmissionSnapshot) => {
  const date = tour.availableDates[0];
  if (!date) throw new Error('the fixture has a departure');
  return date;
};

describe('diffSubmissions', () => {
  it('reports nothing when nothing changed', () => {
    expect(diffSubmissions(snapshot(), snapshot())).toEqual([]);
  });

  it('does not count an empty text and an absent one as a change', () => {
    const before = edited((tour) => {
      tour.thumbnailUrl = null;
    });
    const after = edited((tour) => {
      tour.thumbnailUrl = '  ';
    });
    expect(diffSubmissions(before, after)).toEqual([]);
  });

  it('reports changed texts and prices with their values before and after', () => {
    const before = snapshot();
    const after = edited((tour) => {
      tour.title = 'A new title';
      tour.price = before.price + 500;
      tour.description = 'Shorter.';
    });
    expect(diffSubmissions(before, after)).toEqual([
      { section: 'details', path: ['title'], change: 'changed', before: before.title, after: 'A new title' },
      { section: 'details', path: ['description'], change: 'changed', before: before.description, after: 'Shorter.' },
      { section: 'details', path: ['price'], change: 'changed', before: before.price, after: before.price + 500 },
    ]);
  });

  it('matches departures by start date: a changed price and flight, one removed, one added', () => {
    const before = snapshot();
    const start = firstDate(before).startDate;
    const after = edited((tour) => {
      const date = firstDate(tour);
      date.price += 1000;
      if (date.outbound) date.outbound.flightNumber = 'TG999';
      tour.availableDates = [date, { ...date, startDate: '2031-12-24', outbound: null, return: null }];
    });
    const removed = before.availableDates.slice(1).map((date) => date.startDate);
    expect(diffSubmissions(before, after)).toEqual([
      {
        section: 'dates',
        path: ['availableDates', start, 'price'],
        change: 'changed',
        before: firstDate(before).price,
        after: firstDate(before).price + 1000,
      },
      {
        section: 'dates',
        path: ['availableDates', start, 'outbound', 'flightNumber'],
        change: 'changed',
        before: firstDate(before).outbound?.flightNumber,
        after: 'TG999',
      },
      ...removed.map((date) => ({
        section: 'dates',
        path: ['availableDates', date],
        change: 'removed',
        before: date,
        after: null,
      })),
      { section: 'dates', path: ['availableDates', '2031-12-24'], change: 'added', before: null, after: '2031-12-24' },
    ]);
  });

  it('reports a flight added to or removed from a departure as one entry', () => {
    const before = edited((tour) => {
      tour.availableDates = [{ ...firstDate(tour), return: null }];
    });
    const after = edited((tour) => {
      tour.availableDates = [{ ...firstDate(tour), outbound: null }];
    });
    const changes = diffSubmissions(before, after);
    expect(changes.map(({ path, change }) => ({ path: path.slice(2), change }))).toEqual([
      { path: ['outbound'], change: 'removed' },
      { path: ['return'], change: 'added' },
    ]);
    expect(changes[1]?.after).toContain(firstDate(after).return?.flightNumber);
  });

  it('compares itinerary days by day number: a title, an activity, an added day; a legacy day reads as its activity', () => {
    const before = edited((tour) => {
      tour.itineraryDays = [
        { dayNumber: 1, title: 'Arrival', activities: [{ time: '09:00', description: 'Meet at the airport' }] },
        { dayNumber: 2, title: 'Islands', time: '08:00', description: 'Boat to Phi Phi', activities: [] },
      ];
    });
    const after = edited((tour) => {
      tour.itineraryDays = [
        { dayNumber: 1, title: 'Arrival day', activities: [{ time: '10:00', description: 'Meet at the airport' }] },
        { dayNumber: 2, title: 'Islands', activities: [{ time: '08:00', description: 'Boat to Phi Phi' }] },
        { dayNumber: 3, title: 'Home', activities: [] },
      ];
    });
    expect(diffSubmissions(before, after)).toEqual([
      {
        section: 'itinerary',
        path: ['itineraryDays', '1', 'title'],
        change: 'changed',
        before: 'Arrival',
        after: 'Arrival day',
      },
      {
        section: 'itinerary',
        path: ['itineraryDays', '1', 'activities', '1'],
        change: 'changed',
        before: '09:00 Meet at the airport',
        after: '10:00 Meet at the airport',
      },
      { section: 'itinerary', path: ['itineraryDays', '3'], change: 'added', before: null, after: 'Home' },
    ]);
  });

  it('compares meal plans by day, hotels by name and images by URL', () => {
    const before = edited((tour) => {
      tour.tourImages = [
        { url: 'https://img.test/a.jpg', order: 0 },
        { url: 'https://img.test/b.jpg', order: 1 },
      ];
    });
    const hotel = before.hotels[0];
    const meal = before.mealPlans[0];
    if (!hotel || !meal) throw new Error('the fixture has a hotel and a meal plan');
    const after = edited((tour) => {
      tour.tourImages = [
        { url: 'https://img.test/b.jpg', order: 0 },
        { url: 'https://img.test/c.jpg', order: 1 },
      ];
      tour.mealPlans = tour.mealPlans.map((plan, index) => (index === 0 ? { ...plan, dinner: !plan.dinner } : plan));
      tour.hotels = tour.hotels.map((each, index) =>
        index === 0 ? { ...each, checkIn: '15:30', amenities: [...each.amenities, 'spa'] } : each,
      );
    });
    const changes = diffSubmissions(before, after);
    expect(changes.filter((change) => change.section === 'meals')).toEqual([
      {
        section: 'meals',
        path: ['mealPlans', String(meal.dayNumber), 'dinner'],
        change: 'changed',
        before: meal.dinner,
        after: !meal.dinner,
      },
    ]);
    expect(changes.filter((change) => change.section === 'hotels')).toEqual([
      {
        section: 'hotels',
        path: ['hotels', hotel.name, 'checkIn'],
        change: 'changed',
        before: hotel.checkIn,
        after: '15:30',
      },
      {
        section: 'hotels',
        path: ['hotels', hotel.name, 'amenities'],
        change: 'added',
        before: null,
        after: 'spa',
      },
    ]);
    // b.jpg moved to the front: the same image, so not a change.
    expect(changes.filter((change) => change.section === 'images')).toEqual([
      { section: 'images', path: ['tourImages'], change: 'removed', before: 'https://img.test/a.jpg', after: null },
      { section: 'images', path: ['tourImages'], change: 'added', before: null, after: 'https://img.test/c.jpg' },
    ]);
  });

  it('reports highlights, inclusions and exclusions added and removed', () => {
    const before = edited((tour) => {
      tour.highlights = ['Phi Phi islands', 'Sunset cruise'];
      tour.inclusions = ['Hotel'];
    });
    const after = edited((tour) => {
      tour.highlights = ['Phi Phi islands', 'Night market'];
      tour.inclusions = ['Hotel', 'Breakfast'];
    });
    expect(diffSubmissions(before, after)).toEqual([
      { section: 'features', path: ['highlights'], change: 'removed', before: 'Sunset cruise', after: null },
      { section: 'features', path: ['highlights'], change: 'added', before: null, after: 'Night market' },
      { section: 'features', path: ['inclusions'], change: 'added', before: null, after: 'Breakfast' },
    ]);
  });

  it('reports a changed cancellation policy by its code', () => {
    const after = edited((tour) => {
      tour.cancellationPolicy = 'non_refundable';
    });
    expect(diffSubmissions(snapshot(), after)).toEqual([
      {
        section: 'features',
        path: ['cancellationPolicy'],
        change: 'changed',
        before: snapshot().cancellationPolicy,
        after: 'non_refundable',
      },
    ]);
  });
});
