import { describe, expect, it } from 'vitest';
import {
  canEditReview,
  formatRating,
  ratingBucket,
  ratingDisplay,
  ratingDistribution,
  REVIEW_BODY_MAX,
  REVIEW_MESSAGES,
  reviewEditableUntil,
  reviewEligibility,
  reviewerDisplayName,
  reviewLinkExpiresAt,
  reviewModerationReasons,
  travelMonthOf,
  tripEndedAt,
  ZReviewForm,
  ZReviewReportRequest,
  ZTourReviewsQuery,
} from './reviews';

const LONG_ENOUGH = 'We loved every day of this trip: the guide knew every corner of the old town.';

describe('reviewEligibility', () => {
  const ended = { status: 'confirmed', paymentStatus: 'completed', endDate: '2026-05-10' };
  // 2026-05-10 ends in Bangkok at 2026-05-10T17:00Z (midnight of May 11, UTC+7).
  const afterTrip = new Date('2026-05-10T17:00:00Z');

  it('admits a paid booking whose trip has ended in Bangkok, not a minute before', () => {
    expect(tripEndedAt('2026-05-10')).toEqual(afterTrip);
    expect(reviewEligibility(ended, afterTrip)).toEqual({ eligible: true });
    expect(reviewEligibility({ ...ended, status: 'completed' }, afterTrip)).toEqual({ eligible: true });
    expect(reviewEligibility({ ...ended, status: 'paid' }, afterTrip)).toEqual({ eligible: true });
    const lastEvening = new Date(afterTrip.getTime() - 60_000);
    expect(reviewEligibility(ended, lastEvening)).toEqual({
      eligible: false,
      reason: 'trip_not_ended',
      message: 'You can review this trip once it has ended: from the day after May 10, 2026.',
    });
  });

  it('refuses a cancelled booking, even one that was paid, and says so first', () => {
    expect(reviewEligibility({ ...ended, status: 'cancelled' }, afterTrip)).toEqual({
      eligible: false,
      reason: 'cancelled',
      message: REVIEW_MESSAGES.notEligible.cancelled,
    });
  });

  it('refuses an unpaid booking, and one whose transfer is still being verified', () => {
    for (const paymentStatus of ['pending', 'processing', 'failed']) {
      expect(reviewEligibility({ ...ended, status: 'pending', paymentStatus }, afterTrip)).toMatchObject({
        eligible: false,
        reason: 'not_paid',
      });
    }
  });
});

describe('the edit window and the link', () => {
  const createdAt = new Date('2026-06-01T10:00:00Z');

  it('lets the traveller edit for 14 days, and never a hidden review', () => {
    expect(reviewEditableUntil(createdAt)).toEqual(new Date('2026-06-15T10:00:00Z'));
    expect(canEditReview({ createdAt, status: 'published' }, new Date('2026-06-15T09:59:59Z'))).toBe(true);
    expect(canEditReview({ createdAt, status: 'in_moderation' }, new Date('2026-06-15T09:59:59Z'))).toBe(true);
    expect(canEditReview({ createdAt, status: 'published' }, new Date('2026-06-15T10:00:00Z'))).toBe(false);
    expect(canEditReview({ createdAt, status: 'hidden' }, new Date('2026-06-02T10:00:00Z'))).toBe(false);
  });

  it('keeps the e-mailed link working for 60 days', () => {
    expect(reviewLinkExpiresAt(createdAt)).toEqual(new Date('2026-07-31T10:00:00Z'));
  });
});

describe('reviewModerationReasons', () => {
  const check = (body: string, title = 'A wonderful week') => reviewModerationReasons({ title, body });

  it('publishes an ordinary review at once', () => {
    expect(check(LONG_ENOUGH)).toEqual([]);
    expect(check(`${LONG_ENOUGH} We went 2026-05-01 to 2026-05-08 and paid 12,900 baht for two.`)).toEqual([]);
    expect(check(`${LONG_ENOUGH} Great trip.To be honest the hotel.Me and my wife loved it.`)).toEqual([]);
  });

  it('holds links, with or without a scheme', () => {
    expect(check(`${LONG_ENOUGH} See https://example.test/x`)).toEqual(['link']);
    expect(check(`${LONG_ENOUGH} Cheaper at www.cheap-tours.test`)).toEqual(['link']);
    expect(check(`${LONG_ENOUGH} Book it on booking.com instead`)).toEqual(['link']);
    expect(check(LONG_ENOUGH, 'Visit mysite.com')).toEqual(['link']);
  });

  it('holds contact details: e-mail addresses, phone numbers and messenger handles', () => {
    expect(check(`${LONG_ENOUGH} Write to somchai@gmail.com`)).toEqual(['contact_details']);
    expect(check(`${LONG_ENOUGH} Call +66 81 234 5678`)).toEqual(['contact_details']);
    expect(check(`${LONG_ENOUGH} Call 081-234-5678`)).toEqual(['contact_details']);
    expect(check(`${LONG_ENOUGH} LINE: @somchai.tours`)).toEqual(['contact_details']);
  });

  it('holds words of the profanity list in English and Thai, not words that merely contain their letters', () => {
    expect(check(`${LONG_ENOUGH} The bus was shitty.`)).toEqual(['profanity']);
    expect(check(`${LONG_ENOUGH} ไกด์เหี้ยมาก`)).toEqual(['profanity']);
    expect(check(`${LONG_ENOUGH} A classic, scrapbook-worthy passage. สวยมาก ช่วยเหลือดี`)).toEqual([]);
  });

  it('holds very short text, and lists every reason once in a fixed order', () => {
    expect(check('Nice trip, good guide!')).toEqual(['short_text']);
    expect(check('Fuck! see www.x.test or a@b.test', 'Call 0812345678')).toEqual([
      'link',
      'contact_details',
      'profanity',
      'short_text',
    ]);
  });
});

