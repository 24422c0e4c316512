import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import {
  createOwnersLiveTour,
  departureCard,
  departuresForEdit,
  EDIT_TEXTS,
  hideTour,
  openSection,
  saveBar,
} from '../fixtures/edit-tour';
import { completeTourForm, createDraftThroughApi, flightLeg } from '../fixtures/tour-drafts';

/**
 * Flights follow their dates (issue 20; 2-operator.md section 4's copy rule; decision 0015): a departure date
 * moved in step 3 carries its flights, and a departure whose flights are off its dates is flagged on the step and
 * in the preview and cannot be submitted.
 */

/** The 4-day fixture tour with a second departure a week later, its flights copied onto 8 March. */
function twoDepartureDraft(title: string, secondStart: string) {
  const form = completeTourForm(title);
  return {
    ...form,
    wizardStep: 3,
    totalQuota: 40,
    availableDates: [
      ...form.availableDates,
      {
        startDate: secondStart,
        price: 13000,
        currency: 'THB',
        availableSpots: 20,
        outbound: flightLeg('TG201', 'BKK', 'HKT', '2027-03-08T08:00:00+07:00', '2027-03-08T09:25:00+07:00'),
        return: flightLeg('TG202', 'HKT', 'BKK', '2027-03-11T10:00:00+07:00', '2027-03-11T11:25:00+07:00'),
      },
    ],
  };
}

