import { expect, test, type Page } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi } from '../fixtures/auth';
import { createSparseTour, dateRangeText, getTourDates, holdResponses, SAMPLE_TOUR, usd } from '../fixtures/tours';

function bookingCard(page: Page) {
  return page.getByTestId('booking-card');
}

async function openTab(page: Page, name: string) {
  // The tabs load as they come near the viewport, as a traveller scrolling down would bring them.
  await page.getByRole('heading', { name: 'Tour details' }).scrollIntoViewIfNeeded();
  await page.getByRole('tablist', { name: 'Tour details' }).getByRole('tab', { name }).click();
  return page.getByRole('tabpanel');
}

test.describe('tour detail', () => {
  // A tour page from the server arrives with its tour; one opened from the results loads it.
  test('shows a skeleton while the tour loads', async ({ page }) => {
    const held = await holdResponses(page, `**/api/tours/${SAMPLE_TOUR.slug}`);
    await page.goto(`/tours?destination=${encodeURIComponent(SAMPLE_TOUR.title)}`);
    await page.locator(`[data-testid="tour-card"][data-slug="${SAMPLE_TOUR.slug}"]`).getByRole('link').first().click();
    await expect(page.getByTestId('tour-detail-skeleton')).toBeVisible();
    await held.release();
    await expect(page.getByRole('heading', { level: 1, name: SAMPLE_TOUR.title })).toBeVisible();
    await expect(page.getByTestId('tour-detail-skeleton')).toHaveCount(0);
  });

  test('the sample tour: photos, about, highlights and its five dates', async ({ page }) => {
    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: SAMPLE_TOUR.title })).toBeVisible();

    const carousel = page.getByTestId('tour-carousel');
    const image = carousel.getByTestId('carousel-image');
    await expect(image).toHaveAttribute('alt', SAMPLE_TOUR.imageAlts[0]);
    const firstSrc = await image.getAttribute('src');
    expect(firstSrc).toMatch(/^\/api\/tour-images\//);
    await expect(carousel.getByText('1 / 4')).toBeVisible();
    await carousel.getByRole('button', { name: 'Next photo' }).click();
    await expect(image).toHaveAttribute('alt', SAMPLE_TOUR.imageAlts[1]);
    await expect(image).not.toHaveAttribute('src', firstSrc ?? '');
    await carousel.getByRole('button', { name: 'Next photo' }).press('ArrowRight');
    await expect(carousel.getByText('3 / 4')).toBeVisible();
    await carousel.getByRole('button', { name: 'Show photo 1 of 4' }).click();
    await expect(image).toHaveAttribute('src', firstSrc ?? '');

    await expect(page.getByRole('heading', { name: 'About this tour' })).toBeVisible();
    await expect(page.getByText('Nine sun-drenched days in the Maldives', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Highlights' }).getByRole('listitem')).toHaveCount(6);

    const dateCards = page.getByTestId('date-card');
    await expect(dateCards).toHaveCount(SAMPLE_TOUR.dateCount);
    for (const [index, date] of dates.entries()) {
      await expect(dateCards.nth(index)).toContainText(dateRangeText(date.startDate, date.endDate));
      // The price per person after the tour's 10%, then the listed price struck through.
      const listed = SAMPLE_TOUR.prices[index]!;
      await expect(dateCards.nth(index)).toContainText(`${usd((listed * 90) / 100)} ${usd(listed)} per person`);
      await expect(dateCards.nth(index)).toContainText(`${date.availableSpots} spots left`);
    }

    await page.getByRole('button', { name: 'See More' }).click();
    await expect(page.getByRole('heading', { name: 'Tour details' })).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Tour details' })).toBeFocused();
  });

  test('the booking card totals date price × guests less the discount', async ({ page }) => {
    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    const card = bookingCard(page);
    const total = card.getByTestId('booking-total');

    // The first available date is selected on load; guests start at 2.
    await expect(card.getByLabel('Travel date')).toHaveValue(dates[0]!.id);
    await expect(page.getByTestId('date-card').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByTestId('guests-value')).toHaveText('2 guests');
    await expect(card.getByText('Discount (10%)')).toBeVisible();
    await expect(total).toHaveText(usd(3299 * 2 * 0.9));
    await expect(card.getByText('No payment required today. Pay later.')).toBeVisible();

    await card.getByRole('button', { name: 'Add a guest' }).click();
    await expect(card.getByTestId('guests-value')).toHaveText('3 guests');
    await expect(total).toHaveText(usd(3299 * 3 * 0.9));

    await card.getByLabel('Travel date').selectOption(dates[1]!.id);
    await expect(total).toHaveText(usd(3499 * 3 * 0.9));
    await page.getByTestId('date-card').nth(2).click();
    await expect(card.getByLabel('Travel date')).toHaveValue(dates[2]!.id);
    await expect(total).toHaveText(usd(3699 * 3 * 0.9));

    // Guests stay within 1..10.
    const fewer = card.getByRole('button', { name: 'Remove a guest' });
    await fewer.click();
    await fewer.click();
    await expect(card.getByTestId('guests-value')).toHaveText('1 guest');
    await expect(fewer).toBeDisabled();
    await expect(total).toHaveText(usd(3699 * 0.9));
    const more = card.getByRole('button', { name: 'Add a guest' });
    for (let guests = 1; guests < 10; guests += 1) await more.click();
    await expect(card.getByTestId('guests-value')).toHaveText('10 guests');
    await expect(more).toBeDisabled();
  });

  test('Book Now starts the booking with the chosen date and guests', async ({ page }) => {
    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    // The booking session itself (seat holds, checkout) is the booking journey's to test: here the page
    // must hand over the right date and guests, so the server's answer is stubbed and no seats are held.
    await page.route('**/api/booking-sessions', (route) =>
      route.fulfill({ status: 201, json: { id: 'session-under-test', tour: { slug: SAMPLE_TOUR.slug } } }),
    );
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    const card = bookingCard(page);
    await card.getByLabel('Travel date').selectOption(dates[1]!.id);
    await card.getByRole('button', { name: 'Add a guest' }).click();
    const starting = page.waitForRequest(
      (request) => request.url().endsWith('/api/booking-sessions') && request.method() === 'POST',
    );
    await card.getByRole('button', { name: 'Book Now' }).click();
    expect((await starting).postDataJSON()).toMatchObject({ tourDateId: dates[1]!.id, guests: 3 });
    await expect(page).toHaveURL(`/tours/${SAMPLE_TOUR.slug}/book/session-under-test`);
  });

  test('the guest selector stops at the spots the chosen date has left', async ({ page }) => {
    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    const last = dates.at(-1)!;
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    const card = bookingCard(page);
    await card.getByLabel('Travel date').selectOption(last.id);
    const more = card.getByRole('button', { name: 'Add a guest' });
    for (let guests = 2; guests < last.availableSpots; guests += 1) await more.click();
    await expect(card.getByTestId('guests-value')).toHaveText(`${last.availableSpots} guests`);
    await expect(more).toBeDisabled();
    await expect(card.getByTestId('spots-note')).toHaveText(`Only ${last.availableSpots} spots left on this date`);
    await expect(card.getByRole('button', { name: 'Book Now' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('the itinerary has 9 days, with Expand All and Collapse All', async ({ page }) => {
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    const panel = await openTab(page, 'Itinerary');
    const days = panel.getByTestId('itinerary-day');
    await expect(days).toHaveCount(SAMPLE_TOUR.days);
    // The ' - Activity N' suffix is not part of the day's heading.
    await expect(days.first().getByRole('heading')).toContainText(SAMPLE_TOUR.firstDayTitle);
    await expect(days.first().getByRole('heading')).not.toContainText('Activity');
    await expect(panel.getByRole('button', { expanded: true })).toHaveCount(1);

    await panel.getByRole('button', { name: 'Expand All' }).click();
    await expect(panel.getByRole('button', { expanded: true })).toHaveCount(SAMPLE_TOUR.days);
    await expect(panel.getByText('Transfer to the airport for the flight home.', { exact: false })).toBeVisible();

    await panel.getByRole('button', { name: 'Collapse All' }).click();
    await expect(panel.getByRole('button', { expanded: true })).toHaveCount(0);
    await expect(days.first().getByText('Welcome dinner', { exact: false })).toBeHidden();

    await days.nth(2).getByRole('button').click();
    await expect(panel.getByRole('button', { expanded: true })).toHaveCount(1);
    await expect(days.nth(2).getByText('09:30')).toBeVisible();
  });

  test('an activity without a time or a description says so', async ({ page }) => {
    await page.goto('/tours/romantic-venice-getaway');
    const panel = await openTab(page, 'Itinerary');
    await panel.getByRole('button', { name: 'Expand All' }).click();
    await expect(panel.getByText('Time TBD')).toBeVisible();
    await expect(panel.getByText('No description available')).toBeVisible();
    await panel.getByRole('button', { name: 'Collapse All' }).click();
    await expect(panel.getByText('Time TBD')).toBeHidden();
  });

  test('the flights follow the selected date and are shown as Direct', async ({ page }) => {
    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    const panel = await openTab(page, 'Flights');
    const flights = panel.getByTestId('flights');
    await expect(flights).toHaveAttribute('data-date-id', dates[0]!.id);
    await expect(panel.getByTestId('flight-card')).toHaveCount(2);
    await expect(panel.getByRole('region', { name: 'Outbound' })).toContainText('TG531');
    await expect(panel.getByRole('region', { name: 'Return' })).toContainText('TG532');
    await expect(panel.getByTestId('flight-card').first().getByText('Direct').first()).toBeVisible();
    await expect(panel).toContainText(`Flights for ${dateRangeText(dates[0]!.startDate, dates[0]!.endDate)}`);
    const firstDay = await panel.getByTestId('flight-day').first().textContent();

    await bookingCard(page).getByLabel('Travel date').selectOption(dates[3]!.id);
    await expect(flights).toHaveAttribute('data-date-id', dates[3]!.id);
    await expect(panel).toContainText(`Flights for ${dateRangeText(dates[3]!.startDate, dates[3]!.endDate)}`);
    await expect(panel.getByTestId('flight-day').first()).not.toHaveText(firstDay!);
    await expect(panel.getByTestId('flight-card')).toHaveCount(2);
  });

  test('includes, meal plans, hotels and policies', async ({ page }) => {
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    let panel = await openTab(page, 'Includes/Excludes');
    await expect(panel.getByRole('region', { name: "What's included" })).toContainText(
      'Seaplane and speedboat transfers',
    );
    await expect(panel.getByRole('region', { name: "What's not included" })).toContainText(
      'Visa fees where applicable',
    );

    panel = await openTab(page, 'Meal Plans');
    await expect(panel.getByRole('row')).toHaveCount(SAMPLE_TOUR.days + 1);
    await expect(panel.getByRole('row', { name: /Day 2/ })).toContainText('Breakfast included');

    panel = await openTab(page, 'Hotels');
    await expect(panel.getByTestId('hotel-card')).toHaveCount(2);
    await expect(panel.getByTestId('hotel-card').filter({ hasText: 'Azure Lagoon Overwater Villas' })).toContainText(
      'Luxury',
    );
    await expect(panel.getByTestId('hotel-card').filter({ hasText: 'Coral Sands Beach Resort' })).toContainText(
      '5-star hotel',
    );

    panel = await openTab(page, 'Policies');
    await expect(panel).toContainText('Free cancellation up to 48 hours before departure; within 48 hours a 50% fee.');
  });

  test('the Admin Actions box is for administrators only', async ({ page }) => {
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: SAMPLE_TOUR.title })).toBeVisible();
    await expect(page.getByTestId('admin-actions')).toHaveCount(0);

    await signInThroughApi(page.request, DEMO.customer);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: SAMPLE_TOUR.title })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByTestId('admin-actions')).toHaveCount(0);

    await signInThroughApi(page.request, DEMO.admin);
    await page.reload();
    const box = page.getByTestId('admin-actions');
    await expect(box.getByRole('heading', { name: 'Admin Actions' })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Generate Images & Itinerary' })).toBeEnabled();
  });

  test('a missing tour shows Tour Not Found with Go Back', async ({ page }) => {
    // The part's code is held back until Go Back has been clicked, as on a slow line: the link the server rendered
    // works before the code arrives.
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    const codeAsked = page.waitForRequest(/\/assets\/tour-not-found-[^/]*\.js$/);
    await page.route('**/assets/tour-not-found-*.js', async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto('/');
    await page.goto('/tours/no-such-tour', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Tour Not Found' })).toBeVisible();
    await expect(page.getByText("Sorry, the tour you're looking for does not exist or has been removed")).toBeVisible();
    await codeAsked;
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tour Not Found' })).toHaveCount(0);
    releaseCode();
    // The held request belonged to the page that was left: its answer has nowhere to go.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('Go Back returns to the page the visitor came from', async ({ page }) => {
    await page.goto('/tours?destination=Maldives&date=&travellers=');
    // A link to a tour that has since gone: the server answers 404.
    await page.route(`**/api/tours/${SAMPLE_TOUR.slug}`, (route) =>
      route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Tour not found' } } }),
    );
    await page.getByTestId('tour-card').getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tour Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/tours?destination=Maldives&date=&travellers=');
  });

  test('a tour with nothing planned yet shows every empty text', async ({ page }) => {
    const sparse = await createSparseTour(page.request);
    await page.goto(`/tours/${sparse.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: sparse.title })).toBeVisible();
    // No images: the thumbnail stands in.
    const carousel = page.getByTestId('tour-carousel');
    await expect(carousel.getByTestId('carousel-image')).toHaveAttribute('src', '/media/tours/default.svg');
    await expect(carousel.getByRole('button', { name: 'Next photo' })).toHaveCount(0);

    await expect(page.getByRole('region', { name: 'Highlights' })).toContainText('No highlights specified');
    await expect(page.getByRole('region', { name: 'Available Dates' })).toContainText(
      'No available dates at the moment',
    );

    const card = bookingCard(page);
    await expect(card).toContainText('No available dates at the moment');
    const bookNow = card.getByRole('button', { name: 'Book Now' });
    await expect(bookNow).toHaveAttribute('aria-disabled', 'true');
    await bookNow.press('Enter');
    await expect(card.getByRole('alert')).toHaveText('กรุณาเลือกวันที่เดินทางก่อน');
    await expect(page).toHaveURL(`/tours/${sparse.slug}`);

    await expect(await openTab(page, 'Itinerary')).toContainText('No itinerary data available');
    await expect(await openTab(page, 'Flights')).toContainText('No Date Selected');
    await expect(await openTab(page, 'Meal Plans')).toContainText('No meal plans');
    await expect(await openTab(page, 'Hotels')).toContainText('No Hotel Information');
    // Every tour has a policy (DESIGN decision 31): the sparse tour shows the default one, never an empty text.
    await expect(await openTab(page, 'Policies')).toContainText(
      'Free cancellation up to 48 hours before departure; within 48 hours a 50% fee.',
    );
  });

  test('a departure without flights says so', async ({ page }) => {
    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    await page.route(`**/api/tour-dates/${dates[0]!.id}/flights`, (route) => route.fulfill({ json: { flights: [] } }));
    await page.route(`**/api/tour-dates/${dates[1]!.id}/flights`, (route) =>
      route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Tour date not found' } } }),
    );
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    const panel = await openTab(page, 'Flights');
    await expect(panel).toContainText('No outbound or return flights available');
    await bookingCard(page).getByLabel('Travel date').selectOption(dates[1]!.id);
    await expect(panel).toContainText('No flight information available for this date');
  });
});