describe('ratings', () => {
  it('buckets by the spec: 4.5 and above is 5 stars, 3.5 to below 4.5 is 4, and so on', () => {
    expect([5, 4.5, 4.49, 3.5, 3.49, 2.5, 2.49, 1.5, 1.49, 1].map(ratingBucket)).toEqual([
      5, 5, 4, 4, 3, 3, 2, 2, 1, 1,
    ]);
    expect(
      ratingDistribution([
        [5, 2],
        [4, 1],
        [1, 1],
      ]),
    ).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
  });

  it('formats a rating with one decimal', () => {
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(4.7)).toBe('4.7');
  });

  it('shows the rating only from three published reviews on, and New before', () => {
    expect(ratingDisplay({ rating: 4.5, reviewsCount: 2 })).toEqual({ shown: false, label: 'New', reviewsCount: 2 });
    expect(ratingDisplay({ rating: 0, reviewsCount: 0 })).toMatchObject({ shown: false, label: 'New' });
    expect(ratingDisplay({ rating: 4.7, reviewsCount: 3 })).toEqual({
      shown: true,
      rating: 4.7,
      label: '4.7',
      reviewsCount: 3,
      reviewsLabel: '3 reviews',
    });
  });
});

describe('what a review shows', () => {
  it('names the reviewer by first name and initial only', () => {
    expect(reviewerDisplayName('Ada Lovelace Traveller')).toBe('Ada T.');
    expect(reviewerDisplayName('  Somchai  ')).toBe('Somchai');
    expect(reviewerDisplayName('สมชาย ใจดี')).toBe('สมชาย ใ.');
    expect(reviewerDisplayName(null)).toBe('Traveller');
  });

  it('takes the month of travel from the departure', () => {
    expect(travelMonthOf('2026-05-28')).toBe('2026-05');
  });
});

describe('the review form', () => {
  const form = { overallRating: 5, title: 'A wonderful week', body: LONG_ENOUGH, travellerType: 'couple' };

  it('accepts a review with only the required fields, sub-ratings and photos empty', () => {
    expect(ZReviewForm.parse({ ...form, title: '  A wonderful week  ' })).toEqual({
      ...form,
      guideRating: null,
      organisationRating: null,
      valueRating: null,
      accommodationRating: null,
      photoIds: [],
    });
  });

  it('refuses what is missing or out of range with the form messages', () => {
    const issues = (input: object) =>
      ZReviewForm.safeParse({ ...form, ...input }).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ overallRating: 0 })).toEqual([REVIEW_MESSAGES.ratingRequired]);
    expect(issues({ overallRating: 4.5 })).toEqual([REVIEW_MESSAGES.ratingRequired]);
    expect(issues({ guideRating: 6 })).toEqual([REVIEW_MESSAGES.subRatingInvalid]);
    expect(issues({ title: 'Hi' })).toEqual([REVIEW_MESSAGES.titleRequired]);
    expect(issues({ title: 'x'.repeat(121) })).toEqual([REVIEW_MESSAGES.titleTooLong]);
    expect(issues({ body: 'Too short.' })).toEqual([REVIEW_MESSAGES.bodyTooShort]);
    expect(issues({ body: 'x'.repeat(REVIEW_BODY_MAX + 1) })).toEqual([REVIEW_MESSAGES.bodyTooLong]);
    expect(issues({ travellerType: 'pets' })).toEqual([REVIEW_MESSAGES.travellerTypeRequired]);
    const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const photo = uuid(1);
    expect(issues({ photoIds: [photo, photo] })).toEqual([REVIEW_MESSAGES.photosRepeated]);
    expect(issues({ photoIds: Array.from({ length: 6 }, (_, n) => uuid(n)) })).toEqual([REVIEW_MESSAGES.photosTooMany]);
    expect(issues({ body: `${LONG_ENOUGH}\u0000` })).toHaveLength(1);
  });

  it('keeps line breaks in the text', () => {
    expect(ZReviewForm.parse({ ...form, body: `${LONG_ENOUGH}\n\nDay two was best.` }).body).toContain('\n\n');
  });

  it('reads the list query and the report with their defaults', () => {
    expect(ZTourReviewsQuery.parse({})).toEqual({ page: 1, sort: 'newest' });
    expect(ZTourReviewsQuery.parse({ page: '2', sort: 'lowest', rating: '4', travellerType: 'family' })).toEqual({
      page: 2,
      sort: 'lowest',
      rating: 4,
      travellerType: 'family',
    });
    expect(ZTourReviewsQuery.safeParse({ rating: '6' }).success).toBe(false);
    expect(ZReviewReportRequest.parse({ reason: 'fake', details: '' })).toEqual({ reason: 'fake', details: null });
  });
});