/** Opens the last step from the side panel (every earlier step valid) and presses Submit Tour. */
async function submitFromLastStep(page: Page) {
  await page.getByTestId('wizard-step-8').click();
  await expect(page.getByRole('heading', { level: 2, name: '8. Features & Highlights' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Tour' }).click();
}

async function openWizard(page: Page, draftId: string) {
  await page.goto(`/submit-tour?draft=${draftId}`);
  await expect(page.getByRole('heading', { level: 2, name: '3. Available Dates & Flights' })).toBeVisible();
}

const OFF_DATE =
  'The outbound flight of the departure on 2027-03-09 leaves on 2027-03-08: it must leave on the start date.';

test.describe('Flights follow their dates', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page.request, DEMO.agentWithCompany);
  });

  test('a date moved in step 3 carries its flights, and the preview shows every departure’s flights', async ({
    page,
  }, testInfo) => {
    const title = `Phuket flights follow ${Date.now()}`;
    const draftId = await createDraftThroughApi(page.request, twoDepartureDraft(title, '2027-03-08'));
    await openWizard(page, draftId);

    await page.locator('#tour-availableDates-1-startDate').fill('2027-03-20');
    await expect(page.getByTestId('date-1-outbound')).toContainText('BKK 2027-03-20 08:00 → HKT 2027-03-20 09:25');
    await expect(page.getByTestId('date-1-return')).toContainText('HKT 2027-03-23 10:00 → BKK 2027-03-23 11:25');
    // The first date's flights stay where they were.
    await expect(page.getByTestId('date-0-outbound')).toContainText('BKK 2027-03-01 08:00');
    await expect(page.getByTestId('date-flights-problem')).toHaveCount(0);

    await submitFromLastStep(page);
    await expect(page).toHaveURL(new RegExp(`/tour-preview\\?draft=${draftId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('preview-flights-problem')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Dates', exact: true }).click();
    const second = page.getByTestId('preview-date').nth(1);
    await expect(second).toContainText('Mar 20, 2027');
    await expect(second.getByTestId('flight-outbound').getByTestId('flight-date')).toHaveText('Sat, Mar 20, 2027');
    // The return flight carries its own day, three days after the departure's start.
    await expect(second.getByTestId('flight-return').getByTestId('flight-date')).toHaveText('Tue, Mar 23, 2027');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download HTML' }).click();
    const file = testInfo.outputPath('summary.html');
    await (await download).saveAs(file);
    const html = await readFile(file, 'utf8');
    expect(html.match(/<section class="departure">/g)).toHaveLength(2);
    expect(html.match(/<article class="flight">/g)).toHaveLength(4);
    expect(html).toContain('<h3>Departure 2 · Mar 20, 2027</h3>');
    expect(html).toContain('<b>Return</b> · Thai Airways TG202 · <span class="flight-day">Tue, Mar 23, 2027</span>');
    expect(html).not.toMatch(/\+ \d+ more<\/p><p class="muted small">Flight times/);

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Print PDF' }).click();
    const popup = await popupOpened;
    await expect(popup.locator('article.flight')).toHaveCount(4);
    await expect(popup.locator('section.departure').nth(1)).toContainText('Tue, Mar 23, 2027');
    await popup.close();

    await page.getByRole('button', { name: 'Confirm & Submit Tour' }).click();
    await expect(page).toHaveURL(/\/account\?tab=tours/);
  });

  test('a departure whose flights are off its dates is flagged on the step and in the preview, and cannot be submitted', async ({
    page,
  }) => {
    const title = `Phuket flights off ${Date.now()}`;
    // The second date says 9 March while its flights stayed on 8 March.
    const draftId = await createDraftThroughApi(page.request, twoDepartureDraft(title, '2027-03-09'));
    await openWizard(page, draftId);

    const dates = page.getByTestId('available-date');
    await expect(dates.nth(1).getByTestId('date-flights-problem')).toContainText(OFF_DATE);
    await expect(dates.nth(0).getByTestId('date-flights-problem')).toHaveCount(0);

    // The browser refuses: Next names the departure and stays on step 3, and the last step with Submit Tour stays locked.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, OFF_DATE)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '3. Available Dates & Flights' })).toBeVisible();
    await page.getByTestId('wizard-step-8').click();
    await expect(toast(page, 'Please complete the previous steps before accessing this step.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Tour' })).toHaveCount(0);

    // The preview flags it above the tabs and on the date, and keeps Confirm & Submit off.
    await page.goto(`/tour-preview?draft=${draftId}`);
    await expect(page.getByTestId('preview-flights-problem')).toContainText(`Departure 2 (Mar 9, 2027): ${OFF_DATE}`);
    await expect(page.getByRole('button', { name: 'Confirm & Submit Tour' })).toBeDisabled();
    await page.getByRole('tab', { name: 'Dates', exact: true }).click();
    await expect(page.getByTestId('preview-date').nth(1).getByTestId('preview-date-problem')).toContainText(OFF_DATE);

    // The server refuses too, with the departure named.
    const refused = await page.request.post(`/api/tour-drafts/${draftId}/submit`, {
      headers: { 'Idempotency-Key': `e2e-off-${draftId}` },
      data: {},
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ 'availableDates.1.flights': OFF_DATE });

    // Its flights move with its date, so moving it keeps them off; removing them takes the first date's on submit.
    await openWizard(page, draftId);
    await page.locator('#tour-availableDates-1-startDate').fill('2027-03-10');
    await expect(page.getByTestId('date-1-outbound')).toContainText('BKK 2027-03-09 08:00');
    await expect(dates.nth(1).getByTestId('date-flights-problem')).toContainText(
      'The outbound flight of the departure on 2027-03-10 leaves on 2027-03-09',
    );
    await page.getByRole('button', { name: 'Remove flight: Return' }).nth(1).click();
    await page.getByRole('button', { name: 'Remove flight: Outbound' }).nth(1).click();
    await expect(page.getByTestId('date-flights-problem')).toHaveCount(0);
    await submitFromLastStep(page);
    await expect(page).toHaveURL(new RegExp(`/tour-preview\\?draft=${draftId}$`));
    await page.getByRole('tab', { name: 'Dates', exact: true }).click();
    await expect(
      page.getByTestId('preview-date').nth(1).getByTestId('flight-return').getByTestId('flight-date'),
    ).toHaveText('Sat, Mar 13, 2027');
    await expect(page.getByRole('button', { name: 'Confirm & Submit Tour' })).toBeEnabled();
  });

  test('on the edit screen a moved departure shows its flights on the new day and saves them there', async ({
    page,
    browser,
  }) => {
    const tour = await createOwnersLiveTour(browser, `Phuket moved departure ${Date.now().toString(36)}`);
    try {
      await signInThroughApi(page.request, DEMO.owner);
      const [, second] = await departuresForEdit(page.request, tour.slug);
      if (!second) throw new Error('The live tour has two departures');
      expect(second.outbound?.departureDateTime).toBe('2027-03-08T08:00:00+07:00');

      await page.goto(`/edit-tour/${tour.slug}`);
      await openSection(page, 'Available Dates');
      const card = departureCard(page, second.id);
      await expect(card.getByTestId('departure-flights')).toContainText('TG201 BKK→HKT Mar 8, 2027');
      await card.getByLabel('Start date').fill('2027-03-10');
      await expect(card.getByTestId('departure-flights')).toContainText('TG201 BKK→HKT Mar 10, 2027');
      await expect(card.getByTestId('departure-flights')).toContainText('TG202 HKT→BKK Mar 13, 2027');
      await expect(card.getByTestId('edit-departure-flights-problem')).toHaveCount(0);

      await saveBar(page).getByRole('button', { name: 'Save All Changes' }).click();
      await expect(toast(page, EDIT_TEXTS.saved)).toBeVisible();
      const [, saved] = await departuresForEdit(page.request, tour.slug);
      expect(saved).toMatchObject({ startDate: '2027-03-10' });
      expect(saved?.outbound?.departureDateTime).toBe('2027-03-10T08:00:00+07:00');
    } finally {
      await hideTour(page.request, tour);
    }
  });
});
