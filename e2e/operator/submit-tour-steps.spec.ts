import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import { freshOperator } from '../fixtures/licences';

/** The tour wizard /submit-tour (2-operator.md sections 2, 4, 5, 6) on the built-in sample schedule. */

const IMAGES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'images');

const MESSAGES = {
  stepCompleted: 'Step completed successfully!',
  locked: 'Please complete the previous steps before accessing this step.',
  flights: 'Please complete flight search and select both outbound and inbound flights before proceeding.',
  requiredFields:
    'Please complete the following required fields: Title, Total Quota, Price, Description, Thumbnail Image',
  quota: 'Total available spots (20) cannot exceed total quota (12).',
  activity: 'Activity description is required',
  activityShort: 'Description must be at least 5 characters',
  hotel: 'Please add at least one hotel.',
  hotelName: 'Hotel name is required',
  loginRequired: 'You need to be logged in to access this page',
  noPermission: "You don't have permission to submit tours. Contact an administrator for access.",
  companyRequired: 'You must submit a company before submitting tours',
} as const;

/** A departure date 60 days ahead, and the return two days later ('YYYY-MM-DD'). */
function tripDates() {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { outbound: day(60), return: day(62) };
}

function sidePanelStep(page: Page, step: number): Locator {
  return page.getByTestId(`wizard-step-${step}`);
}

async function expectOnStep(page: Page, step: number, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: `${step}. ${title}` })).toBeVisible();
  await expect(sidePanelStep(page, step)).toHaveAttribute('data-status', 'current');
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

async function searchAndSelect(page: Page, direction: 'outbound' | 'return', flightNumber: string, date: string) {
  const search = page.getByTestId(`flight-search-${direction}`);
  await search.getByLabel('Flight Number').fill(flightNumber);
  await search.getByLabel('Departure Date').fill(date);
  await search.getByRole('button', { name: 'Search' }).click();
  await search.getByRole('button', { name: `Select flight ${flightNumber}` }).click();
  await expect(page.getByTestId(`selected-${direction}`)).toContainText(flightNumber);
}

/** Step 1 done with Bangkok Airways PG261 out to Krabi and PG262 back, two days later. */
async function chooseFlights(page: Page) {
  const dates = tripDates();
  await searchAndSelect(page, 'outbound', 'PG261', dates.outbound);
  await searchAndSelect(page, 'return', 'PG262', dates.return);
  await expect(toast(page, 'Tour duration set to 3 days from the flights.')).toBeVisible();
  await next(page);
  await expect(toast(page, MESSAGES.stepCompleted)).toBeVisible();
  await expectOnStep(page, 2, 'Basic Information');
}

async function fillBasics(page: Page, quota: string) {
  await page.getByLabel('Title', { exact: true }).fill('Krabi Kayak & Island Adventure');
  await page.getByLabel('Description', { exact: true }).fill('Paddle through mangroves and sea caves.');
  await page.getByLabel('Base Price').fill('9900');
  await page.getByLabel('Total Quota').fill(quota);
  await page.getByTestId('thumbnail-file-input').setInputFiles(path.join(IMAGES, 'beach-sunset.jpg'));
  await expect(page.getByTestId('thumbnail-picker').getByRole('img')).toBeVisible();
}

