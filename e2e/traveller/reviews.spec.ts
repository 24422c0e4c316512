import path from 'node:path';
import { expect, test } from '../fixtures/test';
import { uniqueEmail } from '../fixtures/accounts';
import { createAccount, signInThroughApi, toast } from '../fixtures/auth';
import {
  createTrip,
  endedTripWithLink,
  freshBrowser,
  reviewText,
  submitReviewByLink,
  type TTripState,
} from '../fixtures/reviews';
import { createSparseTour, NEW_RATING, tourCard } from '../fixtures/tours';

/**
 * Reviews from travellers who went (issue 23): the e-mailed private link opens the review page in any browser;
 * the tour's rating shows from three published reviews on ('New' before), on the card and the page; a booking
 * that is unpaid, cancelled or still to come cannot be reviewed, on the page or through the API.
 */

const PHOTO = path.join(import.meta.dirname, '../fixtures/images/island-small.jpg');

test.describe('reviews by travellers', () => {
  test('a traveller opens the e-mailed link in a fresh browser and publishes a review with a photo; the tour goes from New to 4.7 (3 reviews)', async ({
    page,
    browser,
  }) => {
    // A tour of this test's own, with a place no other tour has, so that its card can be searched for.
    const tour = await createSparseTour(page.request);
    const travellers = [uniqueEmail('reviewer-a'), uniqueEmail('reviewer-b'), uniqueEmail('reviewer-c')];
    const [first, second] = await Promise.all(
      travellers.slice(0, 2).map((email) => endedTripWithLink(page.request, { email, tourSlug: tour.slug })),
    );
    await submitReviewByLink(page.request, first!.link.token, {
      overallRating: 5,
      title: 'Unforgettable islands',
      body: reviewText('Five stars from us'),
      travellerType: 'family',
    });
    await submitReviewByLink(page.request, second!.link.token, {
      overallRating: 5,
      title: 'Worth every baht',
      body: reviewText('Another five stars'),
      travellerType: 'friends',
    });

    // Two published reviews: still 'New' on the card and the page, whose section lists both.
    await page.goto(`/tours?destination=${encodeURIComponent(tour.location)}&date=&travellers=`);
    await expect(tourCard(page, tour.slug).getByTestId('tour-rating')).toHaveText(NEW_RATING);
    await tourCard(page, tour.slug).getByRole('link', { name: tour.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
    await expect(page.getByTestId('tour-rating').first()).toHaveText(NEW_RATING);
    const section = page.getByTestId('tour-reviews');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('reviews-new')).toContainText('2 reviews so far');
    await expect(section.getByTestId('review-item')).toHaveCount(2);

    // The third traveller: the link from the e-mail, in a browser that never signed in.
    const { trip, link } = await endedTripWithLink(page.request, {
      email: travellers[2]!,
      contactName: 'Grace Hopper',
      tourSlug: tour.slug,
    });
    const guest = await freshBrowser(browser);
    expect(await guest.context().cookies()).toEqual([]);
    await guest.goto(link.path);
    await expect(guest.getByRole('heading', { level: 1, name: 'How was your trip?' })).toBeVisible();
    await expect(guest.getByTestId('review-booking-reference')).toHaveText(trip.reference);
    await expect(guest.getByTestId('review-trip')).toContainText('Grace H.');

    const form = guest.getByTestId('review-form');
    // Nothing chosen: the shared schema's messages, before anything is sent.
    await form.getByRole('button', { name: 'Publish review' }).click();
    await expect(form.getByText('Please choose an overall rating from 1 to 5 stars')).toBeVisible();
    await expect(form.getByText('Please choose who you travelled with')).toBeVisible();

    await form
      .getByRole('group', { name: /Overall rating/ })
      .getByRole('radio', { name: '4 stars' })
      .check();
    await form.getByRole('group', { name: 'Guide' }).getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Title').fill('Calm seas and kind guides');
    await form.getByLabel('Your review').fill(reviewText('Four stars: the hotel on the second night was noisy'));
    await form.getByRole('radio', { name: 'Couple' }).check();
    await form.getByTestId('review-photos-input').setInputFiles(PHOTO);
    await expect(form.getByTestId('review-form-photo')).toHaveCount(1);
    await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await form.getByRole('button', { name: 'Publish review' }).click();

    await expect(guest.getByTestId('review-saved')).toHaveText('Thank you! Your review is published.');
    await expect(guest.getByTestId('own-review-status')).toHaveText('Published');
    await expect(guest.getByTestId('review-editable-until')).toBeVisible();
    await expect(guest.getByTestId('own-review').getByTestId('review-photo')).toHaveCount(1);
    await guest.context().close();

    // Three published reviews (5, 5, 4): 4.7 from 3 reviews on the card and the page.
    await page.goto(`/tours?destination=${encodeURIComponent(tour.location)}&date=&travellers=`);
    const card = tourCard(page, tour.slug);
    await expect(card.getByText('Rated 4.7 out of 5 from 3 reviews')).toBeAttached();
    await expect(card.getByText('(3 reviews)')).toBeVisible();
    await card.getByRole('link', { name: tour.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
    await expect(page.getByTestId('tour-rating').first()).toHaveAttribute('data-rating', '4.7');
    await expect(page.getByTestId('tour-rating').first()).toHaveAttribute('data-count', '3');

    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('reviews-average')).toHaveText('4.7');
    await expect(section.getByTestId('reviews-count')).toHaveText('Based on 3 reviews');
    const bucket = (stars: number) => section.locator(`[data-testid="reviews-bucket"][data-stars="${stars}"]`);
    await expect(bucket(5)).toHaveAttribute('data-count', '2');
    await expect(bucket(4)).toHaveAttribute('data-count', '1');
    await expect(section.getByTestId('sub-rating-guide')).toContainText('5.0');
    const mine = section.getByTestId('review-item').filter({ hasText: 'Calm seas and kind guides' });
    await expect(mine).toContainText('Grace H.');
    await expect(mine).toContainText('Couple');
    await expect(mine.getByTestId('review-photo')).toBeVisible();

    // Newest first; lowest first puts the 4 on top; the 4-star bucket keeps only it; Family keeps the first review.
    await expect(section.getByTestId('review-title').first()).toHaveText('Calm seas and kind guides');
    await section.getByLabel('Sort by').selectOption('lowest');
    await expect(section.getByTestId('review-item').first()).toHaveAttribute('data-rating', '4');
    await bucket(4).click();
    await expect(section.getByTestId('reviews-matching')).toHaveText('1 review');
    await expect(section.getByLabel('Rating', { exact: true })).toHaveValue('4');
    await section.getByLabel('Rating', { exact: true }).selectOption('');
    await section.getByLabel('Travelled as').selectOption('family');
    await expect(section.getByTestId('review-item')).toHaveCount(1);
    await expect(section.getByTestId('review-title')).toHaveText('Unforgettable islands');

    // Anyone may report a review: it goes to the moderators and stays published meanwhile.
    await section.getByRole('button', { name: 'Report the review "Unforgettable islands"' }).click();
    const dialog = page.getByTestId('report-review-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please choose why you are reporting this review')).toBeVisible();
    await dialog.getByLabel('It is not about this tour').check();
    await dialog.getByLabel('Details (optional)').fill('This describes another island tour.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(toast(page, 'Thank you. Our team will look at this review.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Reported' })).toBeDisabled();
  });

  test('an unpaid, cancelled or future booking cannot be reviewed, on the page or through the API; a paid, ended one offers Write a review', async ({
    page,
  }) => {
    const credentials = { email: uniqueEmail('review-account'), password: 'Demo1234!' };
    await createAccount(page.request, credentials);
    const trip = (state: TTripState) =>
      createTrip(page.request, { email: credentials.email, accountEmail: credentials.email, state });
    const unpaid = await trip('ended_unpaid');
    const cancelled = await trip('ended_cancelled');
    const future = await trip('future_paid');
    const ended = await trip('ended_paid');
    await signInThroughApi(page.request, credentials);

    const refusals: [typeof unpaid, RegExp][] = [
      [unpaid, /^Only paid bookings can be reviewed, and this booking has not been paid\.$/],
      [cancelled, /^This booking was cancelled, so it cannot be reviewed\.$/],
      [future, /^You can review this trip once it has ended: from the day after .+\.$/],
    ];
    for (const [booking, message] of refusals) {
      const response = await page.request.post(`/api/account/bookings/${booking.bookingId}/review`, {
        data: {
          overallRating: 5,
          title: 'Not allowed',
          body: reviewText('Should not be saved'),
          travellerType: 'solo',
        },
      });
      expect(response.status()).toBe(403);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('REVIEW_NOT_ELIGIBLE');
      expect(error.message).toMatch(message);
    }

    await page.goto('/account?tab=bookings');
    const booking = (reference: string) =>
      page.locator(`[data-testid="account-booking"][data-reference="${reference}"]`);
    await expect(booking(ended.reference)).toBeVisible();
    for (const [refused] of refusals) {
      await expect(booking(refused.reference)).toBeVisible();
      await expect(booking(refused.reference).getByTestId('write-review')).toHaveCount(0);
    }

    // The page says why, in the server's words, and offers no form.
    for (const [refused, message] of refusals) {
      await page.goto(`/account/bookings/${refused.bookingId}/review`);
      await expect(page.getByTestId('review-not-eligible')).toContainText('This trip cannot be reviewed');
      await expect(page.getByTestId('review-not-eligible-message')).toHaveText(message);
      await expect(page.getByTestId('review-form')).toHaveCount(0);
    }

    await page.goto('/account?tab=bookings');
    await booking(ended.reference)
      .getByRole('link', { name: /Write a review/ })
      .click();
    await expect(page).toHaveURL(`/account/bookings/${ended.bookingId}/review`);
    await expect(page.getByTestId('review-booking-reference')).toHaveText(ended.reference);
    await expect(page.getByTestId('review-form')).toBeVisible();
  });
});
