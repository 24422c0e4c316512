import { expect, test, type Page } from '../fixtures/test';
import { toast } from '../fixtures/auth';
import { CHECKOUT, readSession } from '../fixtures/checkout';
import { leaveSpots, releaseHold, sessionIdOf, TOUR_PAGE } from '../fixtures/holds';
import { dateRangeText, getTourDates, SAMPLE_TOUR } from '../fixtures/tours';

const TWO_DATES_TOUR = 'romantic-venice-getaway';

function bookingCard(page: Page) {
  return page.getByTestId('booking-card');
}

test.describe('the tour page fits the guests to the seats (issue 12 item 7)', () => {
  test('on load the first date with room for 2 guests is chosen, else the first with any spot', async ({
    page,
    baseURL,
  }) => {
    const dates = await getTourDates(page.request, TWO_DATES_TOUR);
    const card = bookingCard(page);
    const firstDateFull = await leaveSpots(baseURL!, TWO_DATES_TOUR, dates[0]!.id, 1);
    try {
      await page.goto(`/tours/${TWO_DATES_TOUR}`);
      await expect(card.getByLabel('Travel date')).toHaveValue(dates[1]!.id);
      await expect(page.getByTestId('date-card').nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('date-card').nth(0)).toContainText('1 spot left');
      await expect(card.getByTestId('guests-value')).toHaveText('2 guests');

      // No date has room for 2: the first with a spot, and the guests fitted to it.
      const secondDateFull = await leaveSpots(baseURL!, TWO_DATES_TOUR, dates[1]!.id, 1);
      try {
        await page.reload();
        await expect(card.getByLabel('Travel date')).toHaveValue(dates[0]!.id);
        await expect(card.getByTestId('guests-value')).toHaveText('1 guest');
        await expect(card.getByRole('button', { name: 'Add a guest' })).toBeDisabled();
        await expect(card.getByTestId('spots-note')).toHaveText(TOUR_PAGE.spotsLeft(1));
      } finally {
        await secondDateFull.release();
      }
    } finally {
      await firstDateFull.release();
    }
  });

  test('a sold-out date cannot be chosen', async ({ page, baseURL }) => {
    const dates = await getTourDates(page.request, TWO_DATES_TOUR);
    const soldOut = await leaveSpots(baseURL!, TWO_DATES_TOUR, dates[0]!.id, 0);
    try {
      await page.goto(`/tours/${TWO_DATES_TOUR}`);
      const card = bookingCard(page);
      await expect(card.getByLabel('Travel date')).toHaveValue(dates[1]!.id);
      await expect(page.getByTestId('date-card').nth(0)).toBeDisabled();
      await expect(page.getByTestId('date-card').nth(0)).toContainText('Sold out');
      await expect(card.getByRole('option', { name: /Sold out/ })).toBeDisabled();
    } finally {
      await soldOut.release();
    }
  });

  test('the guest selector offers no more than the date has left, says how many, and lowers the guests for a smaller date', async ({
    page,
  }) => {
    // A tour of its own, so no other test's bookings change its seats: 12 spots, then 3 a week later.
    const created = await page.request.post('/api/test/departures', {
      data: { daysFromNow: 60, spots: 12, moreDepartures: [3] },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const tour = (await created.json()) as { tourId: string; slug: string };
    try {
      const [large, small] = await getTourDates(page.request, tour.slug);
      expect([large?.availableSpots, small?.availableSpots]).toEqual([12, 3]);
      await page.goto(`/tours/${tour.slug}`);
      const card = bookingCard(page);
      const guests = card.getByTestId('guests-value');
      const more = card.getByRole('button', { name: 'Add a guest' });

      await page.getByTestId('date-card').nth(0).click();
      await expect(card.getByTestId('spots-note')).toHaveText(TOUR_PAGE.spotsLeft(12));
      // 12 spots, but a booking has at most 10 guests.
      for (let count = 2; count < 10; count += 1) await more.click();
      await expect(guests).toHaveText('10 guests');
      await expect(more).toBeDisabled();

      await card.getByLabel('Travel date').selectOption(small!.id);
      await expect(guests).toHaveText('3 guests');
      await expect(card.getByRole('status').filter({ hasText: TOUR_PAGE.guestsLowered(3) })).toBeVisible();
      await expect(card.getByTestId('spots-note')).toContainText(TOUR_PAGE.spotsLeft(3));
      await expect(more).toBeDisabled();
      await expect(card.getByTestId('booking-total')).toHaveText(/\$[\d,]+\.\d\d/);
      await expect(card.getByText('× 3 guests')).toBeVisible();

      // Fewer guests, then a larger date: the count stays as chosen.
      await card.getByRole('button', { name: 'Remove a guest' }).click();
      await page.getByTestId('date-card').nth(0).click();
      await expect(guests).toHaveText('2 guests');
      await expect(card.getByRole('status').filter({ hasText: 'so the guests are now' })).toHaveCount(0);
    } finally {
      expect((await page.request.post(`/api/test/tours/${tour.tourId}/hide`)).ok()).toBe(true);
    }
  });
});

test.describe('a returning visitor is told about the seats they hold (issue 12 item 5)', () => {
  test('the tour page shows the hold, with the time left and a link back to the same checkout', async ({
    page,
    browser,
  }) => {
    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    const card = bookingCard(page);
    const dateId = await card.getByLabel('Travel date').inputValue();
    const date = dates.find((candidate) => candidate.id === dateId)!;
    await card.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: CHECKOUT.title })).toBeVisible();
    const sessionId = sessionIdOf(page.url());
    try {
      await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
      const notice = page.getByTestId('hold-notice');
      await expect(notice).toHaveCount(1);
      await expect(notice).toContainText(TOUR_PAGE.holdTitle);
      await expect(notice).toContainText(TOUR_PAGE.holdSeats(2, dateRangeText(date.startDate, date.endDate)));
      await expect(notice.getByRole('timer')).toHaveText(/^(2\d|30):\d\d left to complete your booking$/);

      // Nobody else is told about it.
      const stranger = await browser.newContext();
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(`/tours/${SAMPLE_TOUR.slug}`);
      await expect(strangerPage.getByTestId('booking-card')).toBeVisible();
      const strangerHolds = await strangerPage.request.get(`/api/booking-sessions/mine?tourId=${await tourIdOf(page)}`);
      expect(await strangerHolds.json()).toEqual({ holds: [] });
      await expect(strangerPage.getByTestId('hold-notice')).toHaveCount(0);
      await stranger.close();

      await notice.getByRole('link', { name: TOUR_PAGE.continueToCheckout }).click();
      await expect(page).toHaveURL(`/tours/${SAMPLE_TOUR.slug}/book/${sessionId}`);
      await expect(page.getByRole('heading', { level: 1, name: CHECKOUT.title })).toBeVisible();
    } finally {
      await releaseHold(page, sessionId);
    }
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    await expect(bookingCard(page)).toBeVisible();
    await expect(page.getByTestId('hold-notice')).toHaveCount(0);
  });

  test('Book Now again says the hold is reused and lands on the same session, resized', async ({ page }) => {
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    const card = bookingCard(page);
    await card.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: CHECKOUT.title })).toBeVisible();
    const sessionId = sessionIdOf(page.url());
    try {
      await page.goBack();
      await expect(page.getByTestId('hold-notice')).toBeVisible();
      await card.getByRole('button', { name: 'Add a guest' }).click();
      await expect(card.getByTestId('guests-value')).toHaveText('3 guests');
      await card.getByRole('button', { name: 'Book Now' }).click();
      const reused = toast(page, TOUR_PAGE.reused);
      await expect(reused).toBeVisible();
      await expect(reused).toContainText(TOUR_PAGE.reusedBody(3));
      await expect(page).toHaveURL(`/tours/${SAMPLE_TOUR.slug}/book/${sessionId}`);
      expect((await readSession(page.request, sessionId)).adults).toBe(3);
    } finally {
      await releaseHold(page, sessionId);
    }
  });
});

async function tourIdOf(page: Page): Promise<string> {
  const response = await page.request.get(`/api/tours/${SAMPLE_TOUR.slug}`);
  return ((await response.json()) as { id: string }).id;
}
