import { describe, expect, it } from 'vitest';
import { emptyTourForm } from './form-rules';
import { TOUR_FORM_MESSAGES as M } from './messages';
import { isImageReference } from './field-rules';
import { ZTourDraft, ZTourForm } from './schema';
import { completeTourForm } from './tour-form.fixture';

function messagesAt(value: unknown): Record<string, string[]> {
  const result = ZTourForm.safeParse(value);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    byPath[path] = [...(byPath[path] ?? []), issue.message];
  }
  return byPath;
}

describe('ZTourForm', () => {
  it('accepts a complete tour and trims its text', () => {
    const form = completeTourForm();
    const result = ZTourForm.safeParse({ ...form, title: `  ${form.title}  ` });
    expect(result.success).toBe(true);
    expect(result.data?.title).toBe(form.title);
  });

  it("says each field's rule in the spec's words", () => {
    const errors = messagesAt({
      ...completeTourForm(),
      title: 'Tour',
      description: 'Nice',
      location: 'K',
      country: '',
      price: null,
      totalQuota: 0,
      duration: Number.NaN,
      thumbnailUrl: 'not a url',
      inclusions: [],
      discountPercentage: -1,
    });
    expect(errors.title).toEqual([M.titleMin]);
    expect(errors.description).toEqual([M.descriptionMin]);
    expect(errors.location).toEqual([M.locationRequired]);
    expect(errors.country).toEqual([M.countryRequired]);
    expect(errors.price).toEqual([M.pricePositive]);
    expect(errors.totalQuota).toEqual([M.totalQuotaPositive]);
    expect(errors.duration).toEqual([M.durationPositive]);
    expect(errors.thumbnailUrl).toEqual([M.thumbnailInvalid]);
    expect(errors.inclusions).toEqual([M.inclusionRequired]);
    expect(errors.discountPercentage).toEqual([M.discountPositive]);
  });

  it('checks the nested rows: dates, itinerary, meals, hotels, images', () => {
    const form = completeTourForm();
    const errors = messagesAt({
      ...form,
      availableDates: [{ ...form.availableDates[0], price: 0, availableSpots: null }],
      itineraryDays: [
        { dayNumber: 1, title: '', activities: [] },
        { dayNumber: 2, title: 'Day 2', activities: [{ time: '', description: '' }] },
        { dayNumber: 3, title: 'Day 3', activities: [{ time: '09:30', description: 'Swim' }] },
      ],
      mealPlans: [{ dayNumber: 1, schedule: '', breakfast: false, lunch: false, dinner: false }],
      hotels: [
        {
          name: '',
          description: 'Nice',
          rating: '',
          amenities: [],
          checkIn: '',
          checkOut: '',
          roomType: '',
          website: 'x',
        },
      ],
      tourImages: [{ id: 'a', url: 'ftp://x', order: 0 }],
      exclusions: [{ value: ' ' }],
    });
    expect(errors['availableDates.0.price']).toEqual([M.datePricePositive]);
    expect(errors['availableDates.0.availableSpots']).toEqual([M.dateSpotsPositive]);
    expect(errors['itineraryDays.0.title']).toEqual([M.dayTitleRequired]);
    expect(errors['itineraryDays.0.activities']).toEqual([M.activityRequired]);
    expect(errors['itineraryDays.1.activities.0.description']).toEqual([M.activityDescriptionRequired]);
    expect(errors['itineraryDays.2.activities.0.description']).toEqual([M.activityDescriptionMin]);
    expect(errors['mealPlans.0.schedule']).toEqual([M.mealScheduleRequired]);
    expect(errors['hotels.0.name']).toEqual([M.hotelNameRequired]);
    expect(errors['hotels.0.description']).toEqual([M.hotelDescriptionRequired]);
    expect(errors['hotels.0.checkIn']).toEqual([M.hotelCheckInRequired]);
    expect(errors['hotels.0.checkOut']).toEqual([M.hotelCheckOutRequired]);
    expect(errors['hotels.0.roomType']).toEqual([M.hotelRoomTypeRequired]);
    expect(errors['hotels.0.website']).toEqual([M.urlInvalid]);
    expect(errors['tourImages.0.url']).toEqual([M.urlInvalid]);
    expect(errors['exclusions.0.value']).toEqual([M.exclusionEmpty]);
  });

  it('puts the spots-over-quota rule on totalQuota, even while other fields fail', () => {
    const errors = messagesAt({ ...completeTourForm(), totalQuota: 25, title: '' });
    expect(errors.totalQuota).toEqual([M.spotsExceedQuota]);
    expect(errors.title).toEqual([M.titleMin]);
    expect(messagesAt({ ...completeTourForm(), totalQuota: 30 })).toEqual({});
  });

  it('checks the discount by its mode', () => {
    const form = completeTourForm();
    expect(messagesAt({ ...form, discountPercentage: 101 }).discountPercentage).toEqual([M.percentageMax]);
    expect(messagesAt({ ...form, discountPercentage: 100 })).toEqual({});
    const amount = { ...form, discountMode: 'amount' as const, discountPercentage: null };
    expect(messagesAt({ ...amount, discountAmount: 500 })).toEqual({});
    expect(messagesAt({ ...amount, discountAmount: 9901 }).discountAmount).toEqual([M.discountAmountMax]);
    expect(messagesAt({ ...amount, price: null, discountAmount: 100 }).discountAmount).toEqual([M.basePriceFirst]);
  });

  it('needs at least one date', () => {
    expect(messagesAt({ ...completeTourForm(), availableDates: [] }).availableDates).toEqual([M.dateWithPriceAndSpots]);
  });
});

describe('isImageReference', () => {
  it('takes http(s) URLs, our own paths and data: images', () => {
    expect(isImageReference('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isImageReference('http://example.com')).toBe(true);
    expect(isImageReference('/api/tour-images/abc.webp')).toBe(true);
    expect(isImageReference('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
  });

  it('refuses everything else', () => {
    for (const value of [
      '',
      'example.com/a.jpg',
      '//evil.example/a.jpg',
      'javascript:alert(1)',
      'data:text/html;base64,AAAA',
      'https://',
      'https://a b',
    ]) {
      expect(isImageReference(value), value).toBe(false);
    }
  });
});

describe('ZTourDraft', () => {
  it('takes an empty draft, a fresh wizard and a half-typed one', () => {
    expect(ZTourDraft.safeParse({}).success).toBe(true);
    expect(ZTourDraft.safeParse(emptyTourForm()).success).toBe(true);
    expect(ZTourDraft.safeParse({ title: 'Kr', price: null, wizardStep: 3, hotels: [{ name: 'A' }] }).success).toBe(
      true,
    );
  });

  it('still bounds sizes and shapes', () => {
    expect(ZTourDraft.safeParse({ title: 'x'.repeat(201) }).success).toBe(false);
    expect(ZTourDraft.safeParse({ wizardStep: 9 }).success).toBe(false);
    expect(ZTourDraft.safeParse({ tourImages: Array.from({ length: 11 }, () => ({})) }).success).toBe(false);
    expect(ZTourDraft.safeParse({ currency: 'IND' }).success).toBe(false);
    expect(ZTourDraft.safeParse({ price: '12' }).success).toBe(false);
  });
});

describe('ZTourForm on input of the wrong shape', () => {
  it('answers with issues, never throws', () => {
    for (const input of [null, undefined, 42, 'x', {}, { availableDates: [null, 3], totalQuota: 1 }]) {
      expect(ZTourForm.safeParse(input).success).toBe(false);
    }
  });
});
