import { describe, expect, it } from 'vitest';
import {
  changedContentFields,
  seatsBelowTakenMessage,
  TOUR_CONTENT_FIELDS,
  TOUR_EDIT_MESSAGES,
  type TTourEditRequest,
  tourContentOf,
  ZTourEditRequest,
} from './tour-edit';
import { TOUR_FORM_MESSAGES } from './tour-submission';

const valid: TTourEditRequest = {
  contentLanguage: 'en',
  translation: null,
  title: 'Kyoto Temples',
  description: 'Temples and tea.',
  location: 'Kyoto',
  country: 'Japan',
  companyName: '',
  category: 'cultural',
  discountPercentage: null,
  currency: 'USD',
  totalQuota: 20,
  thumbnailUrl: 'https://img.example.test/cover.jpg',
  inclusions: ['Hotel'],
  exclusions: [],
  highlights: [],
  cancellationPolicy: 'free_7d',
  images: [],
  itineraryDays: [],
  mealPlans: [],
  hotels: [],
  dates: [{ startDate: '2026-10-01', price: 250000, availableSpots: 10 }],
};

const messagesOf = (input: unknown) => {
  const result = ZTourEditRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the edit tour form', () => {
  it('accepts a valid tour', () => {
    expect(messagesOf(valid)).toEqual([]);
  });

  it('takes a cancellation policy of the list only', () => {
    expect(messagesOf({ ...valid, cancellationPolicy: 'free_forever' })).toEqual(['Choose a cancellation policy']);
    expect(messagesOf({ ...valid, cancellationPolicy: undefined })).toEqual(['Choose a cancellation policy']);
  });

  it("gives the spec's edit messages", () => {
    const cheap = [{ startDate: '2026-10-01', price: 0, availableSpots: 10 }];
    expect(
      messagesOf({ ...valid, title: 'Kyo', description: 'Tea', location: 'K', inclusions: [], dates: cheap }),
    ).toEqual([
      TOUR_EDIT_MESSAGES.titleMin,
      TOUR_EDIT_MESSAGES.descriptionMin,
      TOUR_EDIT_MESSAGES.locationRequired,
      TOUR_EDIT_MESSAGES.inclusionRequired,
      TOUR_EDIT_MESSAGES.pricePositive,
    ]);
  });

  it("words the rules it shares with the wizard's form as the wizard does", () => {
    expect(
      messagesOf({ ...valid, inclusions: [''], highlights: [' '], discountPercentage: 101, images: ['not a url'] }),
    ).toEqual([
      TOUR_FORM_MESSAGES.percentageMax,
      TOUR_FORM_MESSAGES.inclusionEmpty,
      TOUR_FORM_MESSAGES.highlightEmpty,
      TOUR_FORM_MESSAGES.urlInvalid,
    ]);
  });

  it('keeps the sum of the departures within the total quota', () => {
    const dates = [
      { startDate: '2026-10-01', price: 250000, availableSpots: 12 },
      { startDate: '2026-10-08', price: 250000, availableSpots: 9 },
    ];
    expect(messagesOf({ ...valid, dates })).toEqual([TOUR_EDIT_MESSAGES.spotsExceedQuota]);
    expect(messagesOf({ ...valid, totalQuota: 21, dates })).toEqual([]);
  });

  it('states the minimum seats of a departure with sales', () => {
    expect(seatsBelowTakenMessage('2026-10-01', 5)).toBe(
      'The departure on 2026-10-01 has 5 seat(s) sold or held: its available spots cannot be set below 5.',
    );
  });
});

describe('the content of a live tour (DESIGN decision 37)', () => {
  it('names the content fields that differ, reading stored values as the request would send them', () => {
    const live = tourContentOf(valid);
    expect(changedContentFields(live, tourContentOf({ ...valid, title: '  Kyoto Temples  ' }))).toEqual([]);
    expect(
      changedContentFields(
        live,
        tourContentOf({
          ...valid,
          description: 'Temples, tea and maples.',
          images: ['https://img.example.test/a.jpg'],
        }),
      ),
    ).toEqual(['description', 'images']);
  });

  it('leaves prices, seats and departures out of the content', () => {
    const request: TTourEditRequest = { ...valid, totalQuota: 99, discountPercentage: 5 };
    const content = tourContentOf(request);
    expect(Object.keys(content)).toEqual([...TOUR_CONTENT_FIELDS]);
    expect(content).not.toHaveProperty('dates');
  });
});

describe('the tour content in two languages (issue 27, item 5)', () => {
  const thai = {
    title: 'วัดเกียวโต',
    description: 'วัดและพิธีชงชา',
    highlights: ['คิโยมิซุเดระ', ' '],
    inclusions: [],
    exclusions: [],
    itineraryDays: [{ dayNumber: 1, title: 'วันแรก', activities: [{ description: 'ชมวัดยามเช้า' }, { description: '' }] }],
  };

  it('takes a translation, keeping it trimmed and without blank entries', () => {
    const parsed = ZTourEditRequest.parse({ ...valid, contentLanguage: 'en', translation: thai });
    expect(parsed.translation).toEqual({
      ...thai,
      highlights: ['คิโยมิซุเดระ'],
      itineraryDays: [{ dayNumber: 1, title: 'วันแรก', activities: [{ description: 'ชมวัดยามเช้า' }] }],
    });
  });

  it("asks a translation for its title and description, in the edit screen's words", () => {
    expect(messagesOf({ ...valid, translation: { ...thai, title: 'วัด', description: '' } })).toEqual([
      TOUR_EDIT_MESSAGES.titleMin,
      TOUR_EDIT_MESSAGES.descriptionMin,
    ]);
  });

  it('reads an absent translation as none and an absent language as English', () => {
    const { contentLanguage: _language, translation: _translation, ...older } = valid;
    expect(ZTourEditRequest.parse(older)).toMatchObject({ contentLanguage: 'en', translation: null });
  });

  it('counts a changed translation or language as a content change', () => {
    const live = tourContentOf(valid);
    const parsed = ZTourEditRequest.parse({ ...valid, contentLanguage: 'th', translation: thai });
    expect(changedContentFields(live, tourContentOf(parsed))).toEqual(['contentLanguage', 'translation']);
    expect(changedContentFields(tourContentOf(parsed), tourContentOf(parsed))).toEqual([]);
  });
});
