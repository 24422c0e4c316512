import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { moveImageRightByKeyboard } from '../fixtures/tour-drafts';
import { signInThroughApi, toast } from '../fixtures/auth';

/**
 * Issue 13's whole journey through the UI only: the demo agent with a company (README, demo accounts) fills
 * the eight steps of /submit-tour on the sample schedule's fixed demo route (TG102 Bangkok → Chiang Mai, TG103
 * back), reloads in the middle, previews, prints, downloads the HTML, submits, and finds the pending tour in
 * the account. Each step's messages, the locked step, the quota rule, the double click on Confirm & Submit and
 * the refusals of visitors, customers and agents without a company are in submit-tour-steps.spec.ts and
 * tour-preview.spec.ts.
 */

const COMPANY = 'Sakura Trails';
const IMAGES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'images');
const PHOTOS = ['beach-sunset.jpg', 'mountain-temple.jpg', 'city-night.jpg'].map((name) => path.join(IMAGES, name));

/** 'YYYY-MM-DD' in the browser's calendar, `days` from today. */
function calendarDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function expectOnStep(page: Page, step: number, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: `${step}. ${title}` })).toBeVisible();
  await expect(page.getByTestId(`wizard-step-${step}`)).toHaveAttribute('data-status', 'current');
}

/** Next, with the step's success message and the following step open. */
async function completeStep(page: Page, nextStep: number, nextTitle: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, 'Step completed successfully!')).toBeVisible();
  await expectOnStep(page, nextStep, nextTitle);
}

async function searchAndSelect(page: Page, direction: 'outbound' | 'return', flightNumber: string, date: string) {
  const search = page.getByTestId(`flight-search-${direction}`);
  await search.getByLabel('Flight Number').fill(flightNumber);
  await search.getByLabel('Departure Date').fill(date);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByTestId('flight-search-sample-note')).toContainText('sample schedule');
  await search.getByRole('button', { name: `Select flight ${flightNumber}` }).click();
  await expect(page.getByTestId(`selected-${direction}`)).toContainText(flightNumber);
}

/** Waits for the autosave (at most 2 seconds after the last change) to have written what was just typed. */
async function expectDraftSaved(page: Page) {
  const status = page.getByTestId('draft-save-status');
  await expect(status).toHaveAttribute('data-status', /waiting|saving/);
  await expect(status).toHaveAttribute('data-status', 'saved');
  await expect(status).toContainText('Saved at');
}

const day = (page: Page, index: number) => page.getByTestId('itinerary-day').nth(index);
const activity = (dayLocator: Locator, index: number) => dayLocator.getByLabel('Activity', { exact: true }).nth(index);

const ITINERARY = [
  { title: 'Arrival in Chiang Mai', activities: ['Old City temples by tuk-tuk', 'Night bazaar street food walk'] },
  { title: 'Doi Suthep and the hills', activities: ['Climb the Naga stairway to Doi Suthep'] },
  { title: 'Market morning and home', activities: ['Warorot market breakfast tasting'] },
];