test.describe('Submit a tour: the wizard steps', () => {
  test('each step says what is missing, later steps stay locked, and the quota rule holds', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.owner);
    await page.goto('/submit-tour');
    await expectOnStep(page, 1, 'Flight Search');
    await expect(page.getByTestId('wizard-completion')).toHaveText('0% complete');

    // A locked step: not reachable before the steps ahead of it are valid.
    await expect(sidePanelStep(page, 3)).toHaveAttribute('data-status', 'locked');
    await expect(sidePanelStep(page, 3)).toContainText('Locked');
    await sidePanelStep(page, 3).click();
    await expect(toast(page, MESSAGES.locked)).toBeVisible();
    await expectOnStep(page, 1, 'Flight Search');

    // Step 1: both flights.
    await next(page);
    await expect(toast(page, MESSAGES.flights)).toBeVisible();
    await chooseFlights(page);
    await expect(sidePanelStep(page, 1)).toContainText('Complete');
    await expect(page.getByTestId('wizard-completion')).toHaveText('13% complete');

    // Step 2: the required fields in one toast; location and country came from the arrival airport.
    await next(page);
    await expect(toast(page, MESSAGES.requiredFields)).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
    await expect(page.getByTestId('wizard-step-view-2').getByText('Title is required')).toBeVisible();
    await expect(page.getByLabel('Location')).toHaveValue('Krabi');
    await expect(page.getByLabel('Location')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Country')).toHaveValue('Thailand');
    await page.getByLabel('Title', { exact: true }).fill('Krabi Kayak & Island Adventure');
    // Checked again as it is typed after the failed Next.
    await expect(page.getByTestId('wizard-step-view-2').getByText('Title is required')).toBeHidden();
    await expect(page.getByTestId('tour-slug')).toHaveValue('krabi-kayak-island-adventure');
    await fillBasics(page, '12');
    await next(page);
    await expect(toast(page, MESSAGES.stepCompleted)).toBeVisible();

    // Step 3: the first date came from the flight with 20 spots, more than the quota of 12.
    await expectOnStep(page, 3, 'Available Dates & Flights');
    const firstDate = page.getByTestId('available-date').first();
    await expect(firstDate.getByLabel('Available spots')).toHaveValue('20');
    await next(page);
    await expect(toast(page, MESSAGES.quota)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.quota })).toBeVisible();
    await firstDate.getByLabel('Available spots').fill('12');
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.quota })).toBeHidden();
    await next(page);
    await expect(toast(page, MESSAGES.stepCompleted)).toBeVisible();

    // Step 4: three days from the flights, each needing an activity of 5 characters or more.
    await expectOnStep(page, 4, 'Itinerary');
    await expect(page.getByTestId('itinerary-day')).toHaveCount(3);
    await next(page);
    await expect(toast(page, MESSAGES.activity)).toBeVisible();
    const days = page.getByTestId('itinerary-day');
    await days.nth(0).getByLabel('Activity', { exact: true }).fill('Swim');
    await expect(days.nth(0).getByText(MESSAGES.activityShort)).toBeVisible();
    for (const index of [0, 1, 2])
      await days
        .nth(index)
        .getByLabel('Activity', { exact: true })
        .fill(`Kayak the lagoon on day ${index + 1}`);
    await next(page);
    await expect(toast(page, MESSAGES.stepCompleted)).toBeVisible();

    // Step 5 asks nothing; step 6 needs a hotel with its fields.
    await expectOnStep(page, 5, 'Meal Plans');
    await expect(page.getByTestId('meal-plan')).toHaveCount(3);
    await next(page);
    await expectOnStep(page, 6, 'Hotel');
    await next(page);
    await expect(toast(page, MESSAGES.hotel)).toBeVisible();
    await page.getByRole('button', { name: 'Add Hotel' }).click();
    await next(page);
    await expect(page.getByTestId('hotel').getByText(MESSAGES.hotelName)).toBeVisible();
    await page.getByLabel('Hotel name').fill('Ao Nang Cliff Resort');
    await page.getByTestId('hotel').getByLabel('Description').fill('Hillside resort with views of the cliffs.');
    await next(page);
    await expectOnStep(page, 7, 'Tour Images');
    await next(page);

    // Step 8: Submit Tour waits for the first inclusion; the six items count it.
    await expectOnStep(page, 8, 'Features & Highlights');
    const submit = page.getByRole('button', { name: 'Submit Tour' });
    await expect(submit).toBeDisabled();
    await expect(page.getByTestId('submit-progress')).toContainText('5 of 6');
    await page.getByPlaceholder('Inclusions 1').fill('Return flights Bangkok – Krabi');
    await page.getByPlaceholder('Exclusions 1').fill('Tips');
    await page.getByPlaceholder('Highlights 1').fill('Hong islands by long-tail boat');
    await expect(page.getByTestId('submit-progress')).toContainText('6 of 6');
    await expect(submit).toBeEnabled();
    await expect(page.getByTestId('wizard-completion')).toHaveText('100% complete');

    // Going back is free.
    await sidePanelStep(page, 2).click();
    await expectOnStep(page, 2, 'Basic Information');
    await expect(sidePanelStep(page, 8)).toHaveAttribute('data-status', 'available');

    // Submit Tour saves the draft and opens its preview.
    await sidePanelStep(page, 8).click();
    await page.getByRole('button', { name: 'Submit Tour' }).click();
    await expect(page).toHaveURL(/\/tour-preview\?draft=[0-9a-f-]{36}$/);
    await expect(page.getByText('Krabi Kayak & Island Adventure').first()).toBeVisible();
  });

  test('a reload mid-wizard resumes the saved draft on the same step', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.owner);
    await page.goto('/submit-tour');
    await chooseFlights(page);
    await fillBasics(page, '30');
    await next(page);
    await expectOnStep(page, 3, 'Available Dates & Flights');
    await expect(page.getByTestId('draft-save-status')).toContainText('Saved at');
    await expect(page).toHaveURL(/\/submit-tour\?draft=[0-9a-f-]{36}$/);

    await page.reload();
    await expectOnStep(page, 3, 'Available Dates & Flights');
    await expect(page.getByTestId('available-date')).toHaveCount(1);
    await expect(page.getByTestId('date-0-outbound')).toContainText('PG261');
    await sidePanelStep(page, 2).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Krabi Kayak & Island Adventure');
    await expect(page.getByLabel('Total Quota')).toHaveValue('30');

    // A fresh wizard (another browser, a new sign-in) offers to resume it, on the step last saved.
    const saveStatus = page.getByTestId('draft-save-status');
    await expect(saveStatus).toHaveAttribute('data-status', /waiting|saving/);
    await expect(saveStatus).toHaveAttribute('data-status', 'saved');
    const draftUrl = page.url();
    await page.goto('/submit-tour');
    await page.getByTestId('resume-draft-notice').getByRole('link').click();
    await expect(page).toHaveURL(draftUrl);
    await expectOnStep(page, 2, 'Basic Information');
  });

  test('an admin types the company name and may change the location; fields are checked on blur', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.admin);
    await page.goto('/submit-tour');
    await chooseFlights(page);
    await next(page);
    await expect(toast(page, 'Company name is required for admin users')).toBeVisible();
    await expect(page.getByLabel('Company Name')).toBeFocused();
    await expect(page.getByLabel('Location')).toHaveValue('Krabi');
    await expect(page.getByLabel('Location')).toBeEditable();

    await page.getByLabel('Company Name').fill('Siam Horizon Travel');
    await page.getByLabel('Description', { exact: true }).fill('Tiny');
    await page.getByLabel('Description', { exact: true }).blur();
    await expect(page.getByText('Description must be at least 5 characters')).toBeVisible();
    await page.getByLabel('Description', { exact: true }).fill('Islands and caves');
    await expect(page.getByText('Description must be at least 5 characters')).toBeHidden();
    await expect(page.getByTestId('tour-sku')).toContainText('SIAKBV03PG');
  });

  test('visitors, customers and agents without a company are refused with the spec messages', async ({ page }) => {
    await page.goto('/submit-tour');
    await expect(toast(page, MESSAGES.loginRequired)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fsubmit-tour/);

    await signInThroughApi(page.request, DEMO.customer);
    await page.goto('/submit-tour');
    await expect(toast(page, MESSAGES.noPermission)).toBeVisible();
    await expect(page).toHaveURL('/account');

    await page.request.post('/api/auth/sign-out');
    await freshOperator(page.request, 'agent');
    await page.goto('/submit-tour');
    await expect(toast(page, MESSAGES.companyRequired)).toBeVisible();
    await expect(page).toHaveURL('/submit-company');
  });
});
