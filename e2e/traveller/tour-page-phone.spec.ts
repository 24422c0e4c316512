import { expect, test, type Page } from '../fixtures/test';
import { CHECKOUT, readSession } from '../fixtures/checkout';
import { releaseHold, sessionIdOf } from '../fixtures/holds';
import { createSparseTour, dateRangeText, getTourDates, SAMPLE_TOUR, usd } from '../fixtures/tours';

function stickyBar(page: Page) {
  return page.getByTestId('sticky-booking-bar');
}

async function scrollWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe('the tour page at 390 px (issue 12 item 10)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a sticky bar shows the price per person after the discount, the date and Book Now, which starts the booking', async ({
    page,
  }) => {
    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    const bar = stickyBar(page);
    await expect(bar).toBeInViewport();
    // The booking card is far down the page; the bar is what the visitor sees.
    await expect(page.getByTestId('booking-card')).not.toBeInViewport();

    const selectedId = await page.getByTestId('booking-card').getByLabel('Travel date').inputValue();
    const index = dates.findIndex((date) => date.id === selectedId);
    const listed = SAMPLE_TOUR.prices[index]!;
    await expect(bar.getByTestId('bar-price')).toContainText(usd(listed * (1 - SAMPLE_TOUR.discountPercent / 100)));
    await expect(bar.getByTestId('bar-price').locator('s')).toHaveText(usd(listed));
    await expect(bar.getByTestId('bar-price')).toContainText('per person');
    await expect(bar.getByTestId('bar-date')).toHaveText(dateRangeText(dates[index]!.startDate, dates[index]!.endDate));

    // The bar follows the date chosen on the page.
    const other = index === 1 ? 3 : 1;
    await page.getByTestId('date-card').nth(other).click();
    await expect(bar.getByTestId('bar-date')).toHaveText(dateRangeText(dates[other]!.startDate, dates[other]!.endDate));
    await expect(bar.getByTestId('bar-price')).toContainText(
      usd(SAMPLE_TOUR.prices[other]! * (1 - SAMPLE_TOUR.discountPercent / 100)),
    );

    await bar.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: CHECKOUT.title })).toBeVisible();
    const sessionId = sessionIdOf(page.url());
    try {
      const session = await readSession(page.request, sessionId);
      expect(session.date.id).toBe(dates[other]!.id);
      expect(session.adults).toBe(2);
    } finally {
      await releaseHold(page, sessionId);
    }
  });

  test('nothing overflows sideways, with or without a hold notice, and the bar never covers the end of the page', async ({
    page,
  }) => {
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    await expect(stickyBar(page)).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);

    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    const hold = await page.request.post('/api/booking-sessions', { data: { tourDateId: dates[1]!.id, guests: 2 } });
    expect(hold.status(), await hold.text()).toBe(201);
    const sessionId = ((await hold.json()) as { id: string }).id;
    try {
      await page.reload();
      await expect(page.getByTestId('hold-notice')).toBeVisible();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
    } finally {
      await releaseHold(page, sessionId);
    }

    // At the end of the page the bar rests above the footer instead of covering it.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeInViewport();
    const barBox = (await stickyBar(page).boundingBox())!;
    const footerBox = (await footer.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(footerBox.y + 1);
  });

  test('without dates the bar says so, and its Book Now says why it cannot go ahead', async ({ page }) => {
    const sparse = await createSparseTour(page.request);
    await page.goto(`/tours/${sparse.slug}`);
    const bar = stickyBar(page);
    await expect(bar).toContainText('No available dates at the moment');
    const bookNow = bar.getByRole('button', { name: 'Book Now' });
    await expect(bookNow).toHaveAttribute('aria-disabled', 'true');
    // Playwright counts aria-disabled as not clickable; the key press is what a tap does here.
    await bookNow.press('Enter');
    await expect(bar.getByRole('alert')).toHaveText('กรุณาเลือกวันที่เดินทางก่อน');
    await expect(page).toHaveURL(`/tours/${sparse.slug}`);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
  });
});

test.describe('the tour page at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('has no sticky bar: the booking card is beside the content', async ({ page }) => {
    await page.goto(`/tours/${SAMPLE_TOUR.slug}`);
    await expect(page.getByTestId('booking-card')).toBeInViewport();
    await expect(stickyBar(page)).toBeHidden();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(1440);
  });
});