test.describe('Submit a tour: the whole journey', () => {
  test('an agent with a company goes from the flights to a pending tour, resuming the draft after a reload', async ({
    page,
    browser,
  }, testInfo) => {
    // Three dates, three uploads, a reload, a second browser, the preview and the submission.
    test.setTimeout(240_000);
    const title = `Chiang Mai Temples & Markets ${Date.now().toString(36)}`;
    const description = 'Three days of temples, mountain views and night markets in northern Thailand.';
    const outboundDay = calendarDay(45);
    const returnDay = addDays(outboundDay, 2);

    await signInThroughApi(page.request, DEMO.agentWithCompany);
    await page.goto('/submit-tour');
    await expectOnStep(page, 1, 'Flight Search');

    // Step 1: the fixed demo flights; they set the place and the duration (08:00 out, 10:05 back two days later).
    await searchAndSelect(page, 'outbound', 'TG102', outboundDay);
    await searchAndSelect(page, 'return', 'TG103', returnDay);
    await expect(toast(page, 'Tour duration set to 3 days from the flights.')).toBeVisible();
    await completeStep(page, 2, 'Basic Information');

    // Step 2: the agent's company is filled in by the server's record, so there is no company field.
    await expect(page.getByLabel('Company Name')).toHaveCount(0);
    await expect(page.getByLabel('Location')).toHaveValue('Chiang Mai');
    await expect(page.getByLabel('Country')).toHaveValue('Thailand');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill(description);
    await page.getByLabel('Category').selectOption('cultural');
    await page.getByLabel('Base Price').fill('14500');
    await page.getByLabel('Total Quota').fill('40');
    await page.getByTestId('thumbnail-file-input').setInputFiles(PHOTOS[0] as string);
    await expect(toast(page, 'Image Uploaded Successfully')).toBeVisible();
    await expect(page.getByTestId('thumbnail-picker').getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();
    await completeStep(page, 3, 'Available Dates & Flights');

    // Step 3: the first date came from the flights (20 spots); two more copy its flights, shifted to their day.
    const dates = page.getByTestId('available-date');
    await expect(dates).toHaveCount(1);
    await expect(dates.first().getByLabel('Departure date')).toHaveValue(outboundDay);
    await expect(dates.first().getByLabel('Available spots')).toHaveValue('20');
    await expect(page.getByTestId('date-0-outbound')).toContainText(`TG102 · Thai Airways`);
    await expect(page.getByTestId('date-0-outbound')).toContainText(`BKK ${outboundDay} 08:00 → CNX`);
    await page.getByRole('button', { name: 'Add Date' }).click();
    await page.getByRole('button', { name: 'Add Date' }).click();
    await expect(dates).toHaveCount(3);
    for (const index of [1, 2]) {
      const start = addDays(outboundDay, 7 * index);
      await expect(dates.nth(index).getByLabel('Departure date')).toHaveValue(start);
      await expect(dates.nth(index).getByLabel('Price per person (THB)')).toHaveValue('14500');
      await expect(dates.nth(index).getByLabel('Available spots')).toHaveValue('10');
      await expect(page.getByTestId(`date-${index}-outbound`)).toContainText(`TG102`);
      await expect(page.getByTestId(`date-${index}-outbound`)).toContainText(`BKK ${start} 08:00 → CNX ${start}`);
      await expect(page.getByTestId(`date-${index}-return`)).toContainText(`TG103`);
      await expect(page.getByTestId(`date-${index}-return`)).toContainText(`CNX ${addDays(start, 2)} 10:05 → BKK`);
    }
    await dates.nth(2).getByLabel('Price per person (THB)').fill('15900');
    await expect(page.getByTestId('quota-summary')).toHaveText('40 of 40 seats given to dates');
    await completeStep(page, 4, 'Itinerary');

    // Step 4: one entry per day; the first day gets a second activity with a time.
    await expect(page.getByTestId('itinerary-day')).toHaveCount(3);
    await expect(day(page, 0).getByLabel('Day title')).toHaveValue('Day 1');
    for (const [index, entry] of ITINERARY.entries()) {
      await day(page, index).getByLabel('Day title').fill(entry.title);
      await activity(day(page, index), 0).fill(entry.activities[0] as string);
    }
    await day(page, 0).getByLabel('Time').first().selectOption('Morning');
    await day(page, 0).getByRole('button', { name: 'Add activity' }).click();
    await day(page, 0).getByLabel('Time').nth(1).selectOption('Evening');
    await activity(day(page, 0), 1).fill(ITINERARY[0]?.activities[1] as string);

    // A reload here resumes the draft with everything typed so far, on this step.
    await expectDraftSaved(page);
    await expect(page).toHaveURL(/\/submit-tour\?draft=[0-9a-f-]{36}$/);
    const draftUrl = page.url();
    await page.reload();
    await expectOnStep(page, 4, 'Itinerary');
    for (const [index, entry] of ITINERARY.entries())
      await expect(day(page, index).getByLabel('Day title')).toHaveValue(entry.title);
    await expect(activity(day(page, 0), 1)).toHaveValue(ITINERARY[0]?.activities[1] as string);
    await expect(day(page, 0).getByLabel('Time').nth(1)).toHaveValue('Evening');

    // Another browser of the same user sees the same draft.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInThroughApi(otherPage.request, DEMO.agentWithCompany);
    await otherPage.goto(draftUrl);
    await expectOnStep(otherPage, 4, 'Itinerary');
    await expect(day(otherPage, 1).getByLabel('Day title')).toHaveValue(ITINERARY[1]?.title as string);
    await expect(activity(day(otherPage, 2), 0)).toHaveValue(ITINERARY[2]?.activities[0] as string);
    await other.close();

    // Earlier steps kept their values too.
    await page.getByTestId('wizard-step-3').click();
    await expect(page.getByTestId('available-date')).toHaveCount(3);
    await expect(dates.nth(2).getByLabel('Price per person (THB)')).toHaveValue('15900');
    await page.getByTestId('wizard-step-2').click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Category')).toHaveValue('cultural');
    await expect(page.getByTestId('thumbnail-picker').getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();

    await page.getByTestId('wizard-step-4').click();
    await completeStep(page, 5, 'Meal Plans');

    // Step 5: the meals of each day.
    const meals = page.getByTestId('meal-plan');
    await expect(meals).toHaveCount(3);
    await expect(meals.first().getByLabel('Schedule')).toHaveValue('Day 1 Meals');
    await meals.first().getByLabel('Schedule').fill('Welcome dinner at the river');
    await meals.first().getByLabel('Dinner').check();
    for (const index of [1, 2]) await meals.nth(index).getByLabel('Breakfast').check();
    await meals.nth(1).getByLabel('Lunch').check();
    await completeStep(page, 6, 'Hotel');

    // Step 6: a hotel with its rating, room, times and amenities.
    await page.getByRole('button', { name: 'Add Hotel' }).click();
    const hotel = page.getByTestId('hotel');
    await hotel.getByLabel('Hotel name').fill('Rachamankha Heritage Hotel');
    await hotel.getByLabel('Description').fill('Quiet courtyard hotel beside Wat Phra Singh in the Old City.');
    // A new hotel's fields are checked on their own blur, not when the hotel is added.
    await expect(hotel.getByText('Hotel description is required')).toBeHidden();
    await hotel.getByLabel('Rating').selectOption('4');
    await hotel.getByLabel('Room type').selectOption('suite');
    await hotel.getByLabel('Check-in').selectOption('3:00 PM');
    await hotel.getByLabel('Check-out').selectOption('11:00 AM');
    await hotel.getByLabel('Free WiFi').check();
    await hotel.getByLabel('Swimming Pool').check();
    await completeStep(page, 7, 'Tour Images');

    // Step 7: three uploads, the first moved one place right by keyboard, so the second is now primary.
    const gallery = page.getByTestId('tour-gallery');
    const tiles = gallery.getByTestId('gallery-image');
    await gallery.getByTestId('gallery-file-input').setInputFiles(PHOTOS);
    await expect(toast(page, '3 images uploaded successfully')).toBeVisible();
    await expect(tiles).toHaveCount(3);
    const uploaded = await tiles
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    await moveImageRightByKeyboard(page, gallery, 1);
    await expect(toast(page, 'Images reordered successfully!')).toBeVisible();
    await expect
      .poll(() => tiles.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('src'))))
      .toEqual([uploaded[1], uploaded[0], uploaded[2]]);
    await expect(tiles.first()).toContainText('Primary');
    await expect(tiles.nth(1)).not.toContainText('Primary');
    await completeStep(page, 8, 'Features & Highlights');

    // Step 8: two inclusions, an exclusion, two highlights; then all six submit items are there.
    await page.getByPlaceholder('Inclusions 1').fill('Return flights Bangkok – Chiang Mai');
    await page.getByRole('button', { name: 'Add inclusion' }).click();
    await page.getByPlaceholder('Inclusions 2').fill('Two nights in a heritage hotel');
    await page.getByPlaceholder('Exclusions 1').fill('Travel insurance');
    await page.getByPlaceholder('Highlights 1').fill('Sunrise at Doi Suthep');
    await page.getByRole('button', { name: 'Add highlight' }).click();
    await page.getByPlaceholder('Highlights 2').fill('Sunday walking street market');
    await expect(page.getByTestId('submit-progress')).toContainText('6 of 6');
    await expect(page.getByTestId('wizard-completion')).toHaveText('100% complete');
    await page.getByRole('button', { name: 'Submit Tour' }).click();

    // The preview, from the saved draft: each tab shows what was entered.
    await expect(page).toHaveURL(/\/tour-preview\?draft=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const overview = page.getByTestId('preview-overview');
    await expect(overview).toContainText(description);
    for (const fact of [COMPANY, 'Cultural', 'Chiang Mai', 'Thailand', '3 Days', '40 of 40 seats offered on the dates'])
      await expect(overview).toContainText(fact);

    await page.getByRole('tab', { name: 'Dates', exact: true }).click();
    const previewDates = page.getByTestId('preview-date');
    await expect(previewDates).toHaveCount(3);
    await expect(previewDates.first()).toContainText('20 spots');
    await expect(previewDates.first()).toContainText('THB 14,500.00');
    await expect(previewDates.nth(2)).toContainText('THB 15,900.00');
    await expect(previewDates.first().getByTestId('flight-outbound')).toContainText('TG102');
    await expect(previewDates.first().getByTestId('flight-outbound').getByTestId('flight-time').first()).toHaveText(
      '08:00 BKK',
    );
    await expect(previewDates.nth(1).getByTestId('flight-return').getByTestId('flight-time').first()).toHaveText(
      '10:05 CNX',
    );

    await page.getByRole('tab', { name: 'Itinerary', exact: true }).click();
    const previewDays = page.getByTestId('preview-day');
    await expect(previewDays).toHaveCount(3);
    for (const [index, entry] of ITINERARY.entries()) {
      await expect(previewDays.nth(index)).toContainText(entry.title);
      for (const text of entry.activities) await expect(previewDays.nth(index)).toContainText(text);
    }

    await page.getByRole('tab', { name: 'Meals', exact: true }).click();
    const previewMeals = page.getByTestId('preview-meal');
    await expect(previewMeals).toHaveCount(3);
    await expect(previewMeals.first()).toContainText('Welcome dinner at the river');
    await expect(previewMeals.first()).toContainText('Dinner included');
    await expect(previewMeals.first()).toContainText('Breakfast not included');
    await expect(previewMeals.nth(1)).toContainText('Lunch included');

    await page.getByRole('tab', { name: 'Hotel', exact: true }).click();
    const previewHotel = page.getByTestId('preview-hotel');
    await expect(previewHotel).toHaveCount(1);
    for (const fact of ['Rachamankha Heritage Hotel', 'Suite', '3:00 PM', '11:00 AM', 'Free WiFi', 'Swimming Pool'])
      await expect(previewHotel).toContainText(fact);

    await page.getByRole('tab', { name: 'Gallery', exact: true }).click();
    const previewImages = page.getByTestId('preview-image');
    await expect(previewImages).toHaveCount(3);
    await expect(previewImages.first()).toContainText('Primary');
    await expect(previewImages.first().getByRole('img')).toHaveAttribute('src', uploaded[1] as string);

    await page.getByRole('tab', { name: 'Features', exact: true }).click();
    const included = page.getByRole('region', { name: 'Included', exact: true }).getByRole('listitem');
    await expect(included).toHaveText(['Return flights Bangkok – Chiang Mai', 'Two nights in a heritage hotel']);
    await expect(page.getByRole('region', { name: 'Not included', exact: true })).toContainText('Travel insurance');
    await expect(page.getByRole('region', { name: 'Highlights' }).getByRole('listitem')).toHaveText([
      'Sunrise at Doi Suthep',
      'Sunday walking street market',
    ]);

    // Print opens the limited layout; Download HTML holds the title.
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Print PDF' }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(popup.locator('article.hotel')).toHaveCount(1);
    await expect(popup.locator('figure')).toHaveCount(3);
    await popup.close();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download HTML' }).click();
    const html = await download;
    const htmlFile = testInfo.outputPath(html.suggestedFilename());
    await html.saveAs(htmlFile);
    const document = await readFile(htmlFile, 'utf8');
    expect(document).toContain(`<h1>${title.replace('&', '&amp;')}</h1>`);
    expect(document).toContain('Rachamankha Heritage Hotel');

    // Confirm & Submit: the account's Tours tab with the pending tour, its id and status.
    await page.getByRole('button', { name: 'Confirm & Submit Tour' }).click();
    await expect(page).toHaveURL(/\/account\?tab=tours&submitted=[0-9a-f-]{36}$/);
    const pendingTourId = new URL(page.url()).searchParams.get('submitted') ?? '';
    await expect(page.getByTestId('tour-submitted-notice')).toContainText(`Pending tour ID: ${pendingTourId}`);
    const submitted = page.locator(`[data-testid="account-submitted-tour"][data-pending-tour-id="${pendingTourId}"]`);
    await expect(submitted).toContainText(title);
    await expect(submitted.getByTestId('submitted-tour-status')).toHaveText('Pending review');

    // The SKU scheme: company, arrival airport, days, airline, first date's month and day, a 2-character suffix.
    const response = await page.request.get('/api/tour-submissions');
    expect(response.ok()).toBe(true);
    const { tours } = (await response.json()) as {
      tours: { id: string; title: string; status: string; sku: string }[];
    };
    const tour = tours.find((candidate) => candidate.id === pendingTourId);
    expect(tour).toMatchObject({ title, status: 'pending' });
    const [, month, dayOfMonth] = outboundDay.split('-');
    expect(tour?.sku).toMatch(new RegExp(`^SAKCNX03TG${month}${dayOfMonth}[0-9A-Z]{2}$`));
    await expect(submitted).toContainText(tour?.sku as string);
  });
});
