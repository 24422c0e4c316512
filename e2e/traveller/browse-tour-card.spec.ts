import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures/test';
import { ratingDisplay } from '@tour/shared';
import {
  createSparseTour,
  dateRangeText,
  getTourDates,
  listTours,
  NEW_RATING,
  SAMPLE_TOUR,
  tourCard,
  usd,
} from '../fixtures/tours';

test.describe('tour card', () => {
  test('shows the prices, badges, rating, hotel stars, dates and company', async ({ page }) => {
    const { items } = await listTours(page.request, { pageSize: 48 });
    const sample = items.find((tour) => tour.slug === SAMPLE_TOUR.slug)!;
    await page.goto(`/tours?destination=Maldives&date=&travellers=`);
    const card = tourCard(page, SAMPLE_TOUR.slug);

    await expect(card.getByRole('heading', { level: 3 })).toHaveText(SAMPLE_TOUR.title);
    await expect(card.getByText('10% OFF')).toBeVisible();
    await expect(card.getByText('Recommended')).toBeVisible();
    await expect(card.getByText('8 nights / 9 days')).toBeVisible();
    await expect(card.getByText('North Malé Atoll, Maldives')).toBeVisible();
    // The rating is computed from published reviews (the demo's five reviews of this tour) and shown from three on.
    const rating = ratingDisplay(sample);
    expect(rating).toMatchObject({ shown: true, reviewsLabel: '5 reviews' });
    await expect(card.getByText(`Rated ${rating.label} out of 5 from 5 reviews`)).toBeAttached();
    await expect(card.getByText('(5 reviews)')).toBeVisible();
    // The sample tour's hotels are 5-star and luxury.
    await expect(card.getByTestId('hotel-stars')).toHaveAttribute('data-stars', '5');
    await expect(card.getByTestId('tour-card-dates')).toContainText(
      dateRangeText(sample.firstDepartureDate!, sample.lastReturnDate!),
    );
    await expect(card.getByText(SAMPLE_TOUR.company)).toBeVisible();
    await expect(card.getByText('Verified')).toBeVisible();
    await expect(card.locator('img[src="/media/logos/siam-horizon.svg"]')).toBeVisible();

    // Decision 14: the cheapest departure with seats, listed at $3,299 before the tour's 10%, is $2,969.10 per
    // person with $3,299 struck through ("From": several dates); per day 2,969.10 / 9 = 329.90.
    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    // (Computed from the departures with seats left: other tests may have sold the first one out.)
    const listed = Math.min(...dates.filter((date) => date.availableSpots > 0).map((date) => date.price)) / 100;
    const perPerson = (listed * (100 - SAMPLE_TOUR.discountPercent)) / 100;
    await expect(card.getByText('From', { exact: true })).toBeVisible();
    await expect(card.getByTestId('price-per-person')).toHaveText(usd(perPerson));
    await expect(card.locator('s[data-testid="original-price"]')).toHaveText(`Original price ${usd(listed, 0)}`);
    await expect(card.getByTestId('price-per-day')).toHaveText(
      `${usd(Math.round(perPerson / SAMPLE_TOUR.days), 0)} / day`,
    );
  });

  test('a tour without a discount has no badge or struck-through price; one without hotels shows 4 stars', async ({
    page,
  }) => {
    const sparse = await createSparseTour(page.request);
    await page.goto(`/tours?destination=${encodeURIComponent(sparse.location)}&date=&travellers=`);
    const card = tourCard(page, sparse.slug);
    // No upcoming departure: the tour's own price, without "From".
    await expect(card.getByTestId('price-per-person')).toHaveText(usd(1999, 0));
    await expect(card.getByText('From', { exact: true })).toHaveCount(0);
    await expect(card.getByTestId('original-price')).toHaveCount(0);
    await expect(card.getByText(/% OFF/)).toHaveCount(0);
    await expect(card.getByTestId('hotel-stars')).toHaveAttribute('data-stars', '4');
    await expect(card.getByTestId('tour-card-dates')).toContainText('No upcoming dates');
    // No published review: 'New' instead of a rating.
    await expect(card.getByTestId('tour-rating')).toHaveText(NEW_RATING);
  });

  test('the favourite heart is kept in the browser across reloads', async ({ page }) => {
    await page.goto('/tours?destination=Maldives&date=&travellers=');
    const heart = tourCard(page, SAMPLE_TOUR.slug).getByRole('button', {
      name: `Save ${SAMPLE_TOUR.title} to favourites`,
    });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const saved = tourCard(page, SAMPLE_TOUR.slug).getByRole('button', {
      name: `Remove ${SAMPLE_TOUR.title} from favourites`,
    });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => window.localStorage.getItem('favourite-tours'))).toMatch(/^\["[0-9a-f-]{36}"\]$/);

    await page.reload();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    // The same tour in another listing shares the heart. (Not the home page: its newest tours depend on what
    // other tests have published.)
    await page.goto(`/tours?destination=${encodeURIComponent(SAMPLE_TOUR.title)}`);
    await expect(
      tourCard(page, SAMPLE_TOUR.slug).getByRole('button', { name: `Remove ${SAMPLE_TOUR.title} from favourites` }),
    ).toBeVisible();

    await tourCard(page, SAMPLE_TOUR.slug)
      .getByRole('button', { name: `Remove ${SAMPLE_TOUR.title} from favourites` })
      .click();
    await page.reload();
    await expect(
      tourCard(page, SAMPLE_TOUR.slug).getByRole('button', { name: `Save ${SAMPLE_TOUR.title} to favourites` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  test('Download Program saves an HTML file with the itinerary, dates and prices', async ({ page }, testInfo) => {
    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    await page.goto('/tours?destination=Maldives&date=&travellers=');
    const downloading = page.waitForEvent('download');
    await tourCard(page, SAMPLE_TOUR.slug).getByRole('button', { name: 'Download Program' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${SAMPLE_TOUR.slug}-program.html`);
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    const html = await readFile(file, 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script/i);

    // Opened in the browser, the file reads as a program.
    await page.goto(`file://${file}`);
    await expect(page.getByRole('heading', { level: 1, name: SAMPLE_TOUR.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible();
    await expect(page.locator('article.day h3')).toHaveCount(SAMPLE_TOUR.days);
    await expect(page.locator('article.day h3').first()).toHaveText(`Day 1: ${SAMPLE_TOUR.firstDayTitle}`);
    await expect(page.locator('article.day h3').last()).toHaveText(`Day 9: ${SAMPLE_TOUR.lastDayTitle}`);

    const rows = page.locator('table').first().locator('tbody tr');
    await expect(rows).toHaveCount(SAMPLE_TOUR.dateCount);
    for (const [index, date] of dates.entries()) {
      await expect(rows.nth(index).locator('td').nth(0)).toHaveText(dateRangeText(date.startDate, date.endDate));
      // The price per person after the tour's 10%, the listed price struck through.
      const listed = SAMPLE_TOUR.prices[index]!;
      await expect(rows.nth(index).locator('td').nth(1)).toHaveText(`${usd((listed * 90) / 100)} ${usd(listed)}`);
      await expect(rows.nth(index).locator('td').nth(3)).toHaveText(String(date.availableSpots));
    }
    const listed = Math.min(...dates.filter((date) => date.availableSpots > 0).map((date) => date.price)) / 100;
    await expect(page.locator('.price')).toContainText(`From ${usd((listed * 90) / 100)} per person`);
    await expect(page.locator('.price .original')).toHaveText(usd(listed));
    await expect(
      page.getByText('Free cancellation up to 48 hours before departure; within 48 hours a 50% fee.', { exact: false }),
    ).toBeVisible();
  });

  test('View Details and Buy open the tour page', async ({ page }) => {
    await page.goto('/tours?destination=Maldives&date=&travellers=');
    await tourCard(page, SAMPLE_TOUR.slug).getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(`/tours/${SAMPLE_TOUR.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: SAMPLE_TOUR.title })).toBeVisible();

    await page.goBack();
    await tourCard(page, SAMPLE_TOUR.slug).getByRole('link', { name: 'Buy' }).click();
    await expect(page).toHaveURL(`/tours/${SAMPLE_TOUR.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: SAMPLE_TOUR.title })).toBeVisible();
  });
});
